package traversalperfs.simulations.permissions

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.replay._
import traversalperfs.lab._
import traversalperfs.lab.permissions._

import scala.concurrent.duration._

/**
 * Replay, as the article's: feeds the recorded checks (circular, every user moving through the rows), `users`
 * users ramped over `ramp` seconds, each checking for `duration` seconds with 0 to `pause.max` ms pauses; every
 * answer's count must be the recorded one, and a single wrong one fails the run. Or the open model (`rate` checks
 * per second) or a capacity search (`slo`), as the traversal replay's. Prints throughput and latency.
 */
class PermissionsReplaySimulation extends Simulation {
  private val settings = LabError.orExit(PermissionsSettings.load())
  private val (recordedOn, recordedRows) = LabError.orExit(PermissionsCsv.read(settings.csv))
  LabError.orExit(RecordedDataset.requireSame(settings.csv, "dataset", "the one asked for",
    RecordedDataset.difference(recordedOn, settings.dataset), "pass its permissions.* parameters, or record this one"))
  private val target = LabError.orExit(LabTarget.open(settings.lab, settings.store))
  LabError.orExit(DatasetOnServer.require(target, new PermissionsClient(target.client), recordedOn, settings.csv))
  private val heapBefore = LabError.orExit(target.client.stats(afterGc = true)).heapUsedBytes
  private val watch = new ServerWatch(target)
  private val latencies = new LatencySummary
  private val throughput = new Throughput
  private val load = settings.lab.load
  private val search = MeasuredLoad.search(load)
  private val guard = new CapacityGuard(search, load)

  // the rows PermissionsCsv read and checked, fed as Gatling's csv feeder would feed the file
  private val rows = recordedRows.map(row => Map[String, Any]("results" -> row.results, "userid" -> row.userId,
    "documentids" -> row.documentIds.mkString(" "))).toIndexedSeq.circular

  private val request = {
    val check = PermissionsRequests.check("permissions check")
    MeasuredLoad.requestTimeout(load).fold(check)(check.requestTimeout)
  }

  /** One recorded check asked and verified. */
  private val checkOne = feed(rows)
    .exec(MeasuredLoad.arrive(search))
    .exec(request.check(
      responseTimeInMillis.saveAs("millis"),
      jsonPath("$[*]").count.optional.saveAs("found"),
      status.is(200),
      jsonPath("$[*]").count.is(session => session("results").as[Int])))
    .exec { session =>
      val millis = session("millis").asOption[Int].getOrElse(0).toLong
      throughput.answered(millis)
      latencies.recordNamed("permissions check", millis, !session.isFailed)
      search.foreach(_.record(session("arrived").as[Long], millis, !session.isFailed))
      session("found").asOption[Int].filter(_ != session("results").as[Int]).foreach(found =>
        guard.wrong(s"user ${session("userid").as[Any]}: expected ${session("results").as[Int]} readable, found $found"))
      session.remove("found").remove("millis").markAsSucceeded
    }

  private val replay =
    if (load.isOpen) guard.around(scenario("Permissions replay").exec(checkOne))
      .inject(MeasuredLoad.open(load, settings.lab.durationSeconds))
    else scenario("Permissions replay")
      .during(settings.lab.durationSeconds.seconds)(checkOne.pause(0.millis, settings.lab.pauseMaxMillis.millis))
      .inject(rampUsers(settings.lab.users).during(settings.lab.rampSeconds.seconds))

  setUp(replay)
    .protocols(LabProtocol(target))
    // a capacity search's slow levels may end in timeouts: there only a wrong answer fails the run (above)
    .assertions(if (search.isDefined) Nil else Seq(global.failedRequests.count.is(0)))

  after {
    watch.close()
    try {
      val heapAfter = target.client.stats(afterGc = true).heapUsedBytes
      val row = latencies.rows.headOption
      val perSecond = throughput.perSecond
      println(s"[traversal-perfs] permissions replay on ${settings.lab.targetDescription}, ${settings.dataset}, " +
        s"${recordedRows.size} recorded checks, ${settings.loadDescription} (client ms):")
      row.foreach(r => println(f"[traversal-perfs] permissions: ${r.requests} checks, KO ${r.ko}, " +
        f"${perSecond.getOrElse(0.0)}%.1f requests/s, mean ${r.mean}%.0f ms, p50 ${r.p50} ms, " +
        s"p95 ${LatencySummary.shown(r.p95)} ms, max ${r.max} ms (the article: 71 requests/s, 208 ms mean, 2013 laptop)"))
      MeasuredLoad.report(load, perSecond, search).foreach(println)
      println(f"[traversal-perfs] server heap after GC: ${heapBefore / 1e6}%.0f MB before the load, ${heapAfter / 1e6}%.0f MB after")
      latencies.summary(settings.loadDescription).copy(heapBeforeBytes = Some(heapBefore),
        heapAfterBytes = Some(heapAfter), requestsPerSecond = perSecond,
        offeredPerSecond = MeasuredLoad.offeredPerSecond(load), capacity = search.map(_.result)).write(settings.lab.summaryJson)
    } finally target.close()
  }
}
