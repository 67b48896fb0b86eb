package traversalperfs.benchmark

import traversalperfs.boltbench.BoltBenchRun
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/**
 * One query of the gatling-neo4j benchmark (`-Pgatling-neo4j-benchmark` starts it, once per query): the bare driver
 * loop, then gatling-neo4j's requests at the same concurrency, then the bare loop again, in this JVM.
 */
class GatlingNeo4jBenchmarkSimulation extends Simulation {
  private val bench = BoltBenchRun.fromSystem()

  before(bench.bare("bare-before"))

  // users that end by themselves: after `maxDuration` alone they would still be sending beside the last bare block
  private val ask = scenario(bench.query.name).during(bench.gatlingSeconds.seconds)(
    exec(neo4j(bench.query.name).query(bench.query.text).params(_ => bench.scalaParams()).read
        .check(rowCount.is(bench.query.rows)))
      .exec { session => bench.gatlingWindow.answered.increment(); session })

  setUp(ask.inject(atOnceUsers(bench.users)))
    .protocols(neo4j.uri(bench.uri).maxConnectionPoolSize(bench.users * 2))
    .maxDuration((bench.gatlingSeconds + 10).seconds)

  bench.measureGatling()

  after(bench.bare("bare-after"))
}
