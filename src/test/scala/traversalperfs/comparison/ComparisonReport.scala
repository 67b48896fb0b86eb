package traversalperfs.comparison

import org.json4s._
import org.json4s.native.Serialization
import traversalperfs.lab.{LabSettings, LatencyRow, LatencySummary}

import java.nio.file.{Files, Path}

/**
 * The comparison's outputs, all from the cells' own measurements (each replay's summary JSON): a page with the table
 * in the original's format (one column per cell), a chart of the distributions side by side, links to each cell's
 * Gatling report and each cell's settings; the same table in Markdown; everything in JSON.
 */
object ComparisonReport {
  private def latency(value: LatencyRow => String): CellResult => String = _.latency.map(value).getOrElse("-")

  /** A percentile: the median of the repeats and their range, or the one run's figure. */
  private def spread(figure: CellResult => Option[Spread]): CellResult => String = r => figure(r).fold("-")(_.shown)

  /** The original's rows, then what the original measured with a profiler, then what HTTP and Gatling add. */
  private val Rows: Seq[(String, CellResult => String)] = Seq(
    "Mean" -> latency(r => f"${r.mean}%.0f"), "50%" -> spread(_.p50), "90%" -> latency(_.p90.toString),
    "95%" -> spread(_.p95), "Max" -> latency(_.max.toString), "Requests" -> latency(_.requests.toString),
    "KO" -> latency(_.ko.toString), "Working set (MB)" -> (_.workingSetMb.map(mb => f"$mb%.0f").getOrElse("-")),
    "Garbage per request (MB)" -> latency(r => r.garbageMb.fold("-")(g => f"$g%.0f")),
    "Server mean" -> latency(r => r.serverMean.fold("-")(s => f"$s%.0f")),
    "Client - server (ms)" -> latency(r => r.serverMean.fold("-")(s => f"${r.mean - s}%.1f")),
    "Client - server p50 (ms)" -> latency(r => r.overheadP50.fold("-")(o => f"$o%.1f")))

  /** Throughput (achieved, and offered in the open model) and a capacity search's rate held. */
  private val Rates: Seq[(String, CellResult => String)] = Seq(
    "Requests/s" -> (r => r.requestsPerSecond.fold("-")(t => f"$t%.1f") + r.offeredPerSecond.fold("")(o => f" of $o%.1f offered")),
    "Rate held (req/s)" -> (r => r.capacity.fold("-")(c => c.heldPerSecond.fold(s"none held ${c.objective}")(h => f"$h%.1f ${c.objective}"))))

  /** With repeats: each cell's p50 against the first cell's, significant only when their ranges do not overlap. */
  private def significance(results: Seq[CellResult]): Seq[(String, CellResult => String)] =
    results.headOption.flatMap(first => first.p50.filter(_.runs > 1).map(reference =>
      s"p50 vs ${first.cell.title}" -> { (r: CellResult) =>
        if (r eq first) "reference"
        else r.p50.fold("-")(p => f"${(p.median / reference.median - 1) * 100}%+.0f%% " +
          (if (p.overlaps(reference)) "(within spread: not significant)" else "(significant)"))
      })).toSeq

  /** With a baseline: each cell's p50 and p95 (and rate held) against the baseline's. */
  private def againstBaseline(outcome: Option[BaselineDiff.Outcome]): Seq[(String, CellResult => String)] =
    outcome.filter(_.refused.isEmpty).toSeq.flatMap { o =>
      Seq("p50", "p95", "held").filter(f => o.cells.exists(_.delta(f).isDefined)).map(figure =>
        s"${if (figure == "held") "rate held" else figure} vs baseline" -> { (r: CellResult) =>
          o.cells.find(_.id == r.cell.id).flatMap(_.delta(figure)).fold("-")(_.shown)
        })
    }

  /** The rows some cell measured (a workload without server-side figures has no row of them). */
  private def rows(results: Seq[CellResult], outcome: Option[BaselineDiff.Outcome]): Seq[(String, CellResult => String)] =
    (Rates ++ Rows ++ significance(results) ++ againstBaseline(outcome))
      .filter { case (_, value) => results.isEmpty || results.exists(value(_) != "-") }

  /** What the page is about: its heading and the line saying what was run. */
  final case class Heading(title: String, context: String)

  /**
   * A comparison as its summary records it: the heading, the settings two runs must share to be compared, the
   * comparison's options (repeats, baseline) and the test-only server delay (recorded, never compared).
   */
  final case class RunDescription(heading: Heading, settings: Map[String, String], options: ComparisonOptions,
                                  testDelayMillis: Int)

  def traversalHeading(settings: LabSettings): Heading = Heading("Traversal latency, side by side",
    s"Tree: ${settings.tree}; client-side milliseconds of the measured requests (warm-up excluded), " +
      s"${settings.loadDescription}, ${settings.warmupSeconds} s warm-up per cell.")

  /**
   * Writes comparison.json (the machine-readable summary: environment, settings, every cell with its repeats),
   * comparison.md and index.html; with a baseline, compares the run with it first and shows the deltas.
   */
  def write(out: Path, results: Seq[CellResult], disagreements: Seq[String], run: RunDescription): Option[BaselineDiff.Outcome] = {
    implicit val formats: Formats = DefaultFormats
    val summary = out.resolve("comparison.json")
    Files.writeString(summary, Serialization.writePretty(Map(
      "dataset" -> run.heading.context, "passed" -> (results.forall(_.passed) && disagreements.isEmpty),
      "environment" -> RunEnvironment.current(out.getParent.getParent), "settings" -> run.settings,
      "repeats" -> run.options.repeats, "testDelayMillis" -> run.testDelayMillis,
      "disagreements" -> disagreements,
      "cells" -> results.map(r => Map("id" -> r.cell.id, "title" -> r.cell.title, "passed" -> r.passed,
        "exitCode" -> r.exitCode, "settings" -> r.settings, "latencyMillis" -> r.latency, "repeats" -> r.repeats,
        "p50" -> r.p50, "p95" -> r.p95,
        "workingSetMb" -> r.workingSetMb, "requestsPerSecond" -> r.requestsPerSecond,
        "offeredPerSecond" -> r.offeredPerSecond, "capacity" -> r.capacity,
        "cacheEntriesAtStart" -> r.cacheEntriesAtStart, "report" -> r.report, "log" -> r.log)))))
    val outcome = run.options.baseline.map(BaselineDiff.compare(_, summary, run.options.thresholds))
    outcome.foreach(o => Files.writeString(out.resolve("baseline-diff.md"), o.markdown + "\n"))
    Files.writeString(out.resolve("comparison.md"), markdownTable(results, outcome) + "\n" +
      disagreements.map(d => s"\n**Count differs:** $d").mkString + outcome.fold("")("\n\n" + _.markdown) + "\n")
    Files.writeString(out.resolve("index.html"), html(run.heading, results, disagreements, outcome))
    outcome
  }

  def markdownTable(results: Seq[CellResult], outcome: Option[BaselineDiff.Outcome] = None): String = {
    val header = "| ms | " + results.map(r => r.cell.title + (if (r.passed) "" else " (FAILED)")).mkString(" | ") + " |"
    val rule = "|---|" + results.map(_ => "---|").mkString
    val lines = rows(results, outcome).map { case (label, value) =>
      s"| $label | " + results.map(value).mkString(" | ") + " |"
    }
    val note = if (results.exists(_.latency.exists(_.p95.isEmpty))) Seq("", LatencySummary.PercentileNote) else Nil
    val spreadNote = if (results.exists(_.repeats.size > 1)) Seq("", "50% and 95%: the median of the repeats (min-max).") else Nil
    (header +: rule +: lines ++: (note ++ spreadNote)).mkString("\n")
  }

  private def escape(text: String): String =
    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")

  private def html(heading: Heading, results: Seq[CellResult], disagreements: Seq[String],
                   outcome: Option[BaselineDiff.Outcome]): String = {
    val passed = results.forall(_.passed) && disagreements.isEmpty && outcome.forall(_.failures.isEmpty)
    def cellClass(r: CellResult, label: String): String =
      if (!r.passed) "failed"
      else if (label.endsWith("vs baseline")) outcome.flatMap(_.cells.find(_.id == r.cell.id)).fold("ok")(c =>
        if (c.regressed) "regressed" else if (c.deltas.exists(_.verdict == BaselineDiff.Improved)) "improved" else "ok")
      else "ok"
    val headerCells = results.map { r =>
      s"""<th class="${if (r.passed) "ok" else "failed"}">${escape(r.cell.title)}${if (r.passed) "" else "<br>FAILED"}</th>"""
    }.mkString
    val bodyRows = rows(results, outcome).map { case (label, value) =>
      s"<tr><th>${escape(label)}</th>" + results.map(r =>
        s"""<td class="${cellClass(r, label)}">${escape(value(r))}</td>""").mkString + "</tr>"
    }.mkString("\n")
    val links = results.map { r =>
      val report = r.report.map(p => s"""<a href="${escape(p)}">Gatling report</a>""").getOrElse("no report")
      val cellSettings = r.settings.map { case (k, v) => s"$k: ${escape(v)}" }.mkString(", ")
      s"""<li class="${if (r.passed) "ok" else "failed"}"><b>${escape(r.cell.title)}</b>: $report, <a href="${escape(r.log)}">log</a><br><small>$cellSettings</small></li>"""
    }.mkString("\n")
    s"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>traversal-perfs comparison</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; } th, td { border: 1px solid #999; padding: 4px 8px; text-align: right; }
th.ok, td.ok { background: #eef7ee; } th.failed, td.failed { background: #f8d0d0; color: #900; }
td.regressed { background: #f4b183; color: #700; font-weight: bold; } td.improved { background: #c6e6c6; }
.verdict { font-size: 1.3em; font-weight: bold; } .verdict.ok { color: #060; } .verdict.failed { color: #900; }
li.failed { color: #900; }
</style></head><body>
<h1>${escape(heading.title)}</h1>
<p class="verdict ${if (passed) "ok" else "failed"}">${if (passed) "All answers verified" else "FAILED: some answers or cells are wrong" +
      (if (outcome.exists(_.failures.nonEmpty)) ", or worse than the baseline" else "")}</p>
<p>${escape(heading.context)}</p>
${disagreements.map(d => s"<p class=\"verdict failed\">Count differs: ${escape(d)}</p>").mkString("\n")}
${outcome.toSeq.flatMap(o => o.notes.map(n => s"<p><small>Baseline: ${escape(n)}</small></p>") ++ o.failures.map(f => s"<p class=\"verdict failed\">${escape(f)}</p>")).mkString("\n")}
<table id="comparison"><tr><th>ms</th>$headerCells</tr>
$bodyRows
</table>
<p><small>${escape(LatencySummary.PercentileNote)}</small></p>
<h2>Distributions</h2>
${chart(results)}
<h2>Cells</h2>
<ul>
$links
</ul>
</body></html>
"""
  }

  /** Per cell: a bar to the median, a line to the 95th percentile, a tick at the max; one shared scale. */
  private def chart(results: Seq[CellResult]): String = {
    val measured = results.flatMap(r => r.latency.map(r -> _))
    val top = math.max(1L, measured.map(_._2.max).maxOption.getOrElse(1L)).toDouble
    val width = 900
    val rowHeight = 28
    val left = 330
    val scale = (width - left - 20) / top
    val rows = measured.zipWithIndex.map { case ((r, l), i) =>
      val y = 10 + i * rowHeight
      val colour = if (r.passed) "#4a7ebb" else "#c33"
      val p95Line = l.p95.fold("")(p95 => s"<line x1='${left + l.p50 * scale}' y1='${y + 11}' x2='${left + p95 * scale}' " +
        s"y2='${y + 11}' stroke='$colour' stroke-width='2'><title>p95 $p95 ms</title></line>")
      s"""<text x="${left - 8}" y="${y + 14}" text-anchor="end" font-size="12">${escape(r.cell.title)}</text>
<rect x="$left" y="${y + 4}" width="${(l.p50 * scale).max(1)}" height="14" fill="$colour"><title>p50 ${l.p50} ms</title></rect>
$p95Line
<line x1="${left + l.max * scale}" y1="${y + 2}" x2="${left + l.max * scale}" y2="${y + 20}" stroke="#333" stroke-width="2"><title>max ${l.max} ms</title></line>"""
    }.mkString("\n")
    val height = 40 + measured.size * rowHeight
    s"""<svg id="chart" xmlns="http://www.w3.org/2000/svg" width="$width" height="$height" role="img" aria-label="latency by cell">
$rows
<text x="$left" y="${height - 8}" font-size="11">0 ms</text>
<text x="${width - 20}" y="${height - 8}" font-size="11" text-anchor="end">${top.toLong} ms (bar: median, line: to p95 where measured, tick: max)</text>
</svg>"""
  }
}
