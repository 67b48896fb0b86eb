package traversalperfs.workloads.permissions

import traversalperfs.console.{Line, Say}

import traversalperfs.run.{RunSettings, RunTarget}
import traversalperfs.measure.{LatencySummary, ReplaySummary}
import traversalperfs.targets.{DatasetOnServer, RecordedDataset, RequestWork, Target}
import traversalperfs.replay.{AnswerKeys, LabClock, MeasuredLoad, ReplayPart, TargetProtocol}

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.ChainBuilder
import io.gatling.http.Predef._

/**
 * The permissions replay, as the article's: the recorded checks fed in turn, every user moving through the rows, each
 * answer's count verified (closed model by default: 20 users ramped over 10 s, each checking for 30 s with 0 to 5 ms
 * pauses). Prints throughput and latency beside the article's figures.
 */
final class PermissionsReplay(settings: PermissionsSettings) extends ReplayPart {
  val lab: RunSettings = settings.lab
  private val (recordedOn, recordedRows) = PermissionsCsv.read(settings.csv)
  RecordedDataset.requireSame(settings.csv, "dataset", "the one asked for",
    RecordedDataset.difference(recordedOn, settings.dataset), "pass its permissions.* parameters, or record this one")
  val target: Target = RunTarget.open(lab, settings.store)
  DatasetOnServer.require(target, new PermissionsClient(target.client), recordedOn, settings.csv)
  private val heapBefore = target.client.stats(afterGc = true).heapUsedBytes

  // the rows PermissionsCsv read and checked, fed as Gatling's csv feeder would feed the file
  val rows: IndexedSeq[Map[String, Any]] = recordedRows.map(row =>
    Map[String, Any]("results" -> row.results,
      "userid" -> row.userId, "documentids" -> row.documentIds.mkString(" "))).toIndexedSeq

  def ask(prefix: String, answered: String => ChainBuilder, wrong: String => Unit): ChainBuilder = {
    val check = PermissionsRequests.check(prefix + "permissions check")
    LabClock.start.exec(MeasuredLoad.requestTimeout(lab.load.model).fold(check)(check.requestTimeout).check(
        responseTimeInMillis.saveAs(AnswerKeys.Millis),
        jsonPath("$[*]").count.optional.saveAs(AnswerKeys.Found),
        status.is(200),
        jsonPath("$[*]").count.is(session => session("results").as[Int])))
      .exec { session =>
        session(AnswerKeys.Found).asOption[Int].filter(_ != session("results").as[Int]).foreach(found =>
          wrong(s"user ${session("userid").as[Any]}: expected ${session("results").as[Int]} readable, found $found"))
        session
      }
      .exec(answered("check"))
  }

  /**
   * The check has no Cypher plan of its own (the extension answers it): its work is the same check asked of the Cypher
   * oracle under PROFILE on the first recorded rows, each count checked; said as such, never as the request's.
   */
  override def work(rowsPerRequest: Int): Seq[RequestWork] = Seq(RequestWork.profiled("permissions check",
      target.cypher.via,
      recordedRows.take(rowsPerRequest).map { row =>
        val (answer, plan) =
          target.cypher.profile(PermissionsOracle.readable(row.userId, row.documentIds, "count(DISTINCT d)"))
        (plan,
          Option.when(!answer.count.contains(BigInt(row.results)))(
            s"user ${row.userId}: expected ${row.results} readable, Cypher answers ${answer.text}"))
      }).copy(via = s"the same check in Cypher (its oracle), PROFILE over ${target.cypher.via}", sameRequest = false))

  def sample(session: Session, kind: String, millis: Long, ok: Boolean): LatencySummary.Sample =
    LatencySummary.Sample.named("permissions check", millis, ok)

  def protocols: Seq[Protocol] = Seq(TargetProtocol(target).build)

  def finish(latencies: LatencySummary, summary: ReplaySummary, loadLines: Seq[Line]): ReplaySummary = {
    val heapAfter = target.client.stats(afterGc = true).heapUsedBytes
    Say(s"permissions replay on ${lab.server.describe}, ${settings.dataset}, " +
      s"${recordedRows.size} recorded checks, ${settings.lab.load.inWords} (client ms):")
    latencies.rows.headOption.foreach(r =>
      Say(f"permissions: ${r.requests} checks, KO ${r.ko}, " +
        f"${summary.requestsPerSecond.getOrElse(0.0)}%.1f requests/s, mean ${r.mean}%.0f ms, p50 ${r.p50} ms, " +
        s"p95 ${LatencySummary.shown(r.p95)} ms, max ${r.max} ms (the article: 71 requests/s, 208 ms mean, 2013 " +
        s"laptop)"))
    loadLines.foreach(Say.say)
    Say(
      f"server heap after GC: ${heapBefore / 1e6}%.0f MB before the load, ${heapAfter / 1e6}%.0f " +
        f"MB after")
    summary.copy(load = settings.lab.load.inWords, heapBeforeBytes = Some(heapBefore), heapAfterBytes = Some(heapAfter))
  }

  override def close(): Unit = target.close()
}
