package traversalperfs.figures

import traversalperfs.testing.Arg
import traversalperfs.workloads.traversal.TraversalParameters
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.server.{Directories, Stores}
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.measure.LatencyMicros
import traversalperfs.tree.TreeKey
import traversalperfs.testing.{HeadlessChromium, Lanes}
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
 * The figures users act on, for real on Neo4j 3.0.12 with a small tree: a comparison's capacity search against a server
 * of known capacity (the extension's test-only `test.delay`: one traversal at a time, 20 ms each, so 50 requests/s), a
 * wrong answer ending a capacity search as a failure, an A/A comparison (3.0.12 against itself) repeated three times,
 * interleaved, with its intervals and verdicts in comparison.json, comparison.md and the page (which verdict a real run
 * gets is the machine's business: only that each cell has one, in words, is asserted), then rerun without its A/A side
 * with every traversal slowed against it as a baseline (its rounds made synthetic: flagged, the command red; the
 * baseline's A/A side left out as a control), and the diff command on its own (flagged; settings that differ refused,
 * saying which). It runs in the child runs' lane, beside the classes that talk to their own server: nothing it asserts
 * needs a quiet machine (the capacity's bound is the server's, a busy machine may only lower the rate held). Run alone,
 * as it was until 2026-11-27, the other thread had nothing to do for its 270 s.
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class FiguresEndToEndTest {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = Files.createDirectories(baseDir.resolve("target/figures-test"))
  private val tree = TreeKey(depth = 2, fanout = 3, seed = 995)
  private val csv = work.resolve("expected-counts.csv")
  private val baseline = work.resolve("baseline.json")
  private val report = baseDir.resolve("target/comparison")
  private val small = Seq(Arg(TraversalParameters.Depth, s"${tree.depth}"),
    Arg(TraversalParameters.Fanout, s"${tree.fanout}"), Arg(TraversalParameters.Seed, s"${tree.seed}"),
    Arg(TraversalParameters.Starts, "1"),
    Arg(TraversalParameters.Scope, "root"), Arg(TraversalParameters.Orders, "depth-first"),
    Arg(TraversalParameters.Caches, "none"), Arg(P.Warmup, "1"), Arg(P.Heap, "512m"), Arg(P.PageCache, "32m"),
    Arg(TraversalParameters.Csv, s"$csv"))
  // three rounds and no more (no budget): the adaptive rule's words are asserted, never which verdict it reached; a
  // second of load a round (a cell's fixed cost, its child run and its server's start, is some 15 s of the 20)
  private val comparison =
    small ++ Seq(Arg(P.CompareVersions, "3.0.12"), Arg(P.Duration, "1"), Arg(P.CompareRepeat, "3"),
      Arg(P.CompareBudget, "0"))

  private def run(name: String, arguments: Seq[String], goals: Seq[String] = MavenRun.GatlingOnWhatIsBuilt)
      : ChildProcess = {
    val run = MavenRun.start(baseDir, work, name, arguments, goals)
    run.exitCode(timeoutMinutes = 10)
    run
  }

  private def compare(name: String, extra: String*): ChildProcess =
    run(name, comparison ++ extra, MavenRun.commandOnWhatIsBuilt("compare"))

  private def summary = JsonMethods.parse(Files.readString(report.resolve("comparison.json")))

  @AfterAll def removeTheStore(): Unit = Directories.deleteRecursively(Stores.of(baseDir, "3.0.12", tree.directoryName))

  @Test @Order(1) def aCapacitySearchFindsTheKnownCapacityPerCellAndEndsByItself(): Unit = {
    Files.deleteIfExists(csv)
    val search = run("capacity",
      small ++ Seq(Arg(P.CompareVersions, "3.0.12"), Arg(P.CompareRepeat, "1"), Arg(P.TestDelay, "20"),
        Arg(P.Slo, "p95<100ms"),
        Arg(P.Rate, "10"), Arg(P.CapacityStep, "10"), Arg(P.CapacityMax, "150"), Arg(P.CapacityLevel, "3")),
      MavenRun.commandOnWhatIsBuilt("compare"))
    assertEquals(0, search.process.exitValue(), search.tail)
    val cell = (summary \ "cells").children.head
    val capacity = cell \ "capacity"
    val levels = (capacity \ "levels").children
    val held = (capacity \ "heldPerSecond").extract[Double]
    val broke = levels.find(l => !(l \ "held").extract[Boolean]).get
    // the server answers 50 requests/s at most: 60/s cannot hold (its queue grows 10 a second, 200 ms each); on a
    // quiet machine 20/s and below hold (20 ms each), a busy one may break sooner: the first level held is asserted
    assertTrue(held >= 10 && held <= 50, s"held $held: ${search.tail}")
    assertEquals(held + 10, (broke \ "offeredPerSecond").extract[Double], 0.01)
    // the run stops once a level's slow answers pass the objective's allowance; those answers come back late, so the
    // next level's first arrivals may already be out: that level is cut short and says so, and none runs after it
    val after = levels.dropWhile(_ != broke).tail
    assertTrue(after.size <= 1, s"${after.size} levels run after the one that broke: $levels")
    for (level <- after)
      assertTrue(!(level \ "held").extract[Boolean] && (level \ "why").extract[String].contains("run stopped"),
        level.toString)
    // 15 levels of 3 s were offered: the search ended by itself after the first level that broke (what the search
    // decided, not how long the machine took: a busy machine once made the wall clock 135 s for the same levels)
    assertTrue(levels.size < 15, s"${levels.size} levels of the 15 offered")
    for (level <- levels.takeWhile(l => (l \ "held").extract[Boolean]))
      assertTrue((level \ "percentileMillis").extract[Long] < 100, level.toString)
    // each level's arrivals audited against their schedule (how punctual is the machine's business: not asserted)
    for (level <- levels) assertTrue((level \ "onTimePercent").extractOpt[Double].isDefined, level.toString)
    assertTrue(
      Files.readString(report.resolve("comparison.md")).contains(
        f"## rate held (req/s)\n\n| version | depth-first no cache |\n|---|---|\n| 3.0.12 | $held%.1f p95<100ms |"),
      Files.readString(report.resolve("comparison.md")))
    val log = Files.readString(report.resolve((cell \ "log").extract[String]))
    assertTrue(log.contains(f"[traversal-perfs] capacity: $held%.1f requests/s held p95<100ms"), log)
    assertTrue(log.contains("BROKE"), log)
    // the server and the lab stayed up: the server's heap was read after the overload, the report was written
    assertTrue(log.contains("server heap after GC"), log)
    assertTrue((cell \ "report").extractOpt[String].isDefined, "the cell's Gatling report")
  }

  @Test @Order(2) def aWrongAnswerEndsACapacitySearchAsAFailure(): Unit = {
    val tampered = work.resolve("tampered.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    val root = lines.indexWhere(_.contains(",root,depth-first,none,"))
    val cells = lines(root).split(",", -1)
    Files.write(tampered, lines.updated(root, (cells.init :+ (cells.last.toLong + 1).toString).mkString(",")).asJava)
    val search = run("capacity-wrong",
      small.filterNot(_.startsWith(Arg(TraversalParameters.Csv, ""))) ++ Seq(Arg(TraversalParameters.Csv, s"$tampered"),
        "-Dgatling.simulationClass=traversalperfs.simulations.traversal.TraversalReplaySimulation",
        Arg(P.Slo, "p95<1000ms"), Arg(P.Rate, "10"), Arg(P.CapacityLevel, "2")))
    assertNotEquals(0, search.process.exitValue(), search.tail)
    assertTrue(search.output.contains(
        s"wrong answer: root depth-first from '': expected ${cells.last.toLong + 1}, found ${cells.last}"),
      search.tail)
  }

  @Test @Order(3) def anAaComparisonRepeatedInterleavedGivesIntervalsAndVerdicts(): Unit = {
    val first = compare("repeated", Arg(P.CompareAa, "true"), Arg(P.ComparePlant, "5"))
    assertEquals(0, first.process.exitValue(), first.tail)
    assertTrue(first.output.contains("a difference planted on the second side (compare.plant: each request delayed " +
        "by 5.0 % of its own time)"), first.tail)
    // interleaved, every other round backwards: A B, B A, A B
    val starts = ("""Neo4j 3\.0\.12 \(512m, G1\) at [^ ]+ on [^\n]*?(the A/A run's second side[^\n]*)?, """ +
      """round (\d) of at least 3""").r
      .findAllMatchIn(first.output).map(m => (Option(m.group(1)).isDefined, m.group(2).toInt)).toSeq
    assertEquals(Seq(false -> 1, true -> 1, true -> 2, false -> 2, false -> 3, true -> 3), starts, first.tail)
    assertTrue(first.output.contains("each version against itself (A/A: compare.aa)"), first.tail)
    assertTrue((summary \ "repeatOrder").extract[String].startsWith("interleaved"), summary.toString)
    assertTrue((summary \ "statistics" \ "method").extract[String].contains("Student t"))
    val cells = (summary \ "cells").children
    assertEquals(Seq("3.0.12", "3.0.12 again"), cells.map(c => (c \ "axes" \ "version").extract[String]))
    for (cell <- cells) {
      assertEquals(3, (cell \ "repeats").children.size)
      assertEquals(3, (cell \ "repeatRates").children.size)
      val p50 = cell \ "intervals" \ "p50"
      assertTrue((p50 \ "low").extract[Double] <= (p50 \ "point").extract[Double] &&
          (p50 \ "point").extract[Double] <= (p50 \ "high").extract[Double], p50.toString)
      for (key <- Seq("java", "cores", "memory", "os", "lab"))
        assertTrue((summary \ "environment" \ key).extractOpt[String].nonEmpty, key)
    }
    // the second side against the first: a ratio, its interval and one of the three verdicts (3 repeats each)
    val verdict = cells(1) \ "verdicts" \ "p50"
    assertEquals(cells.head \ "id", verdict \ "reference")
    assertTrue(Seq("slower", "faster", "same", "undecided").contains((verdict \ "verdict").extract[String]),
      verdict.toString)
    assertEquals(0.95, (verdict \ "confidence").extract[Double], "no budget: one look, at 95 %")
    assertEquals((3, 0, 5.0), ((summary \ "rounds").extract[Int], (summary \ "budgetMinutes").extract[Int],
        (summary \ "plantPercent").extract[Double]))
    // the companion noise moves less: the server's CPU per request, its own interval and verdict
    val cpu = cells(1) \ "verdicts" \ "cpu"
    assertTrue(Seq("slower", "faster", "same", "undecided").contains((cpu \ "verdict").extract[String]), cpu.toString)
    assertEquals(3, (cells(1) \ "repeatCpuMs").children.size, cells(1).toString)
    // after the third round the rule stops (no budget), every difference decided or those open named
    assertTrue(
      ("""\[traversal-perfs\] after round 3: (every p50 difference decided \(1\): no more rounds|1 p50 difference """ +
        """still open: 3\.0\.12 again depth-first no cache, 512m G1 [^\n]* undecided \([^\n]*\); no more rounds: """ +
        """another round \(about [\d.]+ min\) would not fit in compare\.budget \(0 min)""").r
        .findFirstIn(first.output).isDefined, first.tail)
    assertTrue((verdict \ "low").extract[Double] <= (verdict \ "ratio").extract[Double], verdict.toString)
    assertEquals(JNothing, cells.head \ "verdicts" \ "p50", "the reference has none")
    val markdown = Files.readString(report.resolve("comparison.md"))
    assertTrue(
      ("""## p50 vs reference \(%\)\n\n\| version \| depth-first no cache \|\n\|---\|---\|\n""" +
        """\| 3\.0\.12 \| reference \|\n""" +
        """\| 3\.0\.12 again \| [+-]\d+\.\d % \[[+-]\d+\.\d, [+-]\d+\.\d\] """ +
        """(slower|faster|same \(within ±5 %\)|undecided \([^)]*\)) vs 3\.0\.12 \|""").r
        .findFirstIn(markdown).isDefined, markdown)
    assertTrue(markdown.contains("## p50, lab clock (ms) [95 % interval]"), markdown)
    assertTrue(markdown.contains("Rounds: 3 (at least 3, no budget)."), markdown)
    // the noise by its source, each cell's three starts: the table and the plot of each start's p50
    assertTrue("""\| 3\.0\.12 again depth-first no cache, 512m G1 \| 3 \| ±[\d.]+ % \| ±[\d.]+ % \|""".r
        .findFirstIn(markdown).isDefined, markdown)
    assertEquals(2, (summary \ "noise").children.size, (summary \ "noise").toString)
    assertEquals(6, "<circle ".r.findAllIn(Files.readString(report.resolve("noise.svg"))).size, "a dot per start")
    // the page, as a browser builds it: the verdict's column, its class one of the verdicts'
    val dom = new HeadlessChromium(work.resolve("chromium")).dom(report.resolve("index.html").toUri.toString)
    val figures =
      dom.substring(dom.indexOf("<table id=\"figures\">"),
        dom.indexOf("</table>", dom.indexOf("<table id=\"figures\">")))
    assertTrue(figures.contains("<th>p50 vs reference (%)</th>") && figures.contains("<td class=\"reference\">"),
      figures)
    assertTrue(
      """<td class="(slower|faster|same|undecided)"><a [^>]*>[+-]\d+\.\d % \[""".r.findFirstIn(figures).isDefined,
      figures)
    assertTrue(dom.contains("<option value=\"p50Verdict\""), "the pivot offers the verdict")
    Files.writeString(baseline, JsonMethods.compact(JsonMethods.render(tight(summary))))
  }

  /**
   * The A/A run as a baseline, its first side's rounds made synthetic (each round 35 requests of 1 ms, give or take 1
   * %): its real rounds are where a busy machine put them (once 0.3 to 7 ms, from which no slowing can be told), and
   * the reruns below must be flagged for the 50 ms their servers add, not for where those rounds fell.
   */
  private def tight(comparison: JValue): JValue = {
    val cells = (comparison \ "cells").children
    val rounds = (cells.head \ "repeats").children.zip(Seq(1000L, 1010L, 990L)).map { case (round, micros) =>
      round.replace(List("micros"), Extraction.decompose(LatencyMicros.of(Seq.fill(35)(micros)).get))
    }
    assertEquals(3, rounds.size, "the A/A run's three rounds")
    comparison.replace(List("cells"), JArray(cells.head.replace(List("repeats"), JArray(rounds)) :: cells.tail))
  }

  @Test @Order(5) def aSlowedRerunIsFlaggedAndTurnsTheCommandRed(): Unit = {
    // 50 ms more on 1 ms, three repeats against three: slower by the comparison's own test; the rerun has no A/A
    // side, the baseline's is a control the diff leaves out (said)
    val slowed =
      compare("slowed", Arg(P.CompareBaseline, s"$baseline"), Arg(P.DiffThreshold, "50"), Arg(P.TestDelay, "50"))
    assertNotEquals(0, slowed.process.exitValue(), slowed.tail)
    assertTrue(slowed.output.contains(
        "note: the baseline's 1 A/A second side(s) (compare.aa) are a control of the noise: not compared"),
      slowed.tail)
    assertTrue(
      ("""\[traversal-perfs\] REGRESSED 3\.0\.12 depth-first no cache, 512m G1: """ +
        """p50 [\d.]+ → [\d.]+ ms, ratio [\d.]+ """ +
        """\[[\d.]+, [\d.]+\] \(\+[\d.]+ % \[[^\]]+\] slower\): regressed""").r.findFirstIn(slowed.output).isDefined,
      slowed.tail)
    assertTrue(slowed.output.contains("BUILD FAILURE") && slowed.output.contains("regressed against the baseline"),
      slowed.tail)
    assertTrue(Files.readString(report.resolve("index.html")).contains("class=\"regressed\""),
      "the delta is marked on the page")
    assertTrue(Files.readString(report.resolve("baseline-diff.md")).contains("**regressed**"))
    // why: the extension did the same work (the test's delay is a sleep), so the same work got slower
    assertTrue(
      """REGRESSED 3\.0\.12 depth-first no cache, 512m G1: p50 [^\n]*; nodes visited unchanged \(\d+\)""".r
        .findFirstIn(slowed.output).isDefined, slowed.tail)
    assertTrue(Files.readString(report.resolve("baseline-diff.md")).contains("nodes visited unchanged"))
  }

  @Test @Order(6) def theDiffCommandFlagsARegressionAndRefusesRunsThatDiffer(): Unit = {
    // the slowed run's summary against the baseline, by the diff command alone (no server)
    val diff = run("diff", Seq(Arg(P.Baseline, s"$baseline"), Arg(P.DiffThreshold, "50")),
      MavenRun.commandOnWhatIsBuilt("diff"))
    assertNotEquals(0, diff.process.exitValue(), diff.tail)
    assertTrue(diff.output.contains("REGRESSED 3.0.12 depth-first no cache"), diff.tail)
    assertTrue(diff.output.contains("note: the run's servers had test.delay=50 ms"), diff.tail)

    // a baseline with another warm-up is refused: the diff says which setting differs
    val other = work.resolve("other-warmup.json")
    Files.writeString(other, Files.readString(baseline).replace("\"warmupSeconds\":\"1\"", "\"warmupSeconds\":\"5\""))
    val refused = run("diff-refused", Seq(Arg(P.Baseline, s"$other")), MavenRun.commandOnWhatIsBuilt("diff"))
    assertNotEquals(0, refused.process.exitValue(), refused.tail)
    assertTrue(
      refused.output.contains("not compared: their settings differ: settings.warmupSeconds: baseline 5, run 1"),
      refused.tail)
  }
}
