package com.ekino.neo4j.gatling.javaapi;

import io.gatling.javaapi.core.ProtocolBuilder;
import java.time.Duration;
import scala.jdk.javaapi.DurationConverters;

/**
 * {@code neo4j.uri("neo4j://host:7687").credentials("neo4j", "secret").database("movies")}: the Java face of the
 * Scala {@link com.ekino.neo4j.gatling.protocol.Neo4jProtocolBuilder}, one method each.
 */
public final class Neo4jProtocolBuilder implements ProtocolBuilder {
    private final com.ekino.neo4j.gatling.protocol.Neo4jProtocolBuilder wrapped;

    public Neo4jProtocolBuilder(com.ekino.neo4j.gatling.protocol.Neo4jProtocolBuilder wrapped) {
        this.wrapped = wrapped;
    }

    /** bolt://, bolt+s://, bolt+ssc://, neo4j://, neo4j+s:// or neo4j+ssc://: encryption, trust and routing. */
    public Neo4jProtocolBuilder uri(String uri) {
        return new Neo4jProtocolBuilder(wrapped.uri(uri));
    }

    public Neo4jProtocolBuilder credentials(String user, String password) {
        return new Neo4jProtocolBuilder(wrapped.credentials(user, password));
    }

    /** The database every request uses unless it names its own (4.0 and later). */
    public Neo4jProtocolBuilder database(String name) {
        return new Neo4jProtocolBuilder(wrapped.database(name));
    }

    public Neo4jProtocolBuilder maxConnectionPoolSize(int size) {
        return new Neo4jProtocolBuilder(wrapped.maxConnectionPoolSize(size));
    }

    public Neo4jProtocolBuilder connectionTimeout(Duration timeout) {
        return new Neo4jProtocolBuilder(wrapped.connectionTimeout(DurationConverters.toScala(timeout)));
    }

    public Neo4jProtocolBuilder connectionAcquisitionTimeout(Duration timeout) {
        return new Neo4jProtocolBuilder(wrapped.connectionAcquisitionTimeout(DurationConverters.toScala(timeout)));
    }

    public Neo4jProtocolBuilder queryTimeout(Duration timeout) {
        return new Neo4jProtocolBuilder(wrapped.queryTimeout(DurationConverters.toScala(timeout)));
    }

    public Neo4jProtocolBuilder fetchSize(long records) {
        return new Neo4jProtocolBuilder(wrapped.fetchSize(records));
    }

    /** Each virtual user's requests carry the bookmarks of its previous one (causal consistency). */
    public Neo4jProtocolBuilder bookmarksPerUser() {
        return new Neo4jProtocolBuilder(wrapped.bookmarksPerUser());
    }

    @Override
    public io.gatling.core.protocol.Protocol protocol() {
        return wrapped.build();
    }

    /** The Scala builder this wraps. */
    public com.ekino.neo4j.gatling.protocol.Neo4jProtocolBuilder asScala() {
        return wrapped;
    }
}
