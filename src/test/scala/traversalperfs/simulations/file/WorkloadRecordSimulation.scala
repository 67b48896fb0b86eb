package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.replay._
import traversalperfs.lab._
import traversalperfs.lab.workload._

import java.util.concurrent.atomic.AtomicInteger

/**
 * Record (`-Dworkload=file:<workload.yml>`): makes the file's dataset where the lab owns the store, asks every
 * query once per parameter row (rolled back: a query that writes is refused) and, once one user has asked them all
 * again through the replay's own requests and got the same answers, writes them with the dataset's fingerprint to
 * the CSV beside the workload. When that file holds answers of this workload recorded on this dataset, it only
 * confirms them. Runs before the replay (simulations run in alphabetical order).
 */
class WorkloadRecordSimulation extends Simulation {
  private val settings = LabError.orExit(WorkloadSettings.load())
  private val workload = settings.workload
  // a file of another workload, or malformed, is refused before any server starts
  private val existing = LabError.orExit(if (java.nio.file.Files.exists(settings.csv)) Some(RecordedAnswers.read(settings.csv, workload)) else None)
  private val server = LabError.orExit(WorkloadServer.open(settings, makeDataset = true))
  private val fingerprint = LabError.orExit(server.fingerprint())
  LabError.orExit(RecordedDataset.refuseOverwrite(settings.csv, "dataset", existing.flatMap(_.otherDataset(fingerprint)),
    "delete it to record again, or name another file with workload.csv"))
  private val answers = existing.map { recorded =>
    println(s"[traversal-perfs] ${settings.csv} holds answers of ${workload.name} recorded on this dataset: nothing to record")
    recorded.answers
  }.getOrElse(LabError.orExit(WorkloadRecorder.record(workload, server.cypher)))
  private val requests = new WorkloadRequests(settings, server)
  private val failed = new AtomicInteger()
  println(s"[traversal-perfs] confirming the ${answers.size} answers once through the replay's requests (${requests.via})")

  private val confirm = scenario("Confirm the recorded answers")
    .foreach(answers.map(_.feederRow), "row") {
      exec(session => session.setAll(session("row").as[Map[String, Any]]))
        .exec(requests.ask("confirm "))
        .exec { session => if (session.isFailed) failed.incrementAndGet(); session.markAsSucceeded }
    }

  setUp(confirm.inject(atOnceUsers(1)))
    .protocols(Seq[io.gatling.core.protocol.Protocol](LabProtocol(server.target).build) ++ requests.protocol)
    .assertions(global.failedRequests.count.is(0))

  after {
    try {
      if (existing.isEmpty && failed.get == 0) {
        RecordedAnswers.write(settings.csv, workload, Recording(answers, fingerprint, server.version.text))
        println(s"[traversal-perfs] wrote ${answers.size} answers of ${workload.name} (Neo4j ${server.version}) to ${settings.csv}")
      } else if (existing.isEmpty)
        Console.err.println(s"[traversal-perfs] ERROR: ${failed.get} answers differed when asked again: a query whose " +
          s"answer changes from one run to the next cannot be verified (LIMIT without ORDER BY, rand(), …); nothing written")
    } finally server.close()
  }
}
