package traversalperfs.simulations

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.lab._

import java.nio.file.Files
import scala.concurrent.duration._

/**
 * Replay: feeds the expected-counts CSV (circular) at a fixed concurrency, first for the warm-up (requests named
 * `warm-up ...`, reported apart), then for the measured phase; every answer must equal its recorded count, and a
 * single wrong one fails the run. Prints the measured latencies in the original lab's format.
 */
class TraversalReplaySimulation extends Simulation {
  private val settings = LabError.orExit(LabSettings.load())
  private val expected = LabError.orExit(ExpectedCountsCsv.read(settings.csv))
  private val target = LabError.orExit(LabTarget.open(settings))
  LabError.orExit(TreeOnServer.require(target, expected.head.tree, settings.csv))
  private val latencies = new LatencySummary

  private def replay(phase: String) = scenario(s"$phase replay")
    .feed(csv(settings.csv.toString).circular)
    .exec(TraversalRequests.traverse(if (phase == "Measured") "" else "warm-up ")
      .check(
        responseTimeInMillis.saveAs("millis"),
        status.is(200),
        jsonPath("$.count").ofType[Long].is(session => session("count").as[String].toLong),
        jsonPath("$.serverMillis").ofType[Double].saveAs("serverMillis")))
    .exec { session =>
      if (phase == "Measured")
        latencies.record(s"${session("scope").as[String]} ${session("order").as[String]} cache=${session("cache").as[String]}",
          session("millis").asOption[Int].map(_.toLong).getOrElse(0L), session("serverMillis").asOption[Double], !session.isFailed)
      session
    }

  private val measured = replay("Measured").inject(constantConcurrentUsers(settings.users).during(settings.durationSeconds.seconds))

  setUp(
    if (settings.warmupSeconds == 0) measured
    else replay("Warm-up").inject(constantConcurrentUsers(settings.users).during(settings.warmupSeconds.seconds)).andThen(measured)
  ).protocols(TraversalRequests.protocol(settings, target))
    .assertions(global.failedRequests.count.is(0))

  after {
    try {
      println(s"[traversal-perfs] measured replay on ${settings.targetDescription}, ${expected.head.tree}, " +
        s"${settings.users} user(s) for ${settings.durationSeconds} s (client ms; 'Server mean' is the server-side time):")
      println(latencies.table)
      val json = settings.baseDir.resolve("target/traversal-perfs/last-replay.json")
      Files.createDirectories(json.getParent)
      Files.writeString(json, latencies.toJson)
    } finally target.close()
  }
}
