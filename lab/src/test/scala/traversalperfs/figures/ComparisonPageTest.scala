package traversalperfs.figures

import traversalperfs.statistics.{RoundsRule, Verdict}
import traversalperfs.results.{CellResult, CellSetting, CellSettings, ServerJvm}
import traversalperfs.measure.{LatencyCurve, LatencyRow}
import traversalperfs.workloads.traversal.{TraversalCell, Variant}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.machine.MachineLoad
import traversalperfs.testing.{HeadlessChromium, Lanes, SvgLines}

import java.nio.file.{Files, Path, Paths}

/**
 * The comparison page's views in a headless Chromium, on cells made here (the comparison tests render pages of real
 * runs): 24 cells — three versions x two orders x four variants — one failed, two repeated (one the other's reference:
 * a verdict), four against a baseline. The default view (versions down, p50) with its plots, another view chosen
 * through the page's address, the Markdown in the default view, the lines each plot drew (read from its SVG), and a
 * screenshot that is not blank.
 */
@Tag(Lanes.Units)
class ComparisonPageTest {
  private val work = Files.createDirectories(Paths.get("target/page-test").toAbsolutePath)
  private val versions = Seq("2.2.10", "3.0.12", "5.26.30")
  private val orders = Seq("depth-first", "breadth-first")
  private val variants = Seq(Variant("framework", "none"), Variant("framework", "label"),
    Variant("framework", "label+property"), Variant("cached", "none"))

  private def latency(p50: Long): LatencyRow = {
    val samples = (1 to 200).map(i => p50 / 2 + i * p50 / 200 + (if (i > 196) p50 * 3 else 0L)).sorted
    LatencyRow("root", 200, 0, samples.sum / 200.0, p50, p50 * 3 / 2, Some(p50 * 2), Some(p50 * 3), samples.last,
      Some(p50 * 0.9), Some(1.5), Some(40.0), LatencyCurve.of(samples))
  }

  private val results: Seq[CellResult] = for {
    (version, v) <- versions.zipWithIndex
    (order, o) <- orders.zipWithIndex
    (variant, w) <- variants.zipWithIndex
  } yield {
    val cell = TraversalCell(version, ServerJvm("1g", "G1"), order, variant, again = false).cell
    val p50 = 100L * (v + 2) + 40 * o - 20 * w
    val result = CellResult(cell, 0, Some(latency(p50)), Some(300.0 + v), Map.empty,
      Some(s"cells/${cell.id}/gatling/index.html"),
      s"cells/${cell.id}/replay.log",
      CellSettings(Seq(CellSetting.Version := version, CellSetting.Order := order, CellSetting.Heap := "1g",
        CellSetting.Jvm := "Java 17.0.15") ++
        (if (version == "2.2.10") Seq(CellSetting.OutsideJava := "outside the Java 7-8 that Neo4j 2.2.10 supports")
         else Nil)),
      Some(10.0 - v))
    if (version == "3.0.12" && order == "breadth-first" && variant.strategy == "cached")
      result.copy(exitCode = 2, latency = result.latency.map(_.copy(ko = 5)),
        error = Some("wrong answer: expected 13, found 12"))
    else if (version == "5.26.30" && order == "depth-first" && w == 0)
      result.copy(repeats = Seq(latency(p50 - 30), latency(p50), latency(p50 + 50)))
    else if (version == "2.2.10" && order == "depth-first" && w == 0) // its reference, repeated too: a verdict
      result.copy(repeats = Seq(latency(p50 - 5), latency(p50), latency(p50 + 5)))
    else if (version == "5.26.30" && order == "breadth-first" && w == 1)
      result.copy(machine = Some(MachineLoad(30, 2, 0.43, Some(1.02), 2, 0, 0, 9000, Some(900), Some(950), Some(400),
          Some(42),
          List("injector saturated: Gatling used 93 % of a core", "machine saturated: 2 % of its CPU idle"))))
    else if (version == "2.2.10" && order == "breadth-first" && w == 0)
      result.copy(warmUpSettled = Some(false),
        settings = result.settings + (CellSetting.WarmUp := "not settled: pass cap of 10 passes reached"))
    else result
  }

  private val outcome = BaselineDiff.Outcome(work.resolve("baseline.json"), None,
    results.take(4).zipWithIndex.map { case (r, i) =>
      BaselineDiff.CellDelta(r.cell.id, r.cell.title,
        Seq(BaselineDiff.Delta("p50", 100, Seq(160.0, 70.0, 104.0, 98.0)(i), "ms",
            Seq(Verdict.Slower, Verdict.Faster, Verdict.Same, Verdict.Same)(i))),
        failed = false)
    }, Nil, DiffThresholds(20))

  private val run =
    ComparisonReport.RunDescription(
      ComparisonReport.WorkloadReport(
        ComparisonReport.Heading("Traversal latency, side by side", "A made-up run."), CellSettings()),
      RoundsRule(3), baseDir = work)

  private def page(): Path = {
    Files.writeString(work.resolve("index.html"), ComparisonPage.html(run, results, Nil, Some(outcome)))
    work.resolve("index.html")
  }

  private def count(text: String, in: String): Int = in.sliding(text.length).count(_ == text)

  @Test def theDefaultViewIsVersionsDownTheVariantsAcrossWithItsPlotsAndLinks(): Unit = {
    val chromium = new HeadlessChromium(work.resolve("chromium"))
    val dom = chromium.dom(page().toUri.toString)
    val pivot =
      dom.substring(dom.indexOf("<table id=\"pivot\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"pivot\">")))
    assertEquals(3, count("<th class=\"row\">", pivot), "a row per version")
    assertEquals(8, count("<th class=\"column\">", pivot), "a column per order x variant")
    assertTrue(pivot.contains("<th class=\"column\">breadth-first label+property</th>"), pivot)
    assertEquals(24, count("class=\"figure\"", pivot), "every cell's p50")
    for (r <- results) {
      assertTrue(pivot.contains(s"""href="${r.report.get}""""), s"the number links to the report of ${r.cell.title}")
      assertTrue(pivot.contains(s"""<a class="settings" href="#cell-${r.cell.id}">"""), "to the settings")
      assertTrue(dom.contains(s"""id="cell-${r.cell.id}""""), "which are on the page")
    }
    assertEquals(24, count("<a class=\"log\"", pivot))
    assertTrue(pivot.contains("FAILED: 5 of 200 requests failed: wrong answer: expected 13, found 12"),
      "the failed cell says why")
    assertEquals(1, count("<td class=\"failed\"", pivot))
    assertTrue("""405\.\d{3} \[\d{3}\.\d{3}-\d{3}\.\d{3}\]""".r.findFirstIn(pivot).isDefined,
      "the repeated cell's p50 (the geometric mean of its repeats') and its interval: " + pivot)
    assertEquals(1, count("<span class=\"unsettled\"", pivot), "the cell whose warm-up did not settle says so")
    assertTrue(pivot.contains("2.2.10 breadth-first no cache, 1g G1: its warm-up ended before latency settled"), pivot)
    assertEquals(1, count("<span class=\"saturated\"", pivot), "the saturated cell says so, the others do not")
    assertTrue(
      pivot.contains("5.26.30 breadth-first label, 1g G1: injector saturated: Gatling used 93 % of a core; machine " +
        "saturated: 2 % of its CPU idle\">saturated: injector saturated, machine saturated</span>"), pivot)
    assertEquals(8, count("<span class=\"java-outside\"", pivot),
      "the 2.2.10 row ran outside its Java: each cell says so")
    assertTrue(pivot.contains(
        "2.2.10 depth-first no cache, 1g G1: Java 17.0.15, outside the Java 7-8 that Neo4j 2.2.10 supports"), pivot)
    assertEquals(8, count("class=\"series\"", dom), "the trend: a line per variant")
    assertEquals(1, count("class=\"failed-mark\"", dom), "the failed cell crossed out")
    assertEquals(6, count("class=\"whisker\"", dom), "the repeated cells' intervals: one whisker each")
    assertEquals(3, count("class=\"curve\"", dom), "the first column's curves, ticked by default")
    assertTrue(dom.contains("class=\"delta regressed\"") && dom.contains("class=\"delta improved\""),
      "the baseline's deltas by verdict")
    assertTrue(dom.contains("p50, lab clock (ms) [95 % interval] per version, a line per order x variant"),
      "the trend's caption")
    assertTrue(dom.contains("<a id=\"view-link\" href=\"#rows=version&amp;cols=*&amp;stat=p50Micros&amp;tick="),
      "a link to this view")
    // every cell against the same cell on the first version: a column for the verdict in the table of all figures
    val figures =
      dom.substring(dom.indexOf("<table id=\"figures\">"),
        dom.indexOf("</table>", dom.indexOf("<table id=\"figures\">")))
    assertTrue(figures.contains("<th>p50 vs reference (%)</th>"), figures)
    assertEquals(8 * 5, count("<td class=\"reference\">", figures),
      "2.2.10's cells are the references (p50, p95, rate, server CPU and allocation per request)")
    assertTrue(figures.contains("<th>server CPU per request vs reference (%)</th>"), figures)
    assertTrue(
      ("<td class=\"slower\"><a [^>]*>\\+10\\d\\.\\d % \\[\\+[\\d.]+, \\+[\\d.]+\\] slower vs 2\\.2\\.10</a>").r
        .findFirstIn(figures).isDefined,
      "5.26.30 depth-first no cache: three repeats against three, twice as slow: " + figures)
    assertTrue(figures.contains("undecided (1 round: 3 give a verdict) vs 2.2.10"),
      "a cell measured once is undecided")
    assertTrue(count("<td class=\"undecided\">", figures) > 10, figures)
  }

  @Test def aFractionalStatisticsAxisReadsAsItsSteps(): Unit = {
    // the one saturated cell's injector CPU, 0.43 cores: ticks in steps of 0.1, as written
    // (3 x 0.1 is 0.30000000000000004 in floats)
    val dom = new HeadlessChromium(work.resolve("chromium")).dom(
      page().toUri.toString + "#rows=version&cols=*&stat=injectorCpu", "cores")
    val labels = """<text[^>]*>([^<]*)</text>""".r.findAllMatchIn(SvgLines.svg(dom, "trend")).map(_.group(1)).toSeq
    assertTrue(Seq("0", "0.1", "0.2", "0.3", "0.4").forall(labels.contains), labels.toString)
    assertFalse(labels.exists(_.matches("""\d*\.\d{4,}""")), labels.toString)
  }

  @Test def anotherViewIsChosenThroughTheAddress(): Unit = {
    val chromium = new HeadlessChromium(work.resolve("chromium"))
    val ticked = results.filter(_.cell.variant == "cached").take(2).map(_.cell.id)
    val dom = chromium.dom(
      page().toUri.toString + s"#rows=order&cols=version&stat=p95&filter.variant=cached&tick=${ticked.mkString(",")}",
      "view")
    val pivot =
      dom.substring(dom.indexOf("<table id=\"pivot\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"pivot\">")))
    assertEquals(2, count("<th class=\"row\">", pivot), "a row per order")
    assertEquals(versions.map(v => s"<th class=\"column\">$v</th>").mkString,
      "<th class=\"column\">[^<]*</th>".r.findAllIn(pivot).mkString)
    assertTrue(pivot.contains("order ↓ / p95 (ms)"), pivot)
    assertEquals(6, count("class=\"figure\"", pivot), "only the cached cells")
    assertTrue(
      dom.contains("<option value=\"cached\" selected=\"\">") || """id="select-filter-variant"""".r.findFirstIn(
        dom).isDefined)
    assertEquals(2, count("class=\"curve\"", dom), "the ticked cells' curves")
    assertEquals(2, count("class=\"series\"", dom), "a line per version, but 3.0.12's: its second point failed")
    assertEquals(1, count("class=\"failed-mark\"", dom))
  }

  @Test def differencesBelowZeroStayInsideThePlot(): Unit = {
    val dom =
      new HeadlessChromium(work.resolve("chromium")).dom(page().toUri.toString + "#stat=p50VsBaseline", "deltas")
    val heights = "<circle cx=\"[^\"]+\" cy=\"([^\"]+)\"".r.findAllMatchIn(dom).map(_.group(1).toDouble).toSeq
    assertEquals(4, heights.size, "the four cells compared with the baseline")
    heights.foreach(y => assertTrue(y >= 14 && y <= 340 - 60, s"a point at $y is outside the plot"))
    assertTrue(dom.contains("+60% regressed") && dom.contains("-30% improved"), "the deltas' bars say their verdict")
  }

  @Test def theMarkdownIsTheDefaultViewAStatisticATable(): Unit = {
    val markdown = ComparisonReport.markdown(results, Nil, Some(outcome), run)
    assertTrue(
      markdown.contains(
        "## p50 (ms)\n\n| version | depth-first no cache | depth-first label | depth-first label+property | " +
          "depth-first cached | breadth-first no cache |"), markdown)
    assertTrue(markdown.contains("| 5.26.30 | 400 (370-450) |"), markdown)
    assertTrue(
      markdown.indexOf("## p50, lab clock (ms) [95 % interval]") < markdown.indexOf("## p50 vs reference (%)") &&
        markdown.indexOf("## p50 vs reference (%)") < markdown.indexOf("## p50 (ms)"),
      "the headline, its verdicts, then the rest")
    assertTrue("""\| 5\.26\.30 \| 405\.\d{3} \[\d{3}\.\d{3}-\d{3}\.\d{3}\] \|""".r.findFirstIn(markdown).isDefined,
      markdown)
    assertTrue(markdown.contains(ComparisonReport.IntervalNote), "what an interval and a verdict are")
    assertTrue(markdown.contains(" **FAILED** |"), markdown)
    assertTrue(markdown.contains(
        "- **FAILED** 3.0.12 breadth-first cached, 1g G1: 5 of 200 requests failed: wrong answer"), markdown)
    assertTrue(markdown.contains("## p50 vs baseline (%)"), markdown)
    assertTrue(
      markdown.contains("- **saturated** 5.26.30 breadth-first label, 1g G1: injector saturated: Gatling used 93 % " +
        "of a core; machine saturated: 2 % of its CPU idle"), markdown)
    assertTrue(markdown.contains("## injector CPU (cores)") && markdown.contains("## machine idle (%)"), markdown)
    assertTrue(
      markdown.contains("- **warm-up not settled** 2.2.10 breadth-first no cache, 1g G1: not settled: pass cap of 10 " +
        "passes reached; its figures may include a server still warming up"), markdown)
    assertEquals(1,
      count("- **Java outside support** Neo4j 2.2.10 ran on Java 17.0.15, outside the Java 7-8 that Neo4j " +
          "2.2.10 supports", markdown), markdown)
  }

  @Test def aFailedCellSaysWhyInOneLine(): Unit = {
    val failed = results.find(!_.passed).get
    assertEquals(Some("5 of 200 requests failed: wrong answer: expected 13, found 12"), failed.why)
    assertEquals(Some("nothing measured (exit 1)"), failed.copy(exitCode = 1, latency = None, error = None).why)
  }

  @Test def thePlotsDrawWhatTheCellsSayAndTheScreenshotIsNotBlank(): Unit = {
    val chromium = new HeadlessChromium(work.resolve("chromium"))
    val dom = chromium.dom(page().toUri.toString, "drawn")
    val trend = SvgLines.svg(dom, "trend")
    val series = SvgLines.of(trend, "series")
    assertEquals(SvgLines.Palette.take(8), series.map(_.stroke), "a line per column, in the palette's order")
    // 3.0.12 breadth-first cached failed: its line joins the two versions that passed
    assertEquals(Seq(3, 3, 3, 3, 3, 3, 3, 2), series.map(_.points.size))
    assertEquals(Seq("depth-first no cache", "depth-first label"), SvgLines.legend(trend).take(2))
    assertEquals(SvgLines.Palette.take(3), SvgLines.of(SvgLines.svg(dom, "curves"), "curve").map(_.stroke))
    assertTrue(SvgLines.FailedCellStyle.findFirstIn(dom).isDefined && dom.contains("<td class=\"failed\""),
      "the failed cell red")
    val colours = HeadlessChromium.colours(chromium.screenshot(page().toUri.toString, "page"))
    assertTrue(colours.size > 20, s"a blank page: ${colours.size} colours")
  }
}
