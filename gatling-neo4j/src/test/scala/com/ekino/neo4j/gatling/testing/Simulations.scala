package com.ekino.neo4j.gatling.testing

import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/** Where the simulations below go: `neo4j.uri`, `neo4j.user`, `neo4j.password`, `neo4j.database` (optional). */
private object Target {
  private def property(name: String): Option[String] = Option(System.getProperty(name)).filter(_.nonEmpty)
  val database: Option[String] = property("neo4j.database")
  val protocol = neo4j.uri(property("neo4j.uri").getOrElse("bolt://127.0.0.1:7687"))
    .credentials(property("neo4j.user").getOrElse("neo4j"), property("neo4j.password").getOrElse(""))
    .maxConnectionPoolSize(4).connectionTimeout(5.seconds).queryTimeout(30.seconds).bookmarksPerUser
}

/**
 * Every feature on one server, every request expected OK: a write and its counters, a read of it (the user's bookmarks
 * carried), two queries in one transaction, a failing query expected to fail, a request naming its database, parameters
 * from a generated feeder and from the session, a database feeder's rows, requests in a group.
 */
class FeaturesSimulation extends Simulation {
  private val run = java.util.UUID.randomUUID().toString.take(8)
  private val people = Iterator.from(1).map(i => Map("id" -> s"$run-$i", "name" -> s"person $i"))
  private val numbers = neo4jFeeder(Target.protocol, "UNWIND range(1, 3) AS n RETURN n, 'n' + n AS label").circular

  private val user = scenario("gatling-neo4j").feed(people).group("people") {
    exec(neo4j("create").query("CREATE (p:GnPerson {id: $id}) SET p.name = $name RETURN p.id")
        .param("id", "#{id}").param("name", "#{name}").write
        .check(counter("nodesCreated").is(1), counter("propertiesSet").is(2), counter("labelsAdded").is(1),
          counters.transform(_.filter(_._2 > 0))
            .is(_ =>
              Map("nodesCreated" -> 1, "propertiesSet" -> 2, "labelsAdded" -> 1)), // a Map is a function: given as one
          queryType.in(Seq("READ_WRITE", "WRITE_ONLY")), singleValue.saveAs("created")))
      .exec(neo4j("read back").query("MATCH (p:GnPerson {id: $id}) RETURN p.name AS name, size($tags) AS tags")
          .params(session => Map("id" -> session("created").as[String], "tags" -> Seq("a", "b"))).read
          .check(rowCount.is(1), column("name").is(session => Seq(session("name").as[String])),
            column("tags").is(Seq(2L)),
            rows.is(session => Seq(Map("name" -> session("name").as[String], "tags" -> 2L))),
            records.transform(_.map(_.get("tags").asLong())).is(Seq(2L)), serverTime.gte(0L), serverAddress.exists))
  }.exec(neo4j("two in one").transaction
      .query("CREATE (:GnTx {id: $id})").param("id", "#{id}")
      .query("MATCH (t:GnTx {id: $id}) RETURN count(t)").param("id", "#{id}")
      .check(singleValue.is(1L)))
    .exec(neo4j("expected failure").query("RETRN 1").read
        .check(failureCode.is("Neo.ClientError.Statement.SyntaxError"), failureMessage.exists))
    .feed(numbers)
    .exec(neo4j("fed from the database").query("RETURN 'n' + $n").param("n", "#{n}").read
        .check(singleValue.is(session => session("label").as[String])))
    .doIf(_ => Target.database.isDefined) {
      exec(neo4j("named database").query("RETURN 1").database(Target.database.getOrElse("neo4j"): String).read
          .check(singleValue.is(1)))
    }

  setUp(user.inject(atOnceUsers(2)))
    .protocols(Target.protocol)
    .maxDuration(60.seconds)
    .assertions(global.failedRequests.count.is(0))
}

/** `query.requests` times `query.text` (default `RETURN 0`), each answer compared to `query.expect` (default 0). */
class OneQuerySimulation extends Simulation {
  private val text = System.getProperty("query.text", "RETURN 0")
  private val expected = System.getProperty("query.expect", "0").toLong
  private val requests = System.getProperty("query.requests", "2").toInt

  private val ask = scenario("one query")
    .repeat(requests)(exec(neo4j("one query").query(text).read.check(singleValue.is(expected)))
        .pause(100.milliseconds))

  setUp(ask.inject(atOnceUsers(2)))
    .protocols(Target.protocol)
    .maxDuration(System.getProperty("query.seconds", "60").toInt.seconds)
    .assertions(global.failedRequests.count.is(0))
}
