package traversalperfs.comparison

import traversalperfs.testing.Arg
import traversalperfs.workloads.traversal.TraversalParameters
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.server.{Directories, Stores}
import traversalperfs.figures.ComparisonPage
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.tree.TreeKey
import traversalperfs.testing.{HeadlessChromium, Lanes, SvgLines}
import org.junit.jupiter.api.parallel.ResourceLock
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Tag, Test, TestInstance, TestMethodOrder}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * The comparison command for real (`./mvnw -B -Pcompare verify -DskipTests`), small: two versions side by side, a small
 * tree, seconds per cell, a cache cell before a no-cache one (each must start from empty caches). Then the same with a
 * wrong expected count for one version: that cell and the command turn red. Finally a headless Chromium shows that
 * run's page: the failed cell red saying why, its links, its plots.
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class ComparisonEndToEndTest {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = Files.createDirectories(baseDir.resolve("target/comparison-test"))
  private val csv = work.resolve("expected-counts.csv")
  private val report = baseDir.resolve("target/comparison")
  private val small = Seq(Arg(TraversalParameters.Depth, "2"), Arg(TraversalParameters.Fanout, "3"),
    Arg(TraversalParameters.Seed, "994"), Arg(TraversalParameters.Starts, "2"), Arg(P.CompareVersions, "2.3.12,3.0.12"),
    Arg(TraversalParameters.Orders, "depth-first"), Arg(TraversalParameters.Caches, "label+property,none"),
    Arg(P.Warmup, "1"), Arg(P.Duration, "1"), Arg(P.Heap, "512m"),
    Arg(P.PageCache, "32m"),
    Arg(P.CompareRepeat, "1"), Arg(P.CompareBudget, "0"),
    Arg(TraversalParameters.Csv, s"$csv"))

  private def compare(name: String, extra: String*): ChildProcess = {
    val run = MavenRun.start(baseDir, work, name, small ++ extra, goals = MavenRun.commandOnWhatIsBuilt("compare"))
    run.exitCode(timeoutMinutes = 15)
    run
  }

  @AfterAll def removeTheStores(): Unit =
    for (version <- Seq("2.3.12", "3.0.12"))
      Directories.deleteRecursively(Stores.of(baseDir, version, TreeKey(2, 3, 994).directoryName))

  private def json = JsonMethods.parse(Files.readString(report.resolve("comparison.json")))

  @Test @Order(1) def theVersionsRunSideBySideIntoOneVerifiedReport(): Unit = {
    Files.deleteIfExists(csv)
    val run = compare("compare")
    assertEquals(0, run.process.exitValue(), run.tail)
    assertTrue(Files.exists(csv), "the counts were recorded once")
    assertEquals(true, (json \ "passed").extract[Boolean])
    val cells = (json \ "cells").children
    assertEquals(Seq("2.3.12", "2.3.12", "3.0.12", "3.0.12"),
      cells.map(c => (c \ "settings" \ "version").extract[String]))
    assertEquals(Seq("label+property", "none", "label+property", "none"),
      cells.map(c => (c \ "settings" \ "cache").extract[String]))
    // each version's label+property cell fills the caches; the no-cache cell after it on the same server finds them
    // there before its replay's clear (read then), and starts empty after it
    for (after <- Seq(cells(1), cells(3)))
      assertTrue((after \ "cacheEntriesLeft").extract[Long] > 0,
        s"entries left by the label+property cell before: $after")
    for (cell <- cells) {
      assertEquals(0L, (cell \ "cacheEntriesAtStart").extract[Long], s"the replay emptied the caches: $cell")
      assertTrue((cell \ "settings" \ "warmUp").extract[String].nonEmpty, cell.toString)
      assertTrue((cell \ "latencyMillis" \ "requests").extract[Int] > 0, cell.toString)
      assertEquals(0, (cell \ "latencyMillis" \ "ko").extract[Int])
      assertTrue((cell \ "workingSetMb").extract[Double] > 0, s"working set of $cell")
      assertTrue(Files.exists(report.resolve((cell \ "report").extract[String])), s"no Gatling report for $cell")
      // the extension's own work in the slot a Cypher query's plan takes: nodes visited and its store reads
      assertTrue((cell \ "work" \ "nodesVisited").extract[Double] > 0, cell.toString)
      assertTrue((cell \ "work" \ "calls").extract[Map[String, Double]].nonEmpty, cell.toString)
    }
    val markdown = Files.readString(report.resolve("comparison.md"))
    // a table per statistic, versions down, the caches across (the order is the same for all: said once above)
    assertTrue(markdown.contains("Every cell: order depth-first, heap 512m, gc G1."), markdown)
    for (table <- Seq("## p50 (ms)", "## working set (MB)", "## garbage per request (MB)", "## client - server (ms)"))
      assertTrue(markdown.contains(s"$table\n\n| version | label+property | no cache |"), s"$table in\n$markdown")
    // the caches' effect in the extension's own counts: with label+property, no label or property read reaches Neo4j
    for (v <- Seq("2.3.12", "3.0.12")) {
      assertTrue(
        (s"""\\| $v depth-first label\\+property, 512m G1 \\| [^\\n]* \\| \\d+ \\| """ +
          s"""getLabels 0, getProperty 0, getRelationships \\d+, hasLabel 0 \\| - \\|""").r
          .findFirstIn(markdown).isDefined, markdown)
      assertTrue(
        (s"""\\| $v depth-first no cache, 512m G1 \\| [^\\n]* \\| """ +
          s"""[^|]*getProperty [1-9]\\d*, getRelationships \\d+, hasLabel [1-9]\\d* \\| - \\|""").r
          .findFirstIn(markdown).isDefined, markdown)
    }
    // one round: each cell's p50 has an interval (from its requests), and a difference is undecided, said so
    assertTrue(
      run.output.contains("1 round at least (interleaved: each round over every version, every other round " +
        "backwards (A B, B A, A B …), servers restarted each time), no more (compare.budget=0): no verdicts " +
        "(3 rounds give one)"),
      run.tail)
    assertTrue(
      ("""\[traversal-perfs\] after round 1: \d+ p50 differences? still open: [^\n]*undecided \(1 round: 3 """ +
        """give a verdict\)[^\n]*; no more rounds: another round""").r.findFirstIn(run.output).isDefined, run.tail)
    assertTrue(markdown.contains("## p50 vs reference (%)") && markdown.contains(
        "undecided (1 round: 3 give a verdict) vs 2.3.12"), markdown)
    assertTrue(markdown.contains("## p50, lab clock (ms) [95 % interval]"), markdown)
    assertTrue(run.output.contains("comparison report: "), run.tail)
    assertTrue(run.output.contains("BUILD SUCCESS"), "the command ends the way Maven does: " + run.tail)
  }

  @Test @Order(2) def aWrongCountForOneVersionTurnsItsCellAndTheCommandRed(): Unit = {
    val tampered = work.resolve("tampered.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    val root = lines.indexWhere(_.contains(",root,depth-first,none,"))
    val cells = lines(root).split(",", -1)
    Files.write(tampered, lines.updated(root, (cells.init :+ (cells.last.toLong + 1).toString).mkString(",")).asJava)

    val run = compare("compare-tampered", s"-Dcsv.3.0.12=$tampered",
      Arg(TraversalParameters.Caches, "none")) // one cell per version is enough
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertEquals(false, (json \ "passed").extract[Boolean])
    val byVersion = (json \ "cells").children.map(c =>
      (c \ "settings" \ "version").extract[String] -> (c \ "passed").extract[Boolean]).toMap
    assertEquals(Map("2.3.12" -> true, "3.0.12" -> false), byVersion)
    val disagreement = (json \ "disagreements").extract[List[String]]
    assertTrue(
      disagreement.exists(d => d.contains("Neo4j 3.0.12") && d.contains("start 'root'")), disagreement.toString)
    assertTrue(Files.readString(report.resolve("index.html")).contains("FAILED"))
    assertTrue(run.output.contains("BUILD FAILURE") && run.output.contains("the comparison failed: "), run.tail)
  }

  @Test @Order(3) def theFailedRunsPageShowsTheRedCellAndWhyWithItsPlotsInAHeadlessBrowser(): Unit = {
    val failed = (json \ "cells").children.find(c => !(c \ "passed").extract[Boolean]).get
    val why = (failed \ "why").extract[String]
    assertTrue(why.contains("requests failed"), why)
    val chromium = new HeadlessChromium(work.resolve("chromium"))
    val page = report.resolve("index.html").toUri.toString
    val dom = chromium.dom(page)
    val pivot =
      dom.substring(dom.indexOf("<table id=\"pivot\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"pivot\">")))
    assertEquals(Seq("2.3.12", "3.0.12"),
      "<th class=\"row\">([^<]*)</th>".r.findAllMatchIn(pivot).map(_.group(1)).toSeq,
      "versions down")
    assertTrue(pivot.contains("<td class=\"failed\" data-cell=\"neo4j-3.0.12-"), "the failed cell is red")
    assertTrue(pivot.contains("FAILED: " + ComparisonPage.escape(why)), s"and says why: $why")
    // every number, log and settings link leads somewhere: the Gatling reports and logs the run kept, the cells'
    // entries
    val links = "<a class=\"(figure|log)\" href=\"([^\"]+)\"".r.findAllMatchIn(pivot).map(_.group(2)).toSeq
    assertEquals(4, links.size, pivot)
    links.foreach(link => assertTrue(Files.isRegularFile(report.resolve(link)), s"$link exists"))
    for (cell <- (json \ "cells").children.map(c => (c \ "id").extract[String]))
      assertTrue(pivot.contains(s"href=\"#cell-$cell\"") && dom.contains(s"id=\"cell-$cell\""),
        s"the settings of $cell")
    assertTrue(dom.contains("class=\"failed-mark\""), "the trend crosses the failed cell out")
    assertEquals(1, "class=\"curve\"".r.findAllIn(dom).size,
      "2.3.12's curve ticked by default; the failed cell answered nothing")
    assertTrue(
      pivot.contains(
        "<a class=\"figure\" href=\"cells/neo4j-3.0.12-") && "<a class=\"figure\"[^>]*>-</a>".r.findFirstIn(
        pivot).isDefined,
      "no p50 for a cell whose every answer was wrong")

    val curves = SvgLines.of(SvgLines.svg(dom, "curves"), "curve")
    assertEquals(Seq(SvgLines.Palette.head), curves.map(_.stroke), "2.3.12's curve, in the palette's first colour")
    assertTrue(curves.head.points.size >= 2, s"through its percentiles: ${curves.head}")
    assertTrue(SvgLines.FailedCellStyle.findFirstIn(dom).isDefined, "the page's style paints a failed cell red")
    val colours = HeadlessChromium.colours(chromium.screenshot(page, "failed-run"))
    assertTrue(colours.size > 20, s"a blank page: ${colours.size} colours")
  }
}
