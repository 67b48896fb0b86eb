package traversalperfs.workloads.permissions

import traversalperfs.console.Say

import traversalperfs.run.RunTarget
import traversalperfs.settings.UserError
import traversalperfs.targets.{DatasetOnServer, RecordedDataset, Target}
import traversalperfs.replay.{RecordPart, TargetProtocol}

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.PopulationBuilder
import io.gatling.http.Predef._

import java.util.concurrent.ConcurrentSkipListMap
import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

/**
 * The permissions record: the dataset made when absent, then `record.users` users calling the service for
 * `record.duration` seconds (at most `record.rows` checks), each check a seeded random user and up to
 * `record.documents` random documents; `permissions.csv` is written once Cypher has confirmed every answer's count.
 * When the file already holds answers recorded on this dataset, it only confirms the dataset is there.
 */
final class PermissionsRecord(settings: PermissionsSettings) extends RecordPart {
  private val recordedOn = PermissionsCsv.recordedOn(settings.csv)
  RecordedDataset.refuseOverwrite(settings.csv, "dataset", recordedOn.filter(_ != settings.dataset),
    "name another file with permissions.csv, or delete that one")
  val target: Target = RunTarget.open(settings.lab, settings.store, bulk = Some(settings.dataset.bulk))
  DatasetOnServer.ensure(target, new PermissionsClient(target.client), settings.dataset)
  private val oracle = new PermissionsOracle(target.cypherOracle)
  private val answers = new ConcurrentSkipListMap[Int, PermissionsRow]()

  private val plan = if (recordedOn.isDefined) None
  else Some {
    Say(s"recording permission checks into ${settings.csv}: ${settings.recordUsers} users for " +
      s"${settings.recordSeconds} s, at most ${settings.recordRows} checks of up to ${settings.recordDocuments} " +
      s"documents")
    new RecordPlan(oracle.ids("User"), oracle.ids("Document"), settings.recordDocuments, settings.recordSeed)
  }
  if (plan.isEmpty)
    Say(s"${settings.csv} holds answers recorded on this dataset: nothing to record")

  def recorded: Boolean = plan.isEmpty

  def recording: PopulationBuilder = scenario("Record permission checks")
    .exec(session => session.set("until", System.nanoTime() + settings.recordSeconds.seconds.toNanos))
    .asLongAs(session => System.nanoTime() < session("until").as[Long] && answers.size < settings.recordRows) {
      feed(plan.get.feeder)
        .exec(PermissionsRequests.check("record").check(status.is(200), jsonPath("$[*]").count.saveAs("results")))
        .exec { session =>
          if (!session.isFailed) answers.put(session("index").as[Int],
            PermissionsRow(session("results").as[Int],
              session("userid").as[String], session("documentids").as[String].split(' ').toSeq))
          session
        }
    }.inject(atOnceUsers(settings.recordUsers))

  def confirming: PopulationBuilder = scenario("Confirm the recorded dataset")
    .exec(http("dataset").get("/permissions/dataset").check(status.is(200),
        jsonPath("$.complete").ofType[Boolean].is(true)))
    .inject(atOnceUsers(1))

  def protocols: Seq[Protocol] = Seq(TargetProtocol(target).build)

  def finish(): Unit = if (plan.isDefined) {
    val rows = answers.asScala.values.take(settings.recordRows).toSeq
    if (rows.isEmpty) UserError("no check was recorded: see the Gatling report above")
    Say(s"checking the ${rows.size} recorded answers against Cypher (${oracle.via})")
    oracle.check(rows)
    PermissionsCsv.write(settings.csv, settings.dataset, rows)
    Say(s"wrote ${rows.size} permission checks on ${settings.dataset} to ${settings.csv}")
  }

  override def close(): Unit = target.close()
}
