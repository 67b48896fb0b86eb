package traversalperfs.replay

import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder
import io.gatling.http.Predef._
import traversalperfs.cypher.{CypherDsl, CypherProtocol}
import traversalperfs.lab.{CypherOracle, LabClient, LabSettings, LabTarget, Neo4jVersions}

/**
 * The replay's Cypher access path: the count of a feeder row's start as one Cypher query, checked against the row's
 * recorded count, named `<scope> cypher`. Over Bolt with the lab's Gatling action where the target speaks it (3.5
 * and later), else through Gatling HTTP to the transactional endpoint (2.2 to 3.0).
 */
final class CypherRequests(settings: LabSettings, target: LabTarget, neo4jVersion: String) {
  /** The Bolt protocol, when the target speaks Bolt. */
  val protocol: Option[CypherProtocol] = target.bolt.map(uri => CypherProtocol(uri,
    settings.target.flatMap(_ => settings.user), settings.target.flatMap(_ => settings.password),
    settings.boltPoolSize, connectionTimeoutSeconds = 5, settings.boltTimeoutSeconds))

  def via: String = protocol.fold(s"HTTP ${target.baseUrl}$httpPath")(p => s"Bolt ${p.uri}")

  private val httpPath = Neo4jVersions.transactionPath(neo4jVersion) + "/commit"

  /** The request for the session's row, its time as `millis` and (over Bolt) the server's as `serverMillis`. */
  def count(prefix: String): ChainBuilder = protocol match {
    case Some(_) =>
      exec(session => session.set("cypherStarted", System.nanoTime()))
        .exec(CypherDsl.cypher(prefix + "#{scope} cypher")
          .query(session => CypherOracle.statement(session("start").as[String]))
          .expect(session => session("count").as[String].toLong))
        .exec(session => session.set("millis", ((System.nanoTime() - session("cypherStarted").as[Long]) / 1000000L).toInt))
    case None =>
      exec(http(prefix + "#{scope} cypher").post(httpPath)
        .body(StringBody(session => LabClient.cypherBody(CypherOracle.statement(session("start").as[String])))).asJson
        .check(
          responseTimeInMillis.saveAs("millis"),
          status.is(200),
          jsonPath("$.errors[0].message").notExists,
          jsonPath("$.results[0].data[0].row[0]").ofType[Long].is(session => session("count").as[String].toLong)))
        .exec(session => session.remove("serverMillis"))
  }
}
