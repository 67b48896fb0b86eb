package traversalperfs.comparison

import traversalperfs.console.Say
import traversalperfs.measure.ReplaySummary
import traversalperfs.process.{ChildProcess, GatlingRun, RunError}
import traversalperfs.results.{CellRun, ComparisonCell}
import traversalperfs.run.RunSettings
import traversalperfs.server.{EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.{ParameterCatalog => P, Setting, UserError}
import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path}

/**
 * A comparison's child runs (Gatling in a JVM of its own: [[GatlingRun]]; each in its own directory under `out`), the
 * only way a comparison hands settings to a run: the workload's own settings written back by their parameters, the
 * server the run talks to, and the cell's overrides, each a [[Setting]] (a parameter and its value), never a name typed
 * here. Holds the comparison's think time ([[ComparisonThinkTime]]), chosen by its first replay and given to the
 * others.
 */
final class ChildRuns(lab: RunSettings, val out: Path) {
  val thinkTime = new ComparisonThinkTime(lab.load.thinkTime)

  /** The server a child run talks to: the comparison's, over HTTP and (where the version has it, and `bolt`) Bolt. */
  private def talkingTo(server: EmbeddedNeo4j, bolt: Boolean = true): Seq[Setting] =
    (P.Target := server.baseUrl) +: server.boltUri.filter(_ => bolt).map(P.Bolt := _).toSeq

  /**
   * The answers `workload` lacks, recorded on `server` (the version started first) by a child run of its record
   * simulation, the way its main command records them; a failed record stops the comparison before any load.
   */
  def record(workload: ComparedWorkload, version: Neo4jVersion, server: EmbeddedNeo4j, why: String): Unit = {
    Say(s"recording the answers on Neo4j $version ($why)")
    // no report: the comparison reads the record's answers, not its report (a log with writes sends no request)
    val run = GatlingRun.start(lab.baseDir, out.resolve("logs"), "record", workload.recordSimulation,
      workload.arguments(talkingTo(server)), out.resolve("logs/gatling"), reports = false)
    // the reason (the server's words, or the tool's) on the console, not only in the log
    if (run.exitCode() != 0)
      UserError(s"recording the answers on Neo4j $version failed: " +
        RunError.of(run.output).fold(s"see ${run.log}")(why => s"$why (see ${run.log})"))
    workload.answersMissing.foreach(still =>
      UserError(s"recording the answers on Neo4j $version wrote none ($still): see ${run.log}"))
    val (what, where) = workload.recorded
    Say(s"wrote $what (Neo4j $version) to $where")
  }

  /**
   * `cell` replayed by a child run of `workload`'s replay simulation on `start`'s server, into the cell's directory:
   * the think time chosen so far, the cell's `overrides`, and on an A/A run's second side the planted difference
   * (`compare.plant`), which no other cell gets.
   */
  def replay(workload: ComparedWorkload, start: ServerStart, cell: ComparisonCell, overrides: Seq[Setting]): CellRun = {
    val dir = ChildRuns.cellDir(out, cell.id, start.round)
    val summary = dir.resolve("summary.json")
    val plant = Option.when(start.again && lab.load.plantPercent > 0)(P.ComparePlant := lab.load.plantPercent)
    // its report beside its summary, in the cell's directory
    val run = GatlingRun.start(lab.baseDir, dir, "replay", workload.replaySimulation,
      workload.arguments(thinkTime.overrides ++ talkingTo(start.server, workload.replaysOverBolt) ++ overrides ++
        plant :+ (P.Summary := summary.toString)), dir.resolve("gatling"))
    val exit = run.exitCode()
    val replayed = ChildRuns.read(summary)
    thinkTime.keep(replayed)
    CellRun(exit, replayed, report(run), out.relativize(run.log).toString, RunError.of(run.output))
  }

  /** The Gatling report a cell's run wrote, its path relative to `out`. */
  private def report(run: ChildProcess): Option[String] =
    run.reports.headOption.map(_.resolve("index.html")).filter(Files.exists(_)).map(p =>
      out.toAbsolutePath.relativize(p).toString)
}

object ChildRuns {
  /** What a cell's replay wrote, when it got that far. */
  def read(summary: Path): Option[ReplaySummary] = {
    implicit val formats: Formats = DefaultFormats
    if (Files.exists(summary)) Some(JsonMethods.parse(Files.readString(summary)).extract[ReplaySummary]) else None
  }

  /** A cell's directory: one per cell, and one per repeat after the first. */
  def cellDir(out: Path, id: String, repeat: Int): Path =
    out.resolve("cells").resolve(if (repeat == 1) id else s"$id/repeat-$repeat")
}
