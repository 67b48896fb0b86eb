package traversalperfs.workloads.traversal

import traversalperfs.run.RunSettings
import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.Parameters
import traversalperfs.targets.Target
import traversalperfs.tree.TreeOnServer
import traversalperfs.comparison._
import traversalperfs.figures._

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

  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm], options: ComparisonOptions): String =
    s"comparison: ${versions.size * jvms.map(plan.cells("", _).size).sum} cells (${versions.mkString(", ")} x " +
      s"${jvms.map(j => s"${j.heap} ${j.gc}").mkString(", ")} x ${settings.orders.mkString(", ")} x " +
      s"${plan.variants.map(_.title).mkString(", ")}), ${settings.tree}, warm-up until latency settles (at most " +
      s"${settings.warmupPasses} passes, or ${settings.warmupSeconds} s once 3 are made) + " +
      s"${settings.lab.loadInWords} per cell"

  def store(version: Neo4jVersion): Path = settings.storeOf(version)

  override def bulk: Option[BulkDataset] = Some(settings.tree.bulk)

  /** A version's own expected counts (`csv.<version>`), else the run's. */
  private def csvOf(version: String): Option[Path] =
    parameters.get(TraversalParameters.CsvOfVersion.at(version)).map(settings.lab.baseDir.resolve)

  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit =
    TreeOnServer.ensure(Target.embedded(server), settings.tree)

  def answersMissing: Option[String] = SeedPlan.isRecorded(rowPlan, settings).left.toOption

  def arguments(overrides: (String, String)*): Seq[String] = settings.arguments(overrides: _*)

  def recordSimulation: String = TraversalWorkload.simulations.record

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
        s"Neo4j $version counts $counted from start '${if (start.isEmpty) "root" else start}', " +
          s"${csv.getOrElse(settings.csvRecord)} says $expected")
    }
  }

  def cells(version: Neo4jVersion, jvm: ServerJvm, server: EmbeddedNeo4j, out: Path, repeat: Int,
            again: Boolean, checks: Seq[QueryCheck]): Seq[CellResult] =
    for (cell <- plan.cells(version.version, jvm, again)) yield replay(cell, server, out, repeat)

  private def replay(traversal: TraversalCell, server: EmbeddedNeo4j, out: Path, repeat: Int): CellResult = {
    val cell = traversal.cell
    println(s"[traversal-perfs] cell ${cell.title}")
    val csvArguments = csvOf(cell.version).fold(Seq.empty[(String, String)])(path =>
      Seq("csv" -> path.toString, "csv.record" -> path.toString))
    val run = CellRun.replay(settings.lab, out, ComparisonServers.cellDir(out, cell.id, repeat),
      settings.arguments(_: _*),
      TraversalWorkload.simulations.replay,
      Seq(
        "target" -> server.baseUrl, "orders" -> traversal.order, "caches" -> traversal.cache,
        "strategy" -> traversal.strategy,
        "access" -> traversal.variant.access, "clear" -> traversal.variant.cleared.toString) ++ csvArguments ++
        server.boltUri.map("neo4j.bolt" -> _), cell.again)
    val replayed = run.summary
    CellResult(cell, run.exitCode, replayed.flatMap(_.rows.find(_.name.startsWith("root"))),
      replayed.flatMap(_.workingSetMb),
      CacheFigures.ofCell(replayed.flatMap(_.workloadFigures)), run.report, run.log,
      Comparison.serverSettings(server, cell.jvm, settings.lab) ++ Map(
        "tree" -> settings.tree.toString, "order" -> traversal.order, "access" -> traversal.variant.access,
        "strategy" -> traversal.strategy,
        "cache" -> traversal.cache, "scope" -> settings.scope.name, "users" -> settings.lab.users.toString,
        "load" -> settings.lab.loadInWords,
        "durationSeconds" -> settings.lab.durationSeconds.toString,
        "start" -> (if (traversal.variant.cleared)
                      "Neo4j's object caches (where the version has them) and the application " +
                        "caches cleared before every request"
                    else "application caches emptied before the warm-up")) ++
        Comparison.warmUpSetting(replayed, settings.lab, out),
      replayed.flatMap(_.requestsPerSecond), replayed.flatMap(_.offeredPerSecond), replayed.flatMap(_.capacity),
      error = run.error, warmUpSettled = replayed.flatMap(_.warmUpSettled))
      .measuredOn(replayed)
  }

  /** What two traversal comparisons must share to be compared cell by cell (the cells carry the rest). */
  def description(options: ComparisonOptions): ComparisonReport.RunDescription =
    ComparisonReport.RunDescription(ComparisonReport.Heading("Traversal latency, side by side",
        s"Tree: ${settings.tree}; client-side milliseconds of the measured requests (warm-up excluded), " +
          s"${settings.lab.loadInWords}, a warm-up per cell until latency settled (at most ${settings.warmupPasses} " +
          s"passes, or ${settings.warmupSeconds} s once 3 were made)."),
      Map(
        "workload" -> "traversal", "tree" -> settings.tree.toString, "starts" -> settings.starts.toString,
        "scope" -> settings.scope.name, "load" -> settings.lab.loadInWords,
        "warmupSeconds" -> settings.warmupSeconds.toString,
        "warmupPasses" -> settings.warmupPasses.toString, "pageCache" -> settings.lab.pageCache),
      options, settings.lab.testDelayMillis, settings.lab.baseDir)
}

object TraversalComparison {
  def apply(parameters: Parameters): TraversalComparison =
    TraversalComparison(ComparisonPlan.load(parameters), parameters)
}
