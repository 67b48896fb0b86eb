package com.ekino.neo4j.gatling.javaapi;

import static com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*;
import static org.junit.jupiter.api.Assertions.*;

import com.ekino.neo4j.gatling.check.Neo4jCheck;
import com.ekino.neo4j.gatling.check.Neo4jResponse;
import com.ekino.neo4j.gatling.protocol.Neo4jProtocol;
import com.ekino.neo4j.gatling.request.Neo4jQuery;
import com.ekino.neo4j.gatling.request.Neo4jRequest;
import com.ekino.neo4j.gatling.testing.Answers;
import io.gatling.core.check.Check;
import io.gatling.core.check.Check$;
import io.gatling.core.session.Session;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.AccessMode;
import scala.jdk.javaapi.CollectionConverters;

/** The Java DSL builds the same Scala values as the Scala DSL: protocol, request, parameters, checks. */
class Neo4jDslTest {
    private final Session user = Answers.user().set("id", 42L).set("db", "movies");

    @Test
    void theProtocol() {
        Neo4jProtocol protocol = (Neo4jProtocol) neo4j.uri("neo4j+s://db.example.com:7687")
                .credentials("reader", "secret")
                .database("movies")
                .maxConnectionPoolSize(8)
                .connectionTimeout(Duration.ofSeconds(5))
                .connectionAcquisitionTimeout(Duration.ofSeconds(7))
                .queryTimeout(Duration.ofSeconds(30))
                .fetchSize(500)
                .bookmarksPerUser()
                .protocol();
        assertEquals("neo4j+s://db.example.com:7687", protocol.uri());
        assertEquals("reader", protocol.credentials().get()._1());
        assertEquals("movies", protocol.database().get());
        assertEquals(8, protocol.maxPoolSize());
        assertEquals(5, protocol.connectionTimeout().toSeconds());
        assertEquals(7, protocol.acquisitionTimeout().toSeconds());
        assertEquals(30, protocol.queryTimeout().get().toSeconds());
        assertEquals(500L, protocol.fetchSize().get());
        assertTrue(protocol.bookmarks());
        assertFalse(protocol.toString().contains("secret"), "the password is never shown");
        Neo4jProtocol defaults = (Neo4jProtocol) neo4j.protocol();
        assertEquals("bolt://localhost:7687", defaults.uri());
        assertFalse(defaults.bookmarks());
    }

    @Test
    void functionsOfTheSessionWhereStringsTakeEl() {
        Neo4jRequest request = neo4j(s -> "person " + s.getLong("id"))
                .query(s -> "MATCH (p:Person {id: " + s.getLong("id") + "}) RETURN p.name")
                .database(s -> s.getString("db"))
                .asScala()
                .request();
        assertEquals("person 42", request.name().apply(user).toOption().get());
        assertEquals(
                "MATCH (p:Person {id: 42}) RETURN p.name",
                request.queries().head().text().apply(user).toOption().get());
        assertEquals("movies", request.database().get().apply(user).toOption().get());
        Neo4jRequest inTransaction = neo4j("two")
                .transaction()
                .query(s -> "RETURN " + s.getLong("id"))
                .query(s -> "RETURN " + (s.getLong("id") + 1))
                .asScala()
                .request();
        assertEquals(
                "RETURN 43",
                inTransaction.queries().last().text().apply(user).toOption().get());
    }

    @Test
    void aQueryWithParametersFromTheSession() {
        Neo4jRequest request = neo4j("person #{id}")
                .query("MATCH (p:Person {id: $id}) RETURN p.name")
                .param("id", "#{id}")
                .param("limit", 10)
                .param("twice", s -> s.getLong("id") * 2)
                .params(s -> Map.of("extra", "x"))
                .read()
                .database("#{db}")
                .check(rowCount().is(1))
                .asScala()
                .request();
        assertEquals("person 42", request.name().apply(user).toOption().get());
        assertFalse(request.transaction());
        assertEquals(AccessMode.READ, request.access());
        assertEquals("movies", request.database().get().apply(user).toOption().get());
        Neo4jQuery query = request.queries().head();
        assertEquals(
                "MATCH (p:Person {id: $id}) RETURN p.name",
                query.text().apply(user).toOption().get());
        Map<String, Object> params = com.ekino.neo4j.gatling.action.Neo4jAction.resolve(request, user)
                .toOption()
                .get()
                ._2()
                .head()
                ._2();
        assertEquals(Map.of("id", 42L, "limit", 10, "twice", 84L, "extra", "x"), params);
        assertEquals(1, request.checks().size());
    }

    @Test
    void aTransactionOfSeveralQueriesWritesByDefault() {
        Neo4jRequest request = neo4j("move")
                .transaction()
                .query("CREATE (a:Account {id: $id})")
                .param("id", "#{id}")
                .query("MATCH (a:Account) RETURN count(a)")
                .check(singleValue(Long.class).gte(1L))
                .asScala()
                .request();
        assertTrue(request.transaction());
        assertEquals(AccessMode.WRITE, request.access());
        assertEquals(2, request.queries().size());
        assertEquals(0, request.queries().last().params().size(), "a parameter goes to the query before it");
    }

    @Test
    void oneQueryUnlessATransaction() {
        assertThrows(
                IllegalArgumentException.class,
                () -> neo4j("two").query("RETURN 1").query("RETURN 2"));
    }

    /** Each Java check decides as its Scala twin on the same answer. */
    @Test
    void theChecksMapToTheScalaOnes() {
        var three = Answers.oneColumn("n", List.of(1L, 2L, 3L));
        assertNull(failure(three, rowCount().is(3)));
        assertEquals("rowCount.find.is(2), found 3", failure(three, rowCount().is(2)));
        assertNull(failure(three, column("n").is(List.of(1L, 2L, 3L))));
        assertNull(failure(three, rows().transform(r -> r.get(2).get("n")).is(3L)));
        assertNull(failure(three, records().transform(r -> r.size()).is(3)));
        assertNull(failure(three, serverTime().is(5L)));
        var one = Answers.oneColumn("n", List.of(7L));
        assertNull(failure(one, singleValue().is(7L)));
        assertNull(failure(one, singleValue(Long.class).gte(7L)));
        assertEquals(
                "singleValue.find.lessThan(7), 7 is not less than 7",
                failure(one, singleValue(Long.class).lt(7L)));
        assertNull(failure(three, queryType().is("READ_ONLY")));
        assertNull(failure(three, serverAddress().is("127.0.0.1:7687")));
        assertNull(
                failure(three, counters().transform(c -> c.get("nodesCreated")).is(0)));
        assertNull(failure(three, counter("labelsAdded").is(0)));
        var failed = Answers.failed("Neo.ClientError.Statement.SyntaxError", "Invalid input");
        assertNull(failure(failed, failureCode().is("Neo.ClientError.Statement.SyntaxError")));
        assertNull(failure(failed, failureMessage().is("Invalid input")));
        Neo4jCheck aboutFailure = neo4j("f")
                .query("RETRN 1")
                .check(failureCode().exists())
                .asScala()
                .request()
                .checks()
                .head();
        assertTrue(aboutFailure.aboutFailure());
        assertFalse(neo4j("a")
                .query("RETURN 1")
                .check(singleValue().is(1))
                .asScala()
                .request()
                .checks()
                .head()
                .aboutFailure());
    }

    /** The Java check made Scala by the action builder, run on the response: its failure's message, or null. */
    private String failure(Neo4jResponse response, io.gatling.javaapi.core.CheckBuilder check) {
        Check<Neo4jResponse> converted = neo4j("x")
                .query("RETURN 1")
                .check(check)
                .asScala()
                .request()
                .checks()
                .head();
        var result = Check$.MODULE$.check(
                response, user, scala.collection.immutable.List.from(CollectionConverters.asScala(List.of(converted))));
        return result._2().isDefined() ? result._2().get().message() : null;
    }
}
