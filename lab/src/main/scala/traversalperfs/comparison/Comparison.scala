package traversalperfs.comparison

import org.json4s._
import org.json4s.native.JsonMethods
import traversalperfs.lab._
import traversalperfs.lab.workload.WorkloadSettings

import java.nio.file.{Files, Path, StandardCopyOption}
import scala.jdk.CollectionConverters._

/**
 * The comparison command: for each server JVM (heap x GC) and each version in turn, starts that version on a loopback
 * port with the same heap and page cache, populates the same tree (stores are reused), records the expected counts
 * once (seed simulation on the first version, checked against Cypher) unless they are recorded, checks the
 * version's answers against them, then replays each cell (order x strategy and cache) as its own Gatling run; writes
 * target/comparison/index.html, comparison.md and comparison.json from all cells. Fails (as a Maven build does) when
 * a count differs or a cell fails. Every cell starts from empty application caches (its replay empties them).
 * Run: ./mvnw -B -Pcompare verify -DskipTests
 */
object Comparison {
  /** Run by exec:java inside Maven: a failure is an exception (Maven then says BUILD FAILURE), never `sys.exit`. */
  def main(args: Array[String]): Unit = {
    val failures =
      try run(Parameters.system)
      catch {
        case e: LabError =>
          println(s"[traversal-perfs] ERROR: ${e.getMessage}")
          throw e
      }
    if (failures.nonEmpty) throw new LabError(s"the comparison failed: ${failures.mkString("; ")}")
  }

  /** Runs the comparison; answers what failed (nothing when every cell passed and every count agreed). */
  def run(parameters: Parameters): Seq[String] =
    parameters.raw("workload") match {
      case Some("permissions") => PermissionsComparison.run(parameters)
      case Some(file) if file.startsWith(WorkloadSettings.Prefix) => WorkloadComparison.run(parameters)
      case _ => runTraversal(parameters)
    }

  /** The servers run copies of the extension jars: the cells' builds rewrite those under target/. */
  private[comparison] def copyJars(baseDir: Path, versions: Seq[String], out: Path): Map[String, Path] =
    versions.map(v => Neo4jVersions.find(v).get.pluginJar).distinct.map { jar =>
      jar -> Files.copy(baseDir.resolve(jar), Files.createDirectories(out.resolve("jars")).resolve(Path.of(jar).getFileName),
        StandardCopyOption.REPLACE_EXISTING)
    }.toMap

  /** What a cell's replay wrote, when it got that far. */
  private[comparison] def readSummary(summary: Path): Option[ReplaySummary] = {
    implicit val formats: Formats = DefaultFormats
    if (Files.exists(summary)) Some(JsonMethods.parse(Files.readString(summary)).extract[ReplaySummary]) else None
  }

  /** The Gatling report a cell's run wrote, copied into `dir`; answers its path relative to `out`. */
  private[comparison] def keepReport(run: MavenRun, dir: Path, out: Path): Option[String] = {
    copyGatlingReport(run.output, dir.resolve("gatling"))
    if (!Files.isDirectory(dir.resolve("gatling"))) None
    else Files.list(dir.resolve("gatling")).iterator.asScala.toSeq.map(_.resolve("index.html")).find(Files.exists(_))
      .map(p => out.relativize(p).toString)
  }

  private def runTraversal(parameters: Parameters): Seq[String] = {
    val plan = ComparisonPlan.load(parameters)
    val settings = plan.settings
    val options = ComparisonOptions.load(parameters, settings.baseDir)
    val out = settings.baseDir.resolve("target/comparison")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val jars = copyJars(settings.baseDir, plan.versions, out)
    val rowPlan = SeedPlan(settings)
    println(s"[traversal-perfs] comparison: ${plan.cells.size} cells (${plan.versions.mkString(", ")} x " +
      s"${plan.jvms.map(j => s"${j.heap} ${j.gc}").mkString(", ")} x ${settings.orders.mkString(", ")} x " +
      s"${plan.variants.map(_.title).mkString(", ")}), ${settings.tree}, warm-up until latency settles (at most ${settings.warmupPasses} passes, or ${settings.warmupSeconds} s once 3 are made) + " +
      s"${settings.loadDescription} per cell" + (if (options.repeats > 1) s", ${options.repeats} times each" else ""))

    val disagreements = scala.collection.mutable.ArrayBuffer[String]()
    val servers = ComparisonServers(settings.baseDir, plan.versions, plan.jvms, options.repeats, settings.pageCache,
      settings.serverOptions, jars, bulk = Some(BulkDataset.tree(settings.tree)), populate = settings.populate)
    val results = servers.run(settings.storeOf) { (version, _, server) =>
      TreeOnServer.ensure(LabTarget.embedded(server), settings.tree)
      recordIfNeeded(settings, rowPlan, server, out)
      disagreements ++= crossCheck(version, server, settings, rowPlan, plan.csvByVersion.get(version))
    } { (version, jvm, server, repeat) =>
      for (cell <- plan.cells.filter(c => c.jvm == jvm && c.version == version))
        yield replay(cell, server, settings, plan.csvByVersion.get(version), out, repeat)
    }

    val description = ComparisonReport.RunDescription(ComparisonReport.traversalHeading(settings),
      traversalSettings(settings, plan), options, settings.testDelayMillis, settings.baseDir)
    val baseline = ComparisonReport.write(out, results, disagreements.toSeq, description)
    finish(out, results, disagreements.toSeq, baseline, description)
  }

  /** What two traversal comparisons must share to be compared cell by cell (the cells carry the rest). */
  private def traversalSettings(settings: LabSettings, plan: ComparisonPlan): Map[String, String] = Map(
    "workload" -> "traversal", "tree" -> settings.tree.toString, "starts" -> settings.starts.toString,
    "scope" -> settings.scope.name, "load" -> settings.loadDescription, "warmupSeconds" -> settings.warmupSeconds.toString,
    "warmupPasses" -> settings.warmupPasses.toString,
    "pageCache" -> settings.pageCache)

  /** The main tables on the console, what failed in one line each, where the page is; answers what failed. */
  private[comparison] def finish(out: Path, results: Seq[CellResult], disagreements: Seq[String],
                                 baseline: Option[BaselineDiff.Outcome], run: ComparisonReport.RunDescription): Seq[String] = {
    ComparisonReport.tables(results, None, run, only = Set("p50", "p95", "rate", "held")).foreach(println)
    baseline.foreach(_.lines.foreach(println))
    disagreements.foreach(d => println(s"[traversal-perfs] ERROR: $d"))
    val failed = results.filterNot(_.passed)
    failed.foreach(r => println(s"[traversal-perfs] ERROR: cell ${r.cell.title} failed: ${r.why.getOrElse("")}; see ${r.log}"))
    println(s"[traversal-perfs] comparison report: ${out.resolve("index.html").toUri}")
    disagreements ++ failed.map(r => s"cell ${r.cell.title} failed") ++ baseline.toSeq.flatMap(_.failures)
  }

  private def recordIfNeeded(settings: LabSettings, rowPlan: Seq[SeedPlan.Variant], first: EmbeddedNeo4j, out: Path): Unit =
    SeedPlan.isRecorded(rowPlan, settings) match {
      case Right(()) => println(s"[traversal-perfs] the expected counts are recorded already")
      case Left(why) =>
        println(s"[traversal-perfs] recording expected counts on Neo4j ${first.version} ($why)")
        val seed = MavenRun.start(settings.baseDir, out.resolve("logs"), "seed", settings.arguments(
          "gatling.simulationClass" -> "traversalperfs.simulations.traversal.SeedSimulation", "target" -> first.baseUrl))
        if (seed.exitCode() != 0) LabError(s"recording the expected counts failed: see ${seed.log}")
    }

  /** Every version must give the recorded count for every start, before any load is measured. */
  private def crossCheck(version: String, server: EmbeddedNeo4j, settings: LabSettings, rowPlan: Seq[SeedPlan.Variant],
                         csv: Option[Path]): Seq[String] = {
    val rows = SeedPlan.select(rowPlan, settings.tree, csv.fold(SeedPlan.recorded(settings))(ExpectedCountsCsv.read),
      csv.getOrElse(settings.csv).toString)
    val client = new LabClient(server.baseUrl, None, None)
    rows.groupBy(_.start).toSeq.flatMap { case (start, variants) =>
      val counted = client.traverse(start, "depth-first", "none")
      // every variant of a start must have recorded the one count the version gives
      variants.map(_.count).distinct.filter(_ != counted).map(expected =>
        s"Neo4j $version counts $counted from start '${if (start.isEmpty) "root" else start}', " +
          s"${csv.getOrElse(settings.csvRecord)} says $expected")
    }
  }

  private def replay(cell: ComparisonCell, server: EmbeddedNeo4j, settings: LabSettings, csv: Option[Path],
                     out: Path, repeat: Int): CellResult = {
    val dir = ComparisonServers.cellDir(out, cell.id, repeat)
    val summary = dir.resolve("summary.json")
    println(s"[traversal-perfs] cell ${cell.title}")
    val csvArguments = csv.fold(Seq.empty[(String, String)])(path => Seq("csv" -> path.toString, "csv.record" -> path.toString))
    val run = MavenRun.start(settings.baseDir, dir, "replay", settings.arguments(Seq(
      "gatling.simulationClass" -> "traversalperfs.simulations.traversal.TraversalReplaySimulation",
      "target" -> server.baseUrl, "orders" -> cell.order, "caches" -> cell.cache, "strategy" -> cell.strategy,
      "access" -> cell.variant.access, "clear" -> cell.variant.cleared.toString,
      "lab.summary" -> summary.toString) ++ csvArguments ++ server.boltUri.map("neo4j.bolt" -> _): _*))
    val exit = run.exitCode()
    val report = keepReport(run, dir, out)
    val replayed = readSummary(summary)
    val latency = replayed.flatMap(_.rows.find(_.name.startsWith("root")))
    CellResult(cell, exit, latency, replayed.flatMap(_.workingSetMb), replayed.flatMap(_.cacheEntriesAtStart), report,
      out.relativize(run.log).toString, Map(
      "version" -> cell.version, "jvm" -> s"Java ${Runtime.version()}", "heap" -> cell.jvm.heap, "gc" -> cell.jvm.gc,
      "pageCache" -> settings.pageCache, "tree" -> settings.tree.toString, "order" -> cell.order, "access" -> cell.variant.access, "strategy" -> cell.strategy, "cache" -> cell.cache,
      "scope" -> settings.scope.name, "users" -> settings.users.toString, "load" -> settings.loadDescription,
      "warmUp" -> replayed.flatMap(_.warmUp).getOrElse(s"at most ${settings.warmupPasses} passes, or ${settings.warmupSeconds} s once 3 are made"),
      "durationSeconds" -> settings.durationSeconds.toString,
      "start" -> (if (cell.variant.cleared) "Neo4j's object caches (where the version has them) and the application " +
        "caches cleared before every request" else "application caches emptied before the warm-up")),
      replayed.flatMap(_.requestsPerSecond), replayed.flatMap(_.offeredPerSecond), replayed.flatMap(_.capacity),
      error = RunError.of(run.output), warmUpSettled = replayed.flatMap(_.warmUpSettled),
      cacheEntriesLeft = replayed.flatMap(_.cacheEntriesLeft))
  }

  /** The report Gatling says it wrote (under target/gatling), copied beside the cell's summary. */
  private def copyGatlingReport(output: String, into: Path): Unit =
    output.linesIterator.collectFirst {
      case line if line.contains("please open the following file: ") =>
        Path.of(java.net.URI.create(line.substring(line.indexOf("file:///")).trim)).getParent
    }.foreach { report =>
      val target = Files.createDirectories(into).resolve(report.getFileName.toString)
      val files = Files.walk(report)
      try files.forEach(source => Files.copy(source, target.resolve(report.relativize(source).toString)))
      finally files.close()
    }
}
