package traversalperfs.benchmark

import traversalperfs.boltbench.BoltBenchRun
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import scala.concurrent.duration._

/**
 * One query of the gatling-neo4j benchmark (`-Pgatling-neo4j-benchmark` starts it, once per query): blocks of the bare
 * driver loop alternating with blocks of gatling-neo4j's requests at the same concurrency, in this JVM
 * ([[BoltBenchRun]]). Gatling's users send in their blocks only, and end after the last one.
 */
class GatlingNeo4jBenchmarkSimulation extends Simulation {
  private val bench = BoltBenchRun.fromSystem()

  before(bench.start())

  // per request, what the bare loop does too: a test of its turn, the request, a count; between its blocks a wake-up
  // every 100 ms, which costs the bare loop's blocks next to nothing
  private val ask = scenario(bench.query.name).asLongAs(_ => !bench.finished)(
    asLongAs(_ => bench.gatlingTurn)(
      exec(neo4j(bench.query.name).query(bench.query.text).params(_ => bench.scalaParams()).read
          .check(rowCount.is(bench.query.rows)))
        .exec { session => bench.answered(); session })
      .pause(100.millis))

  // no acquisition timeout, as the bare loop's driver: see BareDriverLoop
  setUp(ask.inject(atOnceUsers(bench.users)))
    .protocols(neo4j.uri(bench.uri).maxConnectionPoolSize(bench.users * 2).connectionAcquisitionTimeout(Duration.Zero))
    .maxDuration(bench.totalSeconds.seconds)
}
