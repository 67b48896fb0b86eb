package traversalperfs.testing

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/**
 * gatling-neo4j's features on one server, for its tests: a write and its counters, a read of it (the user's bookmarks
 * carried), two queries in one transaction, a failing query expected to fail, a request naming its database
 * (`cypher.database`, 4.0 and later), parameters from a feeder and from the session, requests in a group. Every request
 * must be OK. Run: ./mvnw gatling:test -Dgatling.simulationClass=traversalperfs.testing. GatlingNeo4jSimulation
 * -Dneo4j.bolt=bolt://…
 */
class GatlingNeo4jSimulation extends Simulation {
  private val parameters = Parameters.system
  private val uri = UserError.orExit(parameters.get(P.Bolt).getOrElse(UserError("neo4j.bolt is needed")))
  private val bolt = neo4j.uri(uri).maxConnectionPoolSize(4).queryTimeout(30.seconds).bookmarksPerUser
  private val protocol = parameters.get(P.User).fold(bolt)(bolt.credentials(_, parameters(P.Password, "")))
  private val database: Option[String] = parameters.get(P.CypherDatabase).map(_.toString)
  private val run = java.util.UUID.randomUUID().toString.take(8)
  private val people = Iterator.from(1).map(i => Map("id" -> s"$run-$i", "name" -> s"person $i"))

  private val user = scenario("gatling-neo4j").feed(people).group("people") {
    exec(neo4j("create").query("CREATE (p:GnPerson {id: $id}) SET p.name = $name RETURN p.id")
        .param("id", "#{id}").param("name", "#{name}").write
        .check(counter("nodesCreated").is(1), counter("propertiesSet").is(2), counter("labelsAdded").is(1),
          queryType.in(Seq("READ_WRITE", "WRITE_ONLY")), singleValue.saveAs("created")))
      .exec(neo4j("read back").query("MATCH (p:GnPerson {id: $id}) RETURN p.name AS name, size($tags) AS tags")
          .params(session => Map("id" -> session("created").as[String], "tags" -> Seq("a", "b"))).read
          .check(rowCount.is(1), column("name").is(session => Seq(session("name").as[String])),
            column("tags").is(Seq(2L)), serverTime.gte(0L), serverAddress.exists))
  }.exec(neo4j("two in one").transaction
      .query("CREATE (:GnTx {id: $id})").param("id", "#{id}")
      .query("MATCH (t:GnTx {id: $id}) RETURN count(t)").param("id", "#{id}")
      .check(singleValue.is(1L)))
    .exec(neo4j("expected failure").query("RETRN 1").read
        .check(failureCode.is("Neo.ClientError.Statement.SyntaxError"), failureMessage.exists))
    .doIf(_ => database.isDefined) {
      exec(neo4j("named database").query("RETURN 1").database(_ =>
          io.gatling.commons.validation.Success(database.getOrElse(""))).read
          .check(singleValue.is(1)))
    }

  setUp(user.inject(atOnceUsers(2)))
    .protocols(protocol)
    .maxDuration(60.seconds)
    .assertions(global.failedRequests.count.is(0))
}
