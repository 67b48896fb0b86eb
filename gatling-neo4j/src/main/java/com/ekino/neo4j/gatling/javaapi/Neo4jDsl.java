package com.ekino.neo4j.gatling.javaapi;

import com.ekino.neo4j.gatling.check.Neo4jChecks;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.FeederBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.internal.Expressions;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.neo4j.driver.Record;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The Java DSL, in the style of {@code io.gatling.javaapi.http.HttpDsl}: {@code import static
 * com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*;} then {@code neo4j} (the protocol), {@code neo4j("name")} (a request)
 * and the checks, each Gatling's {@code CheckBuilder.Find} ({@code .is}, {@code .saveAs}, {@code .transform}...).
 */
public final class Neo4jDsl {
    private Neo4jDsl() {}

    /** The protocol, with the driver's defaults; {@code .uri(...)} says where. */
    public static final Neo4jProtocolBuilder neo4j =
            new Neo4jProtocolBuilder(com.ekino.neo4j.gatling.protocol.Neo4jProtocolBuilder.Default());

    /** A request, named in the report (Gatling EL allowed). */
    public static Neo4jRequestBuilder neo4j(String name) {
        return new Neo4jRequestBuilder(
                new com.ekino.neo4j.gatling.request.Neo4jRequestBuilder(Expressions.toStringExpression(name)));
    }

    /** A request, its name computed from the virtual user's session. */
    public static Neo4jRequestBuilder neo4j(Function<Session, String> name) {
        return new Neo4jRequestBuilder(
                new com.ekino.neo4j.gatling.request.Neo4jRequestBuilder(Expressions.javaFunctionToExpression(name)));
    }

    /**
     * A query's rows as a feeder ({@code .circular()}, {@code .random()}, {@code .shuffle()}, {@code .queue()}), read
     * once when the simulation is built, with the protocol's URI, credentials and database; a query that fails or
     * returns no row stops the simulation with one line.
     */
    public static FeederBuilder<Object> neo4jFeeder(Neo4jProtocolBuilder protocol, String query) {
        return neo4jFeeder(protocol, query, Map.of());
    }

    /** The same, with the query's parameters. */
    public static FeederBuilder<Object> neo4jFeeder(
            Neo4jProtocolBuilder protocol, String query, Map<String, Object> parameters) {
        return new FeederBuilder.Impl<>(com.ekino.neo4j.gatling.feeder.Neo4jFeeder.fromJava(
                protocol.asScala().build(), query, parameters, io.gatling.core.Predef.configuration()));
    }

    private static <S, J> CheckBuilder.Find<J> answer(
            io.gatling.core.check.CheckBuilder.Find<?, ?, S> scala,
            Class<?> javaClass,
            java.util.function.Function<S, J> toJava) {
        return new CheckBuilder.Find.Default<>(scala, Neo4jCheckType.ANSWER, javaClass, toJava);
    }

    /** How many records the (last) query answered. */
    public static CheckBuilder.Find<Integer> rowCount() {
        return answer(Neo4jChecks.rowCount(), Integer.class, x -> (Integer) x);
    }

    /** The one value of the one record, as the driver gives it (Long, Double, String, List, Map, Node...). */
    public static CheckBuilder.Find<Object> singleValue() {
        return answer(Neo4jChecks.singleValue(), Object.class, x -> x);
    }

    /**
     * The one value of the one record, as {@code type} (Long for a Cypher integer, Double for a float, String...): then
     * {@code .gte}, {@code .lt}... compare in that type.
     */
    public static <T> CheckBuilder.Find<T> singleValue(Class<T> type) {
        return answer(Neo4jChecks.singleValue(), type, type::cast);
    }

    /** One column's value in every record, in order. */
    public static CheckBuilder.Find<List<Object>> column(String key) {
        return answer(Neo4jChecks.column(key), List.class, CollectionConverters::asJava);
    }

    /** Every record as a map of column to value, in order. */
    public static CheckBuilder.Find<List<Map<String, Object>>> rows() {
        return answer(
                Neo4jChecks.rows(),
                List.class,
                rows -> CollectionConverters.asJava(rows).stream()
                        .map(row -> CollectionConverters.asJava(row))
                        .toList());
    }

    /** The driver's records themselves. */
    public static CheckBuilder.Find<List<Record>> records() {
        return answer(Neo4jChecks.records(), List.class, CollectionConverters::asJava);
    }

    /** One of a write's counters ({@code nodesCreated}, {@code propertiesSet}, {@code labelsAdded}...). */
    public static CheckBuilder.Find<Integer> counter(String name) {
        return answer(Neo4jChecks.counter(name), Integer.class, x -> (Integer) x);
    }

    /** Every counter by name. */
    public static CheckBuilder.Find<Map<String, Integer>> counters() {
        return answer(Neo4jChecks.counters(), Map.class, counters -> {
            Map<String, Integer> java = new java.util.LinkedHashMap<>();
            CollectionConverters.asJava(counters).forEach((k, v) -> java.put(k, (Integer) v));
            return java;
        });
    }

    /** READ_ONLY, READ_WRITE, WRITE_ONLY or SCHEMA_WRITE. */
    public static CheckBuilder.Find<String> queryType() {
        return answer(Neo4jChecks.queryType(), String.class, x -> x);
    }

    /** The address of the server that answered. */
    public static CheckBuilder.Find<String> serverAddress() {
        return answer(Neo4jChecks.serverAddress(), String.class, x -> x);
    }

    /** The server's own time in milliseconds. */
    public static CheckBuilder.Find<Long> serverTime() {
        return answer(Neo4jChecks.serverTime(), Long.class, x -> (Long) x);
    }

    /** The failure's status code; with this check a failing query is OK when the checks pass. */
    public static CheckBuilder.Find<String> failureCode() {
        return new CheckBuilder.Find.Default<>(Neo4jChecks.failureCode(), Neo4jCheckType.FAILURE, String.class, x -> x);
    }

    /** The failure's message (first line). */
    public static CheckBuilder.Find<String> failureMessage() {
        return new CheckBuilder.Find.Default<>(
                Neo4jChecks.failureMessage(), Neo4jCheckType.FAILURE, String.class, x -> x);
    }
}
