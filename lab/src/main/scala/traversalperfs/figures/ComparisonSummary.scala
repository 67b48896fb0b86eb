package traversalperfs.figures

import traversalperfs.statistics.{Difference, Spread, VerdictRule}
import traversalperfs.results.CellResult
import traversalperfs.machine.MachineLoad
import traversalperfs.measure.{CapacityResult, LabOverhead, LatencyRow, OnTime}
import traversalperfs.settings.UserError
import traversalperfs.targets.RequestWork
import org.json4s._
import org.json4s.native.{JsonMethods, Serialization}

import java.nio.file.{Files, Path}

/**
 * comparison.json as typed values, written and read here only (the page and the baseline diff read these values, never
 * a path of strings). A field added after the first published runs has a default, so that every published run's summary
 * still reads (checked by a test over `docs/runs`).
 */
final case class ComparisonSummary(dataset: String, passed: Boolean, environment: Map[String, String],
                                   settings: Map[String, String], repeats: Int, repeatOrder: Option[String] = None,
                                   aa: Boolean = false, rounds: Option[Int] = None, budgetMinutes: Option[Int] = None,
                                   precisionPercent: Option[Double] = None, plantPercent: Option[Double] = None,
                                   statistics: Option[ComparisonSummary.Method] = None, testDelayMillis: Int = 0,
                                   indexes: Option[ComparisonSummary.Indexes] = None,
                                   settingsOnVersions: Option[ComparisonSummary.SettingsOnVersions] = None,
                                   disagreements: List[String] = Nil, noise: List[ComparisonSummary.NoiseCell] = Nil,
                                   upgrade: Option[UpgradeReport] = None, cells: List[ComparisonSummary.Cell] = Nil,
                                   preFlight: List[String] = Nil)

object ComparisonSummary {
  /** How the intervals and verdicts were computed, so that a reader can redo them. */
  final case class Method(confidence: Double, method: String, verdictConfidence: Option[Double] = None,
                          minRepeats: Int, noisePercent: Double, clock: String)

  final case class Indexes(versions: List[String], note: String, rows: List[IndexRow])
  final case class IndexRow(element: String, types: Map[String, String])

  /** The user's neo4j.conf on each version: a row per setting as written, its fate on each. */
  final case class SettingsOnVersions(conf: String, versions: List[String], rows: List[SettingRow])
  final case class SettingRow(setting: String, fates: Map[String, String])

  final case class NoiseCell(cell: String, rounds: Int, betweenStartsPercent: Double, withinStartPercent: Double,
                             requestsPerRound: Int, startsApart: List[StartApart], measuredSeconds: Double,
                             startOverheadSeconds: Double, bestMeasuredSeconds: Option[Double] = None)
  final case class StartApart(round: Int, percent: Double)

  final case class Figure(point: Double, low: Double, high: Double, unit: String)
  /**
   * A cell's verdict against its reference as the file keeps it: its [[traversalperfs.statistics.Verdict]]'s word (a
   * summary of an earlier lab may hold a word it no longer gives, benchstat's `~` among them).
   */
  final case class FigureVerdict(reference: String, ratio: Double, low: Double, high: Double, verdict: String,
                                 detectablePercent: Double, repeats: Int, precisionPercent: Option[Double] = None,
                                 confidence: Option[Double] = None, moreRounds: Option[Int] = None, shown: String)
  final case class Plan(verdict: String, reference: String)

  /**
   * One cell: what it is, whether it passed, its measured figures (the median round's, every round's latencies, the
   * intervals and the verdicts against its reference) and what its workload measures of its own (`workloadFigures`,
   * written as fields of the cell beside the others: the traversal's `cacheEntriesAtStart`, `cacheEntriesLeft`).
   */
  final case class Cell(id: String, title: String, again: Boolean = false, passed: Boolean, why: Option[String] = None,
                        exitCode: Int, axes: Map[String, String], settings: Map[String, String],
                        latencyMillis: Option[LatencyRow] = None, repeats: List[LatencyRow] = Nil,
                        p50: Option[Spread] = None, p95: Option[Spread] = None, repeatRates: List[Double] = Nil,
                        intervals: Map[String, Figure] = Map.empty, rounds: Option[Int] = None,
                        repeatCpuMs: List[Double] = Nil, verdicts: Map[String, FigureVerdict] = Map.empty,
                        workingSetMb: Option[Double] = None, requestsPerSecond: Option[Double] = None,
                        offeredPerSecond: Option[Double] = None, capacity: Option[CapacityResult] = None,
                        warmUpSettled: Option[Boolean] = None, report: Option[String] = None,
                        machine: Option[MachineLoad] = None, labOverhead: List[LabOverhead] = Nil,
                        onTime: Option[OnTime] = None, saturated: List[String] = Nil, work: Option[RequestWork] = None,
                        plan: Option[Plan] = None, log: String, workloadFigures: Map[String, Long] = Map.empty) {
    /** An A/A run's second side; summaries written before the field existed name it "<version> again". */
    def isAgain: Boolean = again || axes.get("version").exists(_.endsWith(" again"))
  }

  private implicit val formats: Formats = DefaultFormats
  /** The cell's own fields: any other field of a cell in the file is one of its workload's figures. */
  private val CellFields: Set[String] = classOf[Cell].getDeclaredFields.map(_.getName).toSet

  /** What a comparison wrote: its cells' results, read through the statistics at the run's own rule. */
  def of(results: Seq[CellResult], disagreements: Seq[String], run: ComparisonReport.RunDescription,
         repeatOrder: String, noise: Noise, environment: Map[String, String],
         upgrade: Option[UpgradeReport] = None): ComparisonSummary = {
    val rounds = run.rounds
    ComparisonSummary(
      run.heading.context, results.forall(_.passed) && disagreements.isEmpty, environment, run.settings.toMap,
      rounds.repeats, Some(repeatOrder), run.aa, results.map(_.rounds).maxOption, Some(rounds.budgetMinutes),
      Some(rounds.precisionPercent), Some(run.plantPercent),
      Some(Method(Difference.Confidence, Difference.Method, Some(rounds.rule.confidence), Difference.MinRepeats,
          Difference.NoisePercent, "the lab's microsecond clock (LatencyMicros)")),
      run.testDelayMillis,
      run.schema.map(t =>
        Indexes(t.versions.toList, t.note,
          t.rows.toList.map(r => IndexRow(r.element, t.versions.zip(r.types).toMap)))),
      run.settingsOnVersions.map(t =>
        SettingsOnVersions(t.conf, t.versions.toList,
          t.rows.toList.map(r => SettingRow(r.setting, t.versions.zip(r.fates).toMap)))),
      disagreements.toList,
      noise.cells.toList.map(n =>
        NoiseCell(n.cell, n.rounds, n.betweenPercent, n.withinPercent, n.requestsPerRound,
          n.apart.toList.map { case (round, percent) => StartApart(round, percent) }, noise.measuredSeconds,
          noise.startOverheadSeconds, n.bestSeconds(noise.measuredSeconds, noise.startOverheadSeconds))),
      upgrade, results.toList.map(cell(results, _, rounds.rule)), run.preFlight.toList)
  }

  private def cell(results: Seq[CellResult], r: CellResult, rule: VerdictRule): Cell =
    Cell(r.cell.id, r.cell.title, r.cell.again, r.passed, r.why, r.exitCode, r.cell.axes.toMap, r.settings.toMap,
      r.latency,
      r.repeats.toList, r.p50, r.p95, r.rateSamples.repeats.map(_.head).toList,
      Verdicts.intervals(r).map { case (figure, i) =>
        figure -> Figure(i.point, i.low, i.high, Verdicts.Figures.find(_.key == figure).fold("µs")(_.unit))
      },
      Some(r.rounds), r.repeatCpuMs.toList,
      Verdicts.Figures.flatMap(f =>
        Verdicts.of(results, r, f, rule).map { case (ref, v) =>
          f.key -> FigureVerdict(ref.cell.id, v.ratio.point, v.ratio.low, v.ratio.high, v.verdict.word,
            v.detectablePercent, v.repeats, Some(v.precisionPercent), Some(v.confidence), v.moreRounds, v.shown)
        }).toMap,
      r.workingSetMb, r.requestsPerSecond, r.offeredPerSecond, r.capacity, r.warmUpSettled, r.report, r.machine,
      r.labOverhead, r.onTime, r.saturated, r.work,
      PlanComparison.verdict(results, r).map(v => Plan(v.verdict, v.reference.cell.id)), r.log, r.workloadFigures)

  def json(summary: ComparisonSummary): JValue =
    Extraction.decompose(summary.copy(cells = Nil)).replace(List("cells"), JArray(summary.cells.map(cellJson)))

  private def cellJson(cell: Cell): JValue =
    Extraction.decompose(cell).removeField(_._1 == "workloadFigures") merge
      JObject(cell.workloadFigures.toList.map { case (k, v) => JField(k, JLong(v)) })

  def read(json: JValue): ComparisonSummary = {
    val cells = (json \ "cells").children.map { c =>
      val figures = c match {
        case JObject(fields) =>
          fields.collect {
            case (k, JInt(v)) if !CellFields.contains(k) => k -> v.toLong
            case (k, JLong(v)) if !CellFields.contains(k) => k -> v
          }.toMap
        case _ => Map.empty[String, Long]
      }
      c.extract[Cell].copy(workloadFigures = figures)
    }
    json.removeField(_._1 == "cells").extract[ComparisonSummary].copy(cells = cells)
  }

  /** Written whole or not at all: a reader never finds half a summary. */
  def write(summary: ComparisonSummary, path: Path): Unit = {
    val partial = path.resolveSibling(path.getFileName.toString + ".partial")
    Files.writeString(partial, Serialization.writePretty(json(summary)))
    Files.move(partial, path, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
      java.nio.file.StandardCopyOption.ATOMIC_MOVE)
  }

  /** A saved summary, or one `[traversal-perfs] ERROR:` line saying why it is not one. */
  def read(path: Path): ComparisonSummary =
    try read(JsonMethods.parse(Files.readString(path)))
    catch {
      case e: UserError => throw e
      case e: Exception =>
        UserError(s"$path is not a comparison summary: ${Option(e.getMessage).fold("")(_.linesIterator.next())}")
    }
}
