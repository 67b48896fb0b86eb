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

  /** The original's rows, then what the original measured with a profiler, then what HTTP and Gatling add. */
  private val Rows: Seq[(String, CellResult => String)] = Seq(
    "Mean" -> latency(r => f"${r.mean}%.0f"), "50%" -> latency(_.p50.toString), "90%" -> latency(_.p90.toString),
    "95%" -> latency(r => LatencySummary.shown(r.p95)), "Max" -> latency(_.max.toString), "Requests" -> latency(_.requests.toString),
    "KO" -> latency(_.ko.toString), "Working set (MB)" -> (_.workingSetMb.map(mb => f"$mb%.0f").getOrElse("-")),
    "Garbage per request (MB)" -> latency(r => r.garbageMb.fold("-")(g => f"$g%.0f")),
    "Server mean" -> latency(r => r.serverMean.fold("-")(s => f"$s%.0f")),
    "Client - server (ms)" -> latency(r => r.serverMean.fold("-")(s => f"${r.mean - s}%.1f")),
    "Client - server p50 (ms)" -> latency(r => r.overheadP50.fold("-")(o => f"$o%.1f")))

  /** Throughput, for workloads whose replay ramps users up and lets them run (the permissions workload). */
  private val Throughput: (String, CellResult => String) = "Requests/s" -> (_.requestsPerSecond.fold("-")(t => f"$t%.1f"))

  /** The rows some cell measured (a workload without server-side figures has no row of them). */
  private def rows(results: Seq[CellResult]): Seq[(String, CellResult => String)] =
    (if (results.exists(_.requestsPerSecond.isDefined)) Throughput +: Rows else Rows)
      .filter { case (_, value) => results.isEmpty || results.exists(value(_) != "-") }

  /** What the page is about: its heading and the line saying what was run. */
  final case class Heading(title: String, context: String)

  def traversalHeading(settings: LabSettings): Heading = Heading("Traversal latency, side by side",
    s"Tree: ${settings.tree}; client-side milliseconds of the measured requests (warm-up excluded), " +
      s"${settings.users} user(s), ${settings.warmupSeconds} s warm-up and ${settings.durationSeconds} s measured per cell.")

  def write(out: Path, settings: LabSettings, results: Seq[CellResult], disagreements: Seq[String],
            heading: Option[Heading] = None): Unit = {
    Files.writeString(out.resolve("comparison.md"), markdownTable(results) + "\n" +
      disagreements.map(d => s"\n**Count differs:** $d").mkString + "\n")
    implicit val formats: Formats = DefaultFormats
    Files.writeString(out.resolve("comparison.json"), Serialization.writePretty(Map(
      "dataset" -> heading.fold(settings.tree.toString)(_.context), "passed" -> (results.forall(_.passed) && disagreements.isEmpty),
      "disagreements" -> disagreements,
      "cells" -> results.map(r => Map("id" -> r.cell.id, "title" -> r.cell.title, "passed" -> r.passed,
        "exitCode" -> r.exitCode, "settings" -> r.settings, "latencyMillis" -> r.latency,
        "workingSetMb" -> r.workingSetMb, "requestsPerSecond" -> r.requestsPerSecond, "cacheEntriesAtStart" -> r.cacheEntriesAtStart, "report" -> r.report,
        "log" -> r.log)))))
    Files.writeString(out.resolve("index.html"), html(heading.getOrElse(traversalHeading(settings)), results, disagreements))
  }

  def markdownTable(results: Seq[CellResult]): String = {
    val header = "| ms | " + results.map(r => r.cell.title + (if (r.passed) "" else " (FAILED)")).mkString(" | ") + " |"
    val rule = "|---|" + results.map(_ => "---|").mkString
    val lines = rows(results).map { case (label, value) =>
      s"| $label | " + results.map(value).mkString(" | ") + " |"
    }
    val note = if (results.exists(_.latency.exists(_.p95.isEmpty))) Seq("", LatencySummary.PercentileNote) else Nil
    (header +: rule +: lines ++: note).mkString("\n")
  }

  private def escape(text: String): String =
    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")

  private def html(heading: Heading, results: Seq[CellResult], disagreements: Seq[String]): String = {
    val passed = results.forall(_.passed) && disagreements.isEmpty
    val headerCells = results.map { r =>
      s"""<th class="${if (r.passed) "ok" else "failed"}">${escape(r.cell.title)}${if (r.passed) "" else "<br>FAILED"}</th>"""
    }.mkString
    val bodyRows = rows(results).map { case (label, value) =>
      s"<tr><th>${escape(label)}</th>" + results.map(r =>
        s"""<td class="${if (r.passed) "ok" else "failed"}">${value(r)}</td>""").mkString + "</tr>"
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
.verdict { font-size: 1.3em; font-weight: bold; } .verdict.ok { color: #060; } .verdict.failed { color: #900; }
li.failed { color: #900; }
</style></head><body>
<h1>${escape(heading.title)}</h1>
<p class="verdict ${if (passed) "ok" else "failed"}">${if (passed) "All answers verified" else "FAILED: some answers or cells are wrong"}</p>
<p>${escape(heading.context)}</p>
${disagreements.map(d => s"<p class=\"verdict failed\">Count differs: ${escape(d)}</p>").mkString("\n")}
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
