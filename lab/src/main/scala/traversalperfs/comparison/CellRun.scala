package traversalperfs.comparison

import traversalperfs.process.{MavenRun, RunError}
import traversalperfs.measure.ReplaySummary
import traversalperfs.run.RunSettings
import traversalperfs.server.{EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.{ParameterCatalog => P, UserError}
import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * One replay of the comparison as a child Gatling run (`./mvnw gatling:test` with the cell's arguments), in its own
 * directory: its exit code, the summary its replay wrote (when it got that far), its Gatling report copied beside it,
 * its log and the first error it printed.
 */
final case class CellRun(exitCode: Int, summary: Option[ReplaySummary], report: Option[String], log: String,
                         error: Option[String])

object CellRun {
  /**
   * The answers `workload` lacks, recorded on `server` (the version started first) by a child run of its record
   * simulation, the way its main command records them; a failed record stops the comparison before any load.
   */
  def record(lab: RunSettings, out: Path, version: Neo4jVersion, server: EmbeddedNeo4j, workload: ComparedWorkload,
             why: String): Unit = {
    println(s"[traversal-perfs] recording the answers on Neo4j $version ($why)")
    val run = MavenRun.start(lab.baseDir, out.resolve("logs"), "record",
      // no report: the comparison reads the record's answers, not its report (a log with writes sends no request)
      workload.arguments(Seq("gatling.simulationClass" -> workload.recordSimulation, "target" -> server.baseUrl,
          "gatling.noReports" -> "true") ++ server.boltUri.map("neo4j.bolt" -> _): _*))
    if (run.exitCode() != 0) UserError(s"recording the answers on Neo4j $version failed: see ${run.log}")
    workload.answersMissing.foreach(still =>
      UserError(s"recording the answers on Neo4j $version wrote none ($still): see ${run.log}"))
    val (what, where) = workload.recorded
    println(s"[traversal-perfs] wrote $what (Neo4j $version) to $where")
  }

  /**
   * Runs `simulation` into `dir` (under `out`) with the workload's settings as arguments (`arguments`: its own `-D`
   * writer), the cell's `overrides` replacing some; on an A/A run's second side (`again`), the planted difference
   * (`compare.plant`), which no other cell gets.
   */
  def replay(lab: RunSettings, out: Path, dir: Path, arguments: Seq[(String, String)] => Seq[String],
             simulation: String,
             overrides: Seq[(String, String)], again: Boolean = false): CellRun = {
    val summary = dir.resolve("summary.json")
    val plant = Option.when(again && lab.plantPercent > 0)(P.ComparePlant := lab.plantPercent)
    val run = MavenRun.start(lab.baseDir, dir, "replay",
      arguments(ComparisonThinkTime.overrides(lab, out) ++ overrides ++ plant ++
        Seq("gatling.simulationClass" -> simulation, "lab.summary" -> summary.toString)))
    val exit = run.exitCode()
    val replayed = read(summary)
    ComparisonThinkTime.keep(lab, out, replayed)
    CellRun(exit, replayed, keepReport(run, dir, out), out.relativize(run.log).toString, RunError.of(run.output))
  }

  /** What a cell's replay wrote, when it got that far. */
  def read(summary: Path): Option[ReplaySummary] = {
    implicit val formats: Formats = DefaultFormats
    if (Files.exists(summary)) Some(JsonMethods.parse(Files.readString(summary)).extract[ReplaySummary]) else None
  }

  /** The Gatling report a cell's run wrote, copied into `dir`; answers its path relative to `out`. */
  private def keepReport(run: MavenRun, dir: Path, out: Path): Option[String] = {
    run.reports.headOption.foreach(copy(_, dir.resolve("gatling")))
    if (!Files.isDirectory(dir.resolve("gatling"))) None
    else Files.list(dir.resolve("gatling")).iterator.asScala.toSeq.map(_.resolve("index.html")).find(Files.exists(_))
      .map(p => out.relativize(p).toString)
  }

  /** The report Gatling wrote (under target/gatling), copied beside the cell's summary. */
  private def copy(report: Path, into: Path): Unit = {
    val target = Files.createDirectories(into).resolve(report.getFileName.toString)
    val files = Files.walk(report)
    try files.forEach(source => Files.copy(source, target.resolve(report.relativize(source).toString)))
    finally files.close()
  }
}
