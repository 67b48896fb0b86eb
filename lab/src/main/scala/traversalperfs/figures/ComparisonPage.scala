package traversalperfs.figures

import traversalperfs.results.{CellResult, CellSetting}
import traversalperfs.measure.LatencySummary
import org.json4s._
import org.json4s.native.Serialization

import scala.io.Source

/**
 * The comparison's page, one file that works offline: the verdict, then a pivot of the cells (axes and statistic chosen
 * by the reader, versions down and p50 by default) with its plots — the statistic per row value as a line per column
 * (with repeats, their range as whiskers), the latency percentile curves of the cells ticked, the deltas to a baseline
 * coloured by verdict — drawn as plain SVG by the page's own script (resources figures/page/ and page.css, no library),
 * from the cells' data written into the page. Below: every figure of every cell in one table, and each cell's Gatling
 * report, log and exact settings. Every number links to its cell's report.
 */
object ComparisonPage {
  def html(run: ComparisonReport.RunDescription, results: Seq[CellResult], disagreements: Seq[String],
           outcome: Option[BaselineDiff.Outcome], upgrade: Option[UpgradeReport] = None): String = {
    val passed = results.forall(_.passed) && disagreements.isEmpty && outcome.forall(_.failures.isEmpty)
    val differs = upgrade.exists(_.differences(slowerDiffers = false).nonEmpty)
    val statistics = Statistics.measured(results, outcome, run.rounds.rule)
    val failed = results.filterNot(_.passed)
    s"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>traversal-perfs: ${escape(run.heading.title)}</title>
<style>
${resource("page.css")}
</style></head><body>
<h1>${escape(run.heading.title)}</h1>
<p class="verdict ${if (passed && !differs) "ok" else "failed"}">${if (passed && differs)
        "Differences found: some queries fail or answer differently (the upgrade report); every measured answer " +
          "verified"
      else if (passed) "All answers verified"
      else "FAILED: some answers or cells are wrong" +
        (if (outcome.exists(_.failures.nonEmpty)) ", or worse than the baseline" else "")}</p>
<p>${escape(run.heading.context)}${ComparisonReport.constantAxes(results, run).fold("")(c =>
        s" Every cell: ${escape(c)}.")}</p>
${upgrade.fold("")(_.html)}
${disagreements.map(d => s"""<p class="verdict failed">Count differs: ${escape(d)}</p>""").mkString("\n")}
${failed.map(r =>
        s"""<p class="failed" id="why-${escape(r.cell.id)}">FAILED ${escape(r.cell.title)}: ${escape(
            r.why.getOrElse(""))} (<a href="${escape(r.log)}">log</a>)</p>""").mkString("\n")}
${outcome.toSeq.flatMap(o =>
        o.notes.map(n => s"<p><small>Baseline: ${escape(n)}</small></p>") ++ o.failures.map(f =>
          s"""<p class="verdict failed">${escape(f)}</p>""")).mkString("\n")}
<noscript><p>The pivot and the plots need JavaScript; every figure is in the table below and in comparison.md.
</p></noscript>
<form id="controls"></form>
<table id="pivot"></table>
<p><small>${escape(LatencySummary.PercentileNote)} Tick cells to draw their latency curves. Every number links to its
cell's Gatling report; "log" and "settings" to the rest.</small></p>
<div class="plots">
<figure><svg id="trend" xmlns="http://www.w3.org/2000/svg"></svg><figcaption id="trend-caption"></figcaption></figure>
<figure><svg id="curves" xmlns="http://www.w3.org/2000/svg"></svg><figcaption id="curves-caption"></figcaption></figure>
${if (outcome.exists(_.refused.isEmpty))
        """<figure><svg id="deltas" xmlns="http://www.w3.org/2000/svg"></svg>""" +
          """<figcaption id="deltas-caption"></figcaption></figure>"""
      else ""}
</div>
<details id="all-figures"><summary>All figures, a row per cell</summary>
${figuresTable(results, statistics)}
</details>
${run.schema.fold("")(_.html)}
${run.settingsOnVersions.fold("")(_.html)}
${PlanComparison.html(results, run.schema)}
<h2>Cells</h2>
${results.map(cellEntry).mkString("\n")}
<script type="application/json" id="comparison-data">${data(run, results, statistics)}</script>
<script>
${ComparisonPage.Script.map(name => resource(s"page/$name")).mkString("\n")}
</script>
</body></html>
"""
  }

  /** Every statistic of every cell: a row per cell, so that a hundred cells still read as a list. */
  private def figuresTable(results: Seq[CellResult], statistics: Seq[Statistic]): String = {
    val header = "<tr><th>cell</th>" + statistics.map(s => s"<th>${escape(s.label)}</th>").mkString + "</tr>"
    val rows = results.map { r =>
      s"""<tr class="${if (r.passed) "ok" else "failed"}"><th><a href="#cell-${escape(r.cell.id)}">${escape(
          r.cell.title)}</a>""" +
        s"""${if (r.passed) "" else " FAILED"}</th>""" + statistics.map { s =>
          val figure = s.of(r)
          s"""<td class="${if (!r.passed) "failed" else figure.flatMap(_.verdict).getOrElse("ok")}">""" +
            figure.fold("-")(f => link(r, escape(f.shown))) + "</td>"
        }.mkString + "</tr>"
    }
    s"""<table id="figures">$header
${rows.mkString("\n")}
</table>"""
  }

  private def link(r: CellResult, text: String): String =
    r.report.fold(s"""<a href="${escape(r.log)}">$text</a>""")(report => s"""<a href="${escape(report)}">$text</a>""")

  /** A cell's report, log, why it failed and its exact settings: where the page's "settings" links lead. */
  private def cellEntry(r: CellResult): String = {
    val report = r.report.fold("no Gatling report")(p => s"""<a href="${escape(p)}">Gatling report</a>""")
    val settings = r.settings.toMap.toSeq.sortBy(_._1).map { case (k, v) => s"$k: ${escape(v)}" }.mkString(", ")
    s"""<div class="cell ${if (r.passed) "ok" else "failed"}" id="cell-${escape(r.cell.id)}"><b>${escape(
        r.cell.title)}</b>""" +
      s""": $report, <a href="${escape(r.log)}">log</a>${r.why.fold("")(w =>
          s"""<br><span class="why">FAILED: ${escape(w)}</span>""")}""" +
      s"""<br><small class="settings">$settings</small></div>"""
  }

  /** What the script draws from: the axes, the statistics, every cell's place, figures, links and curve. */
  private def data(run: ComparisonReport.RunDescription, results: Seq[CellResult],
                   statistics: Seq[Statistic]): String = {
    implicit val formats: Formats = DefaultFormats
    val default = Pivot.default(results)
    Serialization.write(Map(
        "axes" -> Pivot.Axes.map(a =>
          Map("key" -> a, "label" -> ComparisonReport.axisLabel(a, run), "values" -> Pivot.values(results, a))),
        "statistics" -> statistics.map(s => Map("key" -> s.key, "label" -> s.label)),
        "view" -> Map("rows" -> default.rows, "cols" -> "*", "stat" -> statistics.headOption.fold("p50")(_.key)),
        "cells" -> results.map(r =>
          Map(
            "id" -> r.cell.id, "title" -> r.cell.title, "passed" -> r.passed, "why" -> r.why,
            "unsettled" -> r.unsettled,
            "javaOutside" -> r.settings.get(CellSetting.OutsideJava).map(why =>
              s"${r.settings.get(CellSetting.Jvm).getOrElse("")}, $why"), "report" -> r.report,
            "saturated" -> r.saturated, "log" -> r.log, "axes" -> r.cell.axes.toMap,
            "figures" -> statistics.flatMap(s => s.of(r).map(s.key -> _)).toMap,
            "curve" -> r.latency.map(_.curve.map(p => Seq(p.percentile, p.millis.toDouble))).getOrElse(Nil))))
    ).replace("</", "<\\/")
  }

  /**
   * The page's script, a file per concern (resources figures/page/), written into the page in this order: each adds to
   * one namespace what the later ones use; the first four hold no DOM and are unit-tested under Node.
   */
  val Script: Seq[String] =
    Seq("scale.js", "view-state.js", "pivot.js", "verdicts.js", "dom.js", "table.js", "plots.js", "main.js")

  private def resource(name: String): String = {
    val source = Source.fromResource(s"figures/$name", getClass.getClassLoader)(scala.io.Codec.UTF8)
    try source.mkString
    finally source.close()
  }

  def escape(text: String): String =
    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
}
