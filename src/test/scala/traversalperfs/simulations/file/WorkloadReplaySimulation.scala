package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.replay._
import traversalperfs.lab._
import traversalperfs.lab.workload._

import scala.concurrent.duration._

/**
 * Replay (`-Dworkload=file:<workload.yml>`): feeds the recorded answers (circular, every query's rows in turn),
 * closed model (`users` ramped over `ramp` s, each asking for `duration` s) or open (`rate` requests per second for
 * `duration` s); every answer must be the recorded one, and a single wrong one fails the run. Requests are named by
 * their query; prints each query's latency and the throughput achieved.
 */
class WorkloadReplaySimulation extends Simulation {
  private val settings = LabError.orExit(WorkloadSettings.load())
  private val recording = LabError.orExit(RecordedAnswers.read(settings.csv, settings.workload))
  private val server = LabError.orExit(WorkloadServer.open(settings, makeDataset = false))
  private val fingerprint = LabError.orExit(server.fingerprint())
  if (fingerprint.nodes == 0) LabError.orExit(LabError(s"${server.target.baseUrl} holds no data: make the dataset first " +
    s"(./mvnw gatling:test -Dworkload=file:… runs the record, which makes it, before the replay)"))
  LabError.orExit(RecordedDataset.requireSame(settings.csv, "dataset", s"${server.target.baseUrl} holds",
    recording.otherDataset(fingerprint), "replay it on that dataset, or record this one into another file (workload.csv)"))
  private val requests = new WorkloadRequests(settings, server)
  private val watch = new ServerWatch(server.target)
  private val latencies = new LatencySummary
  private val throughput = new Throughput
  println(s"[traversal-perfs] replaying ${recording.answers.size} answers of ${settings.workload.name} (recorded on Neo4j " +
    s"${recording.neo4jVersion}) on Neo4j ${server.version} over ${requests.via}: ${settings.load}")

  private val rows = recording.answers.map(WorkloadReplaySimulation.feederRow).toIndexedSeq.circular

  private val ask = feed(rows)
    .exec(requests.ask(""))
    .exec { session =>
      val millis = session("millis").asOption[Int].getOrElse(0).toLong
      throughput.answered(millis)
      latencies.recordNamed(session("query").as[String], millis, !session.isFailed)
      session.markAsSucceeded
    }

  private val replay = settings.rate match {
    case None => scenario(s"${settings.workload.name} replay").during(settings.lab.durationSeconds.seconds)(ask)
      .inject(rampUsers(settings.lab.users).during(settings.lab.rampSeconds.seconds))
    case Some(rate) => scenario(s"${settings.workload.name} replay").exec(ask)
      .inject(constantUsersPerSec(rate).during(settings.lab.durationSeconds.seconds))
  }

  setUp(replay)
    .protocols(Seq[io.gatling.core.protocol.Protocol](LabProtocol(server.target).build) ++ requests.protocol)
    // an open model on an overloaded server must still end: what has not answered by then is left unanswered
    .maxDuration((settings.lab.durationSeconds + settings.lab.rampSeconds + settings.lab.boltTimeoutSeconds).seconds)
    .assertions(global.failedRequests.count.is(0))

  after {
    watch.close()
    try {
      val all = latencies.rows.sortBy(r => settings.workload.queries.indexWhere(_.name == r.name))
      val total = all.map(_.requests).sum
      val achieved = throughput.perSecond.getOrElse(0.0)
      println(s"[traversal-perfs] ${settings.workload.name} on ${settings.lab.targetDescription} (Neo4j ${server.version}), " +
        s"${settings.load}, client ms:")
      all.foreach(r => println(f"[traversal-perfs] query '${r.name}': ${r.requests} requests, KO ${r.ko}, mean ${r.mean}%.1f ms, " +
        s"p50 ${r.p50} ms, p95 ${LatencySummary.shown(r.p95)} ms, max ${r.max} ms"))
      println(f"[traversal-perfs] ${settings.workload.name}: $total requests, KO ${all.map(_.ko).sum}, $achieved%.1f requests/s" +
        settings.rate.fold("")(r => f" achieved of $r%.1f offered"))
      latencies.summary(settings.load).copy(requestsPerSecond = throughput.perSecond, offeredPerSecond = settings.rate)
        .write(settings.lab.summaryJson)
    } finally server.close()
  }
}

object WorkloadReplaySimulation {
  /** A recorded answer as a feeder row: the query's name, its parameters, its answer. */
  def feederRow(answer: RecordedAnswer): Map[String, Any] =
    Map("query" -> answer.query, "parameters" -> answer.parameters, "answer" -> answer.answer)
}
