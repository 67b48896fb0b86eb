package traversalperfs.tests.support

import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.targets.Credentials
import io.gatling.core.Predef._
import traversalperfs.cypher.{CypherDsl, CypherProtocol}

import scala.concurrent.duration._

/**
 * The Bolt action alone, for its tests: `cypher.requests` times the query `cypher.query` against `neo4j.bolt`, each
 * answer compared to `cypher.expect`, over `cypher.seconds` at most. Run: ./mvnw gatling:test
 * -Dgatling.simulationClass=traversalperfs.tests.support.CypherActionSimulation -Dneo4j.bolt=bolt://…
 */
class CypherActionSimulation extends Simulation {
  private val parameters = Parameters.system
  private val uri = UserError.orExit(parameters.raw("neo4j.bolt").getOrElse(UserError("neo4j.bolt is needed")))
  private val query = parameters.string("cypher.query", "MATCH (n) RETURN count(n)")
  private val expected = parameters.long("cypher.expect", 0L)
  private val requests = parameters.positiveInt("cypher.requests", 10)

  private val protocol = CypherProtocol(uri,
    parameters.raw("neo4j.user").map(Credentials(_, parameters.string("neo4j.password", ""))),
    maxPoolSize = 4, connectionTimeoutSeconds = 5, queryTimeoutSeconds = 30)

  private val ask = scenario("Cypher over Bolt")
    .repeat(requests)(exec(CypherDsl.cypher("count over bolt").query(query).expect(expected)).pause(100.milliseconds))

  setUp(ask.inject(atOnceUsers(2)))
    .protocols(protocol)
    .maxDuration(parameters.positiveInt("cypher.seconds", 60).seconds)
    .assertions(global.failedRequests.count.is(0))
}
