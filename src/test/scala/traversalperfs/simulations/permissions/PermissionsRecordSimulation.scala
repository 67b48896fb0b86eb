package traversalperfs.simulations.permissions

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.replay._
import traversalperfs.lab._
import traversalperfs.lab.permissions._

import java.util.concurrent.ConcurrentSkipListMap
import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

/**
 * Record: makes sure the dataset exists, then calls the service with `record.users` users for `record.duration`
 * seconds (at most `record.rows` checks), each check a seeded random user and up to `record.documents` random
 * documents, and writes `permissions.csv` once Cypher has confirmed every answer's count. When the file already
 * holds answers recorded on this dataset, it only confirms the dataset is there. Runs before the replay
 * (simulations run in alphabetical order).
 */
class PermissionsRecordSimulation extends Simulation {
  private val settings = LabError.orExit(PermissionsSettings.load())
  private val recordedOn = LabError.orExit(PermissionsCsv.recordedOn(settings.csv))
  LabError.orExit(RecordedDataset.refuseOverwrite(settings.csv, "dataset", recordedOn.filter(_ != settings.dataset),
    "name another file with permissions.csv, or delete that one"))
  private val target = LabError.orExit(LabTarget.open(settings.lab, settings.store,
    bulk = Some(BulkDataset.permissions(settings.dataset))))
  private val endpoints = new PermissionsClient(target.client)
  LabError.orExit(DatasetOnServer.ensure(target, endpoints, settings.dataset))
  private val oracle = new PermissionsOracle(target.cypherOracle)
  private val recorded = new ConcurrentSkipListMap[Int, PermissionsRow]()
  private val watch = new ServerWatch(target)

  private val plan = if (recordedOn.isDefined) None else Some {
    println(s"[traversal-perfs] recording permission checks into ${settings.csv}: ${settings.recordUsers} users for " +
      s"${settings.recordSeconds} s, at most ${settings.recordRows} checks of up to ${settings.recordDocuments} documents")
    val users = LabError.orExit(oracle.ids("User"))
    val documents = LabError.orExit(oracle.ids("Document"))
    new RecordPlan(users, documents, settings.recordDocuments, settings.recordSeed)
  }
  if (plan.isEmpty) println(s"[traversal-perfs] ${settings.csv} holds answers recorded on this dataset: nothing to record")

  private lazy val record = scenario("Record permission checks")
    .exec(session => session.set("until", System.nanoTime() + settings.recordSeconds.seconds.toNanos))
    .asLongAs(session => System.nanoTime() < session("until").as[Long] && recorded.size < settings.recordRows) {
      feed(plan.get.feeder)
        .exec(PermissionsRequests.check("record").check(status.is(200), jsonPath("$[*]").count.saveAs("results")))
        .exec { session =>
          if (!session.isFailed) recorded.put(session("index").as[Int], PermissionsRow(session("results").as[Int],
            session("userid").as[String], session("documentids").as[String].split(' ').toSeq))
          session
        }
    }

  private val confirm = scenario("Confirm the recorded dataset")
    .exec(http("dataset").get("/permissions/dataset").check(status.is(200), jsonPath("$.complete").ofType[Boolean].is(true)))

  setUp(plan.fold(confirm.inject(atOnceUsers(1)))(_ => record.inject(atOnceUsers(settings.recordUsers))))
    .protocols(LabProtocol(target))
    .assertions(global.failedRequests.count.is(0))

  after {
    watch.close()
    try {
      if (plan.isDefined) {
        val rows = recorded.asScala.values.take(settings.recordRows).toSeq
        if (rows.isEmpty) LabError.orExit(LabError("no check was recorded: see the Gatling report above"))
        println(s"[traversal-perfs] checking the ${rows.size} recorded answers against Cypher (${oracle.via})")
        LabError.orExit(oracle.check(rows))
        PermissionsCsv.write(settings.csv, settings.dataset, rows)
        println(s"[traversal-perfs] wrote ${rows.size} permission checks on ${settings.dataset} to ${settings.csv}")
      }
    } finally target.close()
  }
}
