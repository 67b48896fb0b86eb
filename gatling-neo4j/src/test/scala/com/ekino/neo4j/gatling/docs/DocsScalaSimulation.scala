package com.ekino.neo4j.gatling.docs.scaladsl

import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/** docs/gatling-neo4j.md's Scala fragments and whole simulation, compiled as they stand there (DocCodeTest). */
class DocsScalaSimulation {
  val protocol = neo4j
    .uri("neo4j+s://db.example.com:7687")
    .credentials("reader", sys.env("NEO4J_PASSWORD"))
    .database("movies")
    .maxConnectionPoolSize(50)
    .connectionTimeout(5.seconds)
    .queryTimeout(30.seconds)

  val findPerson = exec(neo4j("find person")
      .query("MATCH (p:Person {name: $name}) RETURN p.born AS born")
      .param("name", "#{name}")
      .read
      .check(rowCount.is(1), singleValue.transform(_.asInstanceOf[Long]).gte(1900L).saveAs("born")))

  val people = neo4jFeeder(protocol, "MATCH (p:Person) RETURN p.name AS name, p.born AS born LIMIT 1000").circular

  val transfer = exec(neo4j("transfer")
      .transaction
      .query("MATCH (a:Account {id: $from}) SET a.balance = a.balance - 10").param("from", "#{from}")
      .query("MATCH (a:Account {id: $to}) SET a.balance = a.balance + 10").param("to", "#{to}")
      .query("MATCH (a:Account) RETURN sum(a.balance)")
      .check(singleValue.is(1000L)))

  val refused = exec(neo4j("bad syntax")
      .query("RETRN 1")
      .check(failureCode.is("Neo.ClientError.Statement.SyntaxError")))
}

// the whole simulation, with the imports it needs
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

class PeopleSimulation extends Simulation {
  val protocol = neo4j.uri("bolt://localhost:7687").credentials("neo4j", "secret")

  val people = scenario("people")
    .feed(csv("people.csv").circular)
    .exec(neo4j("find person")
        .query("MATCH (p:Person {name: $name}) RETURN count(p)")
        .param("name", "#{name}")
        .read
        .check(singleValue.is(1L)))

  setUp(people.inject(constantUsersPerSec(20).during(60)))
    .protocols(protocol)
    .assertions(global.failedRequests.count.is(0))
}
