package com.ekino.neo4j.gatling.docs;

import static com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*;
import static io.gatling.javaapi.core.CoreDsl.*;

import com.ekino.neo4j.gatling.javaapi.Neo4jProtocolBuilder;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.FeederBuilder;
import java.time.Duration;

/** docs/gatling-neo4j.md's Java fragments, compiled as they stand there (DocCodeTest checks that they do). */
class DocsJavaSimulation {
  Neo4jProtocolBuilder protocol = neo4j
      .uri("neo4j+s://db.example.com:7687")
      .credentials("reader", System.getenv("NEO4J_PASSWORD"))
      .database("movies")
      .maxConnectionPoolSize(50)
      .connectionTimeout(Duration.ofSeconds(5))
      .queryTimeout(Duration.ofSeconds(30));

  ChainBuilder findPerson = exec(neo4j("find person")
      .query("MATCH (p:Person {name: $name}) RETURN p.born AS born")
      .param("name", "#{name}")
      .read()
      .check(rowCount().is(1), singleValue(Long.class).gte(1900L).saveAs("born")));

  ChainBuilder transfer = exec(neo4j("transfer")
      .transaction()
      .query("MATCH (a:Account {id: $from}) SET a.balance = a.balance - 10").param("from", "#{from}")
      .query("MATCH (a:Account {id: $to}) SET a.balance = a.balance + 10").param("to", "#{to}")
      .query("MATCH (a:Account) RETURN sum(a.balance)")
      .check(singleValue().is(1000L)));

  ChainBuilder refused = exec(neo4j("bad syntax")
      .query("RETRN 1")
      .check(failureCode().is("Neo.ClientError.Statement.SyntaxError")));

  Neo4jProtocolBuilder unbounded = neo4j.uri("bolt://localhost:7687").connectionAcquisitionTimeout(Duration.ZERO);

  ChainBuilder byYear = exec(neo4j(session -> "movies of " + session.getInt("year"))
      .query(session -> "MATCH (m:Movie {released: " + session.getInt("year") + "}) RETURN count(m)")
      .database(session -> session.getString("tenant"))
      .read());

  FeederBuilder<Object> people =
      neo4jFeeder(protocol, "MATCH (p:Person) RETURN p.name AS name, p.born AS born LIMIT 1000").circular();
}
