package traversalperfs.workloads.permissions

import traversalperfs.comparison.{ComparedWorkload, ServerStart}
import traversalperfs.console.Say
import traversalperfs.figures.ComparisonReport
import traversalperfs.figures.ComparisonReport.WorkloadReport
import traversalperfs.results.{CellResult, CellSetting, CellSettings, ComparisonCell, QueryCheck, ServerJvm}
import traversalperfs.run.RunSettings
import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.{Parameters, Setting}
import traversalperfs.targets.{DatasetOnServer, Target}

import java.nio.file.Path

/**
 * The comparison on the permissions workload (`-Dworkload=permissions`): the same dataset on every version (stores
 * reused), the checks recorded once (on the first version, confirmed by Cypher) unless `permissions.csv` holds them,
 * each version's answers to every recorded check checked, then one replay per version as its own Gatling run.
 */
final case class PermissionsComparison(settings: PermissionsSettings) extends ComparedWorkload {
  def lab: RunSettings = settings.lab

  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm]): String =
    s"permissions comparison: ${versions.mkString(", ")}, ${settings.dataset}, ${lab.load.inWords} per version"

  def store(version: Neo4jVersion): Path = settings.store(version)

  override def bulk: Option[BulkDataset] = Some(settings.dataset.bulk)

  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit = {
    val target = Target.embedded(server)
    DatasetOnServer.ensure(target, new PermissionsClient(target.client), settings.dataset)
  }

  def answersMissing: Option[String] =
    Option.when(PermissionsCsv.recordedOn(settings.csv).isEmpty)(s"${settings.csv} holds no checks")

  def arguments(overrides: Seq[Setting]): Seq[String] = settings.arguments(overrides: _*)

  def recordSimulation: String = PermissionsWorkload.simulations.record

  def replaySimulation: String = PermissionsWorkload.simulations.replay

  /** Its checks and their oracle's plans go over HTTP, on every version. */
  override def replaysOverBolt: Boolean = false

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

  def cells(start: ServerStart, checks: Seq[QueryCheck]): Seq[CellResult] = {
    val cell = ComparisonCell(start.version.version, start.jvm, "-", "permissions", "permissions", start.again)
    Say(s"cell ${cell.title}")
    val run = start.replay(this, cell)
    Seq(CellResult.of(cell, run, _.rows.headOption,
        start.settings(lab, run, CellSetting.Dataset := settings.dataset, CellSetting.Checks := settings.csv)))
  }

  def report: WorkloadReport = WorkloadReport(
    ComparisonReport.Heading("Permission checks, side by side",
      s"Dataset: ${settings.dataset}; every recorded check replayed verified; ${lab.load.inWords}; " +
        s"client-side milliseconds."),
    CellSettings(Seq(CellSetting.Workload := PermissionsWorkload.name, CellSetting.Dataset := settings.dataset) ++
      lab.load.settings ++ Seq(CellSetting.Load := lab.load.inWords, CellSetting.PageCache := lab.server.pageCache)))
}

object PermissionsComparison {
  def apply(parameters: Parameters): PermissionsComparison = PermissionsComparison(PermissionsSettings.load(parameters))
}
