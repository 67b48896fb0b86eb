package traversalperfs.workloads.file

import traversalperfs.console.{Line, Say}

import traversalperfs.measure.{LatencySummary, ReplaySummary}
import traversalperfs.run.RunSettings
import traversalperfs.settings.UserError
import traversalperfs.targets.{RecordedDataset, RequestWork, Target, TemporalParameter}
import traversalperfs.replay.{ReplayPart, ReplayRun}

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.ChainBuilder

import scala.concurrent.duration._

/**
 * A workload file's replay (`-Dworkload=file:<workload.yml>`): the recorded answers fed in turn (every query's rows),
 * each request named by its query, every answer the recorded one; on the dataset the answers were recorded on only.
 * Prints each query's latency and the throughput achieved.
 */
final class FileReplay(settings: FileSettings) extends ReplayPart {
  private val writes = settings.workload.writes
  // a warm-up would commit the log's writes before the load, which must start from the store they were recorded on
  val lab: RunSettings =
    if (writes) settings.lab.copy(load = settings.lab.load.copy(warmupSeconds = 0)) else settings.lab
  if (writes) {
    if (lab.load.model.logSpeed.isEmpty)
      UserError(s"${settings.workload.file} has writes: they are replayed in the log's " +
        "order, at its pace (rate=log), never in a weighted mix")
    if (lab.server.target.isEmpty) UserError(
      s"${settings.workload.file} has writes, which would change the lab's store " +
        "for good: compare it (-Pcompare or -Prehearse: every round on a fresh copy of the store), or give a target " +
        "you mean to write to")
    if (settings.lab.load.warmupSeconds > 0) Say("no warm-up: a workload with writes is replayed " +
      "once, in its log's order, from the store its answers were recorded on")
  }
  settings.leaveOut.filterNot(q => settings.workload.query(q).isDefined).foreach(q =>
    UserError(s"workload.leaveOut: no query '$q' in ${settings.workload.file}"))
  private val recorded = RecordedAnswers.read(settings.csv, settings.workload, settings.leaveOut.toSet)
  // the queries the reference refused have no answer: left out as the user's are
  private val leftOut = settings.leaveOut.toSet ++ recorded.refusedQueries.keySet
  private val workload = settings.workload.without(leftOut).inLanguage(settings.language)
  private val recording = recorded.without(leftOut)
  if (workload.queries.isEmpty)
    UserError("every query is left out (workload.leaveOut, or refused on the reference): nothing to replay")
  private val server = FileServer.open(settings, makeDataset = false)
  val target: Target = server.target
  settings.language.filterNot(server.version.cypherLanguages.contains).foreach { l =>
    server.close()
    UserError(s"workload.cypher=$l: Neo4j ${server.version.text} has no Cypher language to choose (2025.06 and later)")
  }
  private val fingerprint = server.fingerprint(workload.dataset)
  if (fingerprint.nodes == 0) UserError(s"${target.address} holds no data: make the dataset first " +
    s"(./mvnw gatling:test -Dworkload=file:… runs the record, which makes it, before the replay)")
  RecordedDataset.requireSame(settings.csv, "dataset", s"${target.address} holds", recording.otherDataset(fingerprint),
    "replay it on that dataset, or record this one into another file (workload.csv)")
  private val requests = new FileRequests(settings, server)
  Say(s"replaying ${recording.answers.size} answers of ${workload.name} (recorded on Neo4j " +
    s"${recording.neo4jVersion}) on Neo4j ${server.version} over ${requests.via}: ${settings.lab.load.inWords}" +
    (if (settings.leaveOut.isEmpty) "" else s"; left out: ${settings.leaveOut.mkString(", ")}") +
    (if (recorded.refused.isEmpty) ""
     else s"; refused on the reference, not replayed: ${recorded.refusedQueries.keys.toSeq.sorted.mkString(", ")}"))

  if (server.target.bolt.isEmpty && (workload.temporalParameters || writes)) {
    server.close()
    UserError(s"${workload.file}: " + (if (writes) "a query log's writes are replayed over Bolt only (3.5 and later)"
                                       else TemporalParameter.NeedsBolt))
  }
  private val logged = lab.load.model.logSpeed.map(speed =>
    LoggedArrivals.read(settings.workload, recorded, speed, leftOut))

  /** With writes, each arrival waits for those it must follow ([[LogOrder]]). */
  private val order = Option.when(writes)(new LogOrder(logged.get.answers.map(a => workload.query(a.query).get.write)))

  /**
   * In the recorded order, the weighted mix when the queries have weights ([[WeightedMix]]), or with `rate=log` each
   * logged arrival's own answer.
   */
  val rows: IndexedSeq[Map[String, Any]] = logged.fold(
    WeightedMix.order(workload, recording.answers).map(_.feederRow).toIndexedSeq)(_.answers.map(_.feederRow))

  override val arrivals: Option[IndexedSeq[Double]] = logged.map(_.millis)

  def ask(prefix: String, answered: String => ChainBuilder, wrong: String => Unit): ChainBuilder =
    order.fold(requests.ask(prefix, wrong)) { order =>
      val row = (session: Session) => session(ReplayRun.RowKey).as[Int]
      asLongAs(session => !order.mayStart(row(session)))(pause(1.millis)).exec(requests.ask(prefix, wrong))
        .exec { session => order.end(row(session)); session }
    }.exec(answered("query"))

  def sample(session: Session, kind: String, millis: Long, ok: Boolean): LatencySummary.Sample =
    LatencySummary.Sample.named(session("query").as[String], millis, ok)

  def protocols: Seq[Protocol] = requests.protocols

  /**
   * Each query under PROFILE on its first recorded rows, over the lab's own Cypher to the target; answers checked,
   * except a log with writes': the load has committed them, so no recorded answer holds after it (the checks before the
   * load asked them all, in the log's order).
   */
  override def work(rowsPerRequest: Int): Seq[RequestWork] = workload.queries.map { query =>
    val runs = recording.answers.filter(_.query == query.name).take(rowsPerRequest).map { answer =>
      val (rows, plan) = server.cypher.profile(query.cypher.text, answer.parameters)
      (plan,
        Option.unless(writes)(Answer.mismatch(answer.answer, Answer.of(query.answer, query.ordered, rows.rows)))
          .flatten.map(wrong => s"with ${answer.parametersJson}: $wrong"))
    }
    val work = RequestWork.profiled(query.name, server.cypher.via, runs)
    if (writes) work.copy(checked = 0) else work
  }

  def finish(latencies: LatencySummary, summary: ReplaySummary, loadLines: Seq[Line]): ReplaySummary = {
    val all = latencies.rows.sortBy(r => workload.queries.indexWhere(_.name == r.name))
    Say(
      s"${workload.name} on ${lab.server.describe} (Neo4j ${server.version}), " +
        s"${settings.lab.load.inWords}, client ms:")
    all.foreach(r =>
      Say(f"query '${r.name}': ${r.requests} requests, KO ${r.ko}, mean ${r.mean}%.1f ms, " +
        s"p50 ${r.p50} ms, p95 ${LatencySummary.shown(r.p95)} ms, max ${r.max} ms"))
    Say(f"${workload.name}: ${all.map(_.requests).sum} requests, KO ${all.map(_.ko).sum}, " +
      f"${summary.requestsPerSecond.getOrElse(0.0)}%.1f requests/s" + settings.rate.fold("")(r =>
        f" achieved of $r%.1f offered"))
    if (lab.load.model.slo.isDefined) loadLines.foreach(Say.say)
    summary.copy(load = settings.lab.load.inWords)
  }

  override def close(): Unit = server.close()
}
