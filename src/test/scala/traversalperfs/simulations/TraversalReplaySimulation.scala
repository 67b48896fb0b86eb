package traversalperfs.simulations

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.lab._

import java.nio.file.Files
import scala.concurrent.duration._

/**
 * Replay: feeds the rows of the expected-counts CSV that the parameters select (starts, scope, orders, caches),
 * circular, at a fixed concurrency, first for the warm-up (requests named
 * `warm-up ...`, reported apart), then for the measured phase; every answer must equal its recorded count, and a
 * single wrong one fails the run. Prints the measured latencies in the original lab's format.
 */
class TraversalReplaySimulation extends Simulation {
  private val settings = LabError.orExit(LabSettings.load())
  private val recorded = LabError.orExit(ExpectedCountsCsv.read(settings.csv))
  private val expected = LabError.orExit(SeedPlan.select(SeedPlan(settings), recorded, settings.csv))
  private val target = LabError.orExit(LabTarget.open(settings))
  LabError.orExit(TreeOnServer.require(target, expected.head.tree, settings.csv))
  private val heapBefore = LabError.orExit(target.client.heapUsed(afterGc = true))
  private val watch = new ServerWatch(target)
  private val latencies = new LatencySummary
  private val feed = ExpectedCountsCsv.writeFeed(expected, settings.csv, settings.baseDir)

  private def replay(phase: String) = scenario(s"$phase replay")
    .feed(csv(feed.toString).circular)
    .exec(TraversalRequests.traverse(if (phase == "Measured") "" else "warm-up ")
      .check(
        responseTimeInMillis.saveAs("millis"),
        status.is(200),
        jsonPath("$.count").ofType[Long].is(session => session("count").as[String].toLong),
        jsonPath("$.serverMillis").ofType[Double].saveAs("serverMillis"),
        jsonPath("$.allocatedBytes").ofType[Long].optional.saveAs("allocatedBytes")))
    .exec { session =>
      if (phase == "Measured")
        latencies.record(session("scope").as[String], session("order").as[String], session("cache").as[String],
          session("millis").asOption[Int].map(_.toLong).getOrElse(0L), session("serverMillis").asOption[Double],
          session("allocatedBytes").asOption[Long], !session.isFailed)
      session
    }

  private val measured = replay("Measured").inject(constantConcurrentUsers(settings.users).during(settings.durationSeconds.seconds))

  setUp(
    if (settings.warmupSeconds == 0) measured
    else replay("Warm-up").inject(constantConcurrentUsers(settings.users).during(settings.warmupSeconds.seconds)).andThen(measured)
  ).protocols(TraversalRequests.protocol(settings, target))
    .assertions(global.failedRequests.count.is(0))

  after {
    watch.close()
    try {
      val heapAfter = target.client.heapUsed(afterGc = true)
      println(s"[traversal-perfs] measured replay on ${settings.targetDescription}, ${expected.head.tree}, " +
        s"${expected.size} rows, ${settings.users} user(s) for ${settings.durationSeconds} s (client ms; 'Server mean' is the server-side time):")
      println(latencies.table)
      println(latencies.overall)
      println(f"[traversal-perfs] server heap after GC: ${heapBefore / 1e6}%.0f MB before the load, ${heapAfter / 1e6}%.0f MB after")
      Files.createDirectories(settings.summaryJson.getParent)
      Files.writeString(settings.summaryJson, latencies.toJson(heapBefore, heapAfter))
    } finally target.close()
  }
}
