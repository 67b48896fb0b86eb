package traversalperfs.testing

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/**
 * The gatling-neo4j action alone, for its tests: `cypher.requests` times the query `cypher.query` against `neo4j.bolt`,
 * each answer compared to `cypher.expect`, over `cypher.seconds` at most. Run: ./mvnw gatling:test
 * -Dgatling.simulationClass=traversalperfs.testing.CypherActionSimulation -Dneo4j.bolt=bolt://…
 */
class CypherActionSimulation extends Simulation {
  private val parameters = Parameters.system
  private val uri = UserError.orExit(parameters.get(P.Bolt).getOrElse(UserError("neo4j.bolt is needed")))
  private val query = parameters(P.CypherQuery)
  private val expected = parameters(P.CypherExpect)
  private val requests = parameters(P.CypherRequests)

  private val bolt = neo4j.uri(uri).maxConnectionPoolSize(4).connectionTimeout(5.seconds).queryTimeout(30.seconds)
  private val protocol = parameters.get(P.User).fold(bolt)(bolt.credentials(_, parameters(P.Password, "")))

  private val ask = scenario("Cypher over Bolt")
    .repeat(requests)(exec(neo4j("count over bolt").query(query).read.check(singleValue.is(expected)))
        .pause(100.milliseconds))

  setUp(ask.inject(atOnceUsers(2)))
    .protocols(protocol)
    .maxDuration(parameters(P.CypherSeconds).seconds)
    .assertions(global.failedRequests.count.is(0))
}
