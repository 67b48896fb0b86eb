package traversalperfs.simulations.permissions

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.lab._
import traversalperfs.lab.permissions._
import traversalperfs.simulations.LabProtocol

import java.nio.file.Files
import java.util.concurrent.atomic.AtomicLong
import scala.concurrent.duration._

/**
 * Replay, as the article's: feeds the recorded checks (circular, every user moving through the rows), `users`
 * users ramped over `ramp` seconds, each checking for `duration` seconds with 0 to `pause.max` ms pauses; every
 * answer's count must be the recorded one, and a single wrong one fails the run. Prints throughput and latency.
 */
class PermissionsReplaySimulation extends Simulation {
  private val settings = LabError.orExit(PermissionsSettings.load())
  private val (recordedOn, recordedRows) = LabError.orExit(PermissionsCsv.read(settings.csv))
  if (recordedOn != settings.dataset) LabError.orExit(LabError(s"${settings.csv} was recorded on another dataset " +
    s"($recordedOn) than the one asked for (${settings.dataset}): pass its permissions.* parameters, or record this one"))
  private val target = LabError.orExit(LabTarget.open(settings.lab, Some(settings.store(settings.lab.neo4jVersion))))
  LabError.orExit(DatasetOnServer.require(target, new PermissionsClient(target.client), recordedOn, settings.csv))
  private val heapBefore = LabError.orExit(target.client.heapUsed(afterGc = true))
  private val watch = new ServerWatch(target)
  private val latencies = new LatencySummary
  private val firstStart = new AtomicLong(Long.MaxValue)
  private val lastEnd = new AtomicLong(0)

  // the rows PermissionsCsv read and checked, fed as Gatling's csv feeder would feed the file
  private val rows = recordedRows.map(row => Map[String, Any]("results" -> row.results, "userid" -> row.userId,
    "documentids" -> row.documentIds.mkString(" "))).toIndexedSeq.circular

  private val replay = scenario("Permissions replay")
    .during(settings.durationSeconds.seconds) {
      feed(rows)
        .exec(PermissionsRequests.check("permissions check").check(
          responseTimeInMillis.saveAs("millis"),
          status.is(200),
          jsonPath("$[*]").count.is(session => session("results").as[Int])))
        .exec { session =>
          val millis = session("millis").asOption[Int].getOrElse(0).toLong
          val now = System.currentTimeMillis()
          firstStart.accumulateAndGet(now - millis, math.min)
          lastEnd.accumulateAndGet(now, math.max)
          latencies.recordNamed("permissions check", millis, !session.isFailed)
          session.markAsSucceeded
        }
        .pause(0.millis, settings.pauseMaxMillis.millis)
    }

  setUp(replay.inject(rampUsers(settings.users).during(settings.rampSeconds.seconds)))
    .protocols(LabProtocol(settings.lab, target))
    .assertions(global.failedRequests.count.is(0))

  after {
    watch.close()
    try {
      val heapAfter = target.client.heapUsed(afterGc = true)
      val row = latencies.rows.headOption
      val seconds = math.max(1L, lastEnd.get - firstStart.get) / 1000.0
      val throughput = row.map(_.requests / seconds)
      println(s"[traversal-perfs] permissions replay on ${settings.lab.targetDescription}, ${settings.dataset}, " +
        s"${recordedRows.size} recorded checks, ${settings.users} users ramped over ${settings.rampSeconds} s for " +
        s"${settings.durationSeconds} s, pauses 0-${settings.pauseMaxMillis} ms (client ms):")
      row.foreach(r => println(f"[traversal-perfs] permissions: ${r.requests} checks, KO ${r.ko}, " +
        f"${throughput.get}%.1f requests/s, mean ${r.mean}%.0f ms, p50 ${r.p50} ms, " +
        s"p95 ${LatencySummary.shown(r.p95)} ms, max ${r.max} ms (the article: 71 requests/s, 208 ms mean, 2013 laptop)"))
      println(f"[traversal-perfs] server heap after GC: ${heapBefore / 1e6}%.0f MB before the load, ${heapAfter / 1e6}%.0f MB after")
      Files.createDirectories(settings.summaryJson.getParent)
      Files.writeString(settings.summaryJson, latencies.toJson(heapBefore, heapAfter, 0, s"ramp ${settings.rampSeconds} s",
        throughput))
    } finally target.close()
  }
}
