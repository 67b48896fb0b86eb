package traversalperfs.workloads.file

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import traversalperfs.targets.{RecordedDataset, Target, TemporalParameter}
import traversalperfs.replay.RecordPart

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.PopulationBuilder

import java.nio.file.Files
import java.util.concurrent.atomic.AtomicInteger

/**
 * A workload file's record (`-Dworkload=file:<workload.yml>`): the file's dataset made where the lab owns the store,
 * every query asked once per parameter row (rolled back: a query that writes is refused) and, once one user has asked
 * them all again through the replay's own requests and got the same answers, written with the dataset's fingerprint to
 * the CSV beside the workload. When that file holds answers of this workload recorded on this dataset, it only confirms
 * them.
 */
final class FileRecord(settings: FileSettings) extends RecordPart {
  // the queries `workload.leaveOut` leaves out are neither recorded nor required
  private val workload = settings.asked
  // a file of another workload, or malformed, is refused before any server starts
  private val existing =
    if (Files.exists(settings.csv)) Some(RecordedAnswers.read(settings.csv, settings.workload, settings.leaveOut.toSet))
    else None
  private val server = FileServer.open(settings, makeDataset = true)
  val target: Target = server.target
  if (target.bolt.isEmpty && workload.temporalParameters) {
    server.close()
    UserError(s"${workload.file}: ${TemporalParameter.NeedsBolt}")
  }
  private val fingerprint = server.fingerprint(workload.dataset)
  RecordedDataset.refuseOverwrite(settings.csv, "dataset", existing.flatMap(_.otherDataset(fingerprint)),
    "delete it to record again, or name another file with workload.csv")
  private val (answers, refused) = existing.map { recorded =>
    Say(
      s"${settings.csv} holds answers of ${workload.name} recorded on this dataset: nothing to " +
        s"record")
    (recorded.answers, recorded.refused)
    // a query the reference runs past bolt.timeout is ended by the server and kept as a refusal, not waited for
  }.getOrElse(FileRecorder.record(workload, server.cypher.within(settings.lab.server.boltTimeoutSeconds)))
  private val requests = new FileRequests(settings, server)
  private val failed = new AtomicInteger()
  // a log's writes would change the store the load starts from: their answers were given in one transaction, rolled
  // back, and each version's checks ask them again the same way
  private val confirmed = if (workload.writes) Nil else answers
  if (workload.writes) Say("a workload with writes is not confirmed through the replay's " +
    "requests (they would commit): each version's checks ask its answers again in the log's order")
  else Say(
    s"confirming the ${answers.size} answers once through the replay's requests (${requests.via})")

  def recorded: Boolean = existing.isDefined

  def recording: PopulationBuilder = scenario("Confirm the recorded answers")
    .foreach(confirmed.map(_.feederRow), "row") {
      exec(session => session.setAll(session("row").as[Map[String, Any]]))
        .exec(requests.ask("confirm "))
        .exec { session => if (session.isFailed) failed.incrementAndGet(); session.markAsSucceeded }
    }.inject(atOnceUsers(1))

  /** The answers in the file are asked again the same way as new ones. */
  def confirming: PopulationBuilder = recording

  def protocols: Seq[Protocol] = requests.protocols

  def finish(): Unit =
    if (existing.isEmpty && failed.get == 0) {
      RecordedAnswers.write(settings.csv, workload, Recording(answers, fingerprint, server.version.text, refused))
      Say(
        s"wrote ${answers.size} answers${RefusedQuery.said(refused)} of ${workload.name} (Neo4j ${server.version}) " +
          s"to ${settings.csv}")
    } else if (existing.isEmpty)
      Say.fatal(s"${failed.get} answers differed when asked again: a query whose " +
        s"answer changes from one run to the next cannot be verified (LIMIT without ORDER BY, rand(), …); nothing " +
        s"written")

  override def close(): Unit = server.close()
}
