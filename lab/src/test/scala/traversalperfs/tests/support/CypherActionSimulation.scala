package traversalperfs.tests.support

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
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
  private val uri = UserError.orExit(parameters.get(P.Bolt).getOrElse(UserError("neo4j.bolt is needed")))
  private val query = parameters(P.CypherQuery)
  private val expected = parameters(P.CypherExpect)
  private val requests = parameters(P.CypherRequests)

  private val protocol = CypherProtocol(uri,
    parameters.get(P.User).map(Credentials(_, parameters(P.Password, ""))),
    maxPoolSize = 4, connectionTimeoutSeconds = 5, queryTimeoutSeconds = 30)

  private val ask = scenario("Cypher over Bolt")
    .repeat(requests)(exec(CypherDsl.cypher("count over bolt").query(query).expect(expected)).pause(100.milliseconds))

  setUp(ask.inject(atOnceUsers(2)))
    .protocols(protocol)
    .maxDuration(parameters(P.CypherSeconds).seconds)
    .assertions(global.failedRequests.count.is(0))
}
