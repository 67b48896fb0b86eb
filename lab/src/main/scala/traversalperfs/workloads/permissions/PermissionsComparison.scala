package traversalperfs.workloads.permissions

import traversalperfs.run.RunSettings
import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.Parameters
import traversalperfs.targets.{DatasetOnServer, Target}
import traversalperfs.comparison._
import traversalperfs.figures._

import java.nio.file.Path

/**
 * The comparison on the permissions workload (`-Dworkload=permissions`): the same dataset on every version (stores
 * reused), the checks recorded once (on the first version, confirmed by Cypher) unless `permissions.csv` holds them,
 * each version's answers to every recorded check checked, then one replay per version as its own Gatling run.
 */
final case class PermissionsComparison(settings: PermissionsSettings) extends ComparedWorkload {
  def lab: RunSettings = settings.lab

  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm], options: ComparisonOptions): String =
    s"permissions comparison: ${versions.mkString(", ")}, ${settings.dataset}, ${settings.lab.loadInWords} per version"

  def store(version: Neo4jVersion): Path = settings.store(version)

  override def bulk: Option[BulkDataset] = Some(settings.dataset.bulk)

  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit = {
    val target = Target.embedded(server)
    DatasetOnServer.ensure(target, new PermissionsClient(target.client), settings.dataset)
  }

  def answersMissing: Option[String] =
    Option.when(PermissionsCsv.recordedOn(settings.csv).isEmpty)(s"${settings.csv} holds no checks")

  def arguments(overrides: (String, String)*): Seq[String] = settings.arguments(overrides: _*)

  def recordSimulation: String = PermissionsWorkload.simulations.record

  def recorded: (String, Path) = (s"${PermissionsCsv.read(settings.csv)._2.size} permission checks", settings.csv)

  /** Every version must answer every recorded check with the recorded count, before any load is measured. */
  def crossCheck(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[String] = {
    val client = new PermissionsClient(Target.embedded(server).client)
    val (_, rows) = PermissionsCsv.read(settings.csv)
    rows.zipWithIndex.flatMap { case (row, i) =>
      val answered = client.check(row.userId, row.documentIds).size
      if (answered == row.results) None
      else Some(s"Neo4j $version answers $answered readable documents to check ${i + 1} (user ${row.userId}), " +
        s"${settings.csv} says ${row.results}")
    }
  }

  def cells(version: Neo4jVersion, jvm: ServerJvm, server: EmbeddedNeo4j, out: Path, repeat: Int,
            again: Boolean, checks: Seq[QueryCheck]): Seq[CellResult] = {
    val cell = ComparisonCell(version.version, jvm, "-", "permissions", "permissions", again)
    println(s"[traversal-perfs] cell ${cell.title}")
    val run = CellRun.replay(lab, out, ComparisonServers.cellDir(out, cell.id, repeat), settings.arguments(_: _*),
      PermissionsWorkload.simulations.replay, Seq("target" -> server.baseUrl), again)
    val replayed = run.summary
    Seq(CellResult(cell, run.exitCode, replayed.flatMap(_.rows.headOption), replayed.flatMap(_.workingSetMb),
        Map.empty, run.report, run.log,
        Comparison.serverSettings(server, jvm, lab) ++ Map(
          "dataset" -> settings.dataset.toString, "users" -> settings.lab.users.toString,
          "rampSeconds" -> settings.lab.rampSeconds.toString,
          "durationSeconds" -> settings.lab.durationSeconds.toString,
          "pauseMaxMillis" -> settings.lab.pauseMaxMillis.toString, "load" -> settings.lab.loadInWords,
          "checks" -> settings.csv.toString) ++
          Comparison.warmUpSetting(replayed, lab, out),
        replayed.flatMap(_.requestsPerSecond), replayed.flatMap(_.offeredPerSecond), replayed.flatMap(_.capacity),
        error = run.error, warmUpSettled = replayed.flatMap(_.warmUpSettled)).measuredOn(replayed))
  }

  def description(options: ComparisonOptions): ComparisonReport.RunDescription = ComparisonReport.RunDescription(
    ComparisonReport.Heading("Permission checks, side by side",
      s"Dataset: ${settings.dataset}; every recorded check replayed verified; ${settings.lab.loadInWords}; " +
        s"client-side milliseconds."),
    Map("workload" -> "permissions", "dataset" -> settings.dataset.toString, "load" -> settings.lab.loadInWords,
      "pageCache" -> lab.pageCache), options, lab.testDelayMillis, lab.baseDir)
}

object PermissionsComparison {
  def apply(parameters: Parameters): PermissionsComparison = PermissionsComparison(PermissionsSettings.load(parameters))
}
