package traversalperfs.workloads.traversal

import traversalperfs.comparison.{ComparedWorkload, ServerStart}
import traversalperfs.console.Say
import traversalperfs.figures.ComparisonReport
import traversalperfs.figures.ComparisonReport.WorkloadReport
import traversalperfs.results.{CellResult, CellSetting, CellSettings, QueryCheck, ServerJvm}
import traversalperfs.run.RunSettings
import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.{Parameters, Setting}
import traversalperfs.targets.Target
import traversalperfs.tree.TreeOnServer

import java.nio.file.Path

/**
 * The comparison on the traversal (the default workload): the same tree on every version (stores reused), the expected
 * counts recorded once (seed simulation on the first version, checked against Cypher) unless they are, each version's
 * counts checked against them, then a cell per order x strategy and cache (and Cypher access) replayed as its own
 * Gatling run, each from empty application caches (its replay empties them, and says what it found).
 */
final case class TraversalComparison(plan: ComparisonPlan, parameters: Parameters) extends ComparedWorkload {
  private val settings = plan.settings
  private val rowPlan = SeedPlan(settings)

  def lab: RunSettings = settings.lab

  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm]): String =
    s"comparison: ${versions.size * jvms.map(plan.cells("", _).size).sum} cells (${versions.mkString(", ")} x " +
      s"${jvms.map(j => s"${j.heap} ${j.gc}").mkString(", ")} x ${settings.orders.mkString(", ")} x " +
      s"${plan.variants.map(_.title).mkString(", ")}), ${settings.tree}, warm-up until latency settles (at most " +
      s"${settings.warmupPasses} passes, or ${settings.warmupSeconds} s once 3 are made) + " +
      s"${lab.load.inWords} per cell"

  def store(version: Neo4jVersion): Path = settings.storeOf(version)

  override def bulk: Option[BulkDataset] = Some(settings.tree.bulk)

  /** A version's own expected counts (`csv.<version>`), else the run's. */
  private def csvOf(version: String): Option[Path] =
    parameters.get(TraversalParameters.CsvOfVersion.at(version)).map(settings.lab.baseDir.resolve)

  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit =
    TreeOnServer.ensure(Target.embedded(server), settings.tree)

  def answersMissing: Option[String] = SeedPlan.isRecorded(rowPlan, settings).left.toOption

  def arguments(overrides: Seq[Setting]): Seq[String] = settings.arguments(overrides: _*)

  def recordSimulation: String = TraversalWorkload.simulations.record

  def replaySimulation: String = TraversalWorkload.simulations.replay

  def recorded: (String, Path) =
    (s"${SeedPlan.recorded(settings).count(_.tree == settings.tree)} expected counts", settings.csvRecord)

  /** Every version must give the recorded count for every start, before any load is measured. */
  def crossCheck(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[String] = {
    val csv = csvOf(version.version)
    val rows = SeedPlan.select(rowPlan, settings.tree, csv.fold(SeedPlan.recorded(settings))(ExpectedCountsCsv.read),
      csv.getOrElse(settings.csv).toString)
    val client = new TraversalClient(server.baseUrl, None)
    rows.groupBy(_.start).toSeq.flatMap { case (start, variants) =>
      val counted = client.traverse(start, "depth-first", "none")
      // every variant of a start must have recorded the one count the version gives
      variants.map(_.count).distinct.filter(_ != counted).map(expected =>
        s"Neo4j $version counts $counted from start '${if (start.isEmpty) ExpectedCount.Root else start}', " +
          s"${csv.getOrElse(settings.csvRecord)} says $expected")
    }
  }

  def cells(start: ServerStart, checks: Seq[QueryCheck]): Seq[CellResult] =
    for (cell <- plan.cells(start.version.version, start.jvm, start.again)) yield replay(cell, start)

  private def replay(traversal: TraversalCell, start: ServerStart): CellResult = {
    val cell = traversal.cell
    val variant = traversal.variant
    Say(s"cell ${cell.title}")
    val csv = csvOf(cell.version).toSeq.flatMap(path =>
      Seq(TraversalParameters.Csv := path.toString, TraversalParameters.CsvRecord := path.toString))
    val run = start.replay(this, cell,
      Seq(TraversalParameters.Orders := Seq(traversal.order), TraversalParameters.Caches := Seq(traversal.cache),
        TraversalParameters.Strategy := traversal.strategy, TraversalParameters.Access := Seq(variant.access),
        TraversalParameters.Clear := variant.cleared) ++ csv)
    CellResult.of(cell, run, _.rows.find(_.group == ExpectedCount.Root),
      start.settings(lab, run, CellSetting.Tree := settings.tree, CellSetting.Order := traversal.order,
        CellSetting.Access := variant.access, CellSetting.Strategy := traversal.strategy,
        CellSetting.Cache := traversal.cache, CellSetting.Scope := settings.scope.name,
        CellSetting.Start := (if (variant.cleared)
                                "Neo4j's object caches (where the version has them) and the application " +
                                  "caches cleared before every request"
                              else "application caches emptied before the warm-up")))
      .copy(workloadFigures = CacheFigures.ofCell(run.summary.flatMap(_.workloadFigures)))
  }

  /** What two traversal comparisons must share to be compared cell by cell (the cells carry the rest). */
  def report: WorkloadReport =
    WorkloadReport(ComparisonReport.Heading("Traversal latency, side by side",
        s"Tree: ${settings.tree}; client-side milliseconds of the measured requests (warm-up excluded), " +
          s"${lab.load.inWords}, a warm-up per cell until latency settled (at most ${settings.warmupPasses} " +
          s"passes, or ${settings.warmupSeconds} s once 3 were made)."),
      CellSettings(Seq(CellSetting.Workload := TraversalWorkload.name, CellSetting.Tree := settings.tree,
        CellSetting.Starts := settings.starts, CellSetting.Scope := settings.scope.name) ++ lab.load.settings ++ Seq(
        CellSetting.Load := lab.load.inWords, CellSetting.WarmupSeconds := settings.warmupSeconds,
        CellSetting.WarmupPasses := settings.warmupPasses, CellSetting.PageCache := lab.server.pageCache)))
}

object TraversalComparison {
  def apply(parameters: Parameters): TraversalComparison =
    TraversalComparison(ComparisonPlan.load(parameters), parameters)
}
