package traversalperfs.tests.units

import traversalperfs.measure.{CapacityResult, CapacitySearch, LatencyMicros, LatencyRow, LoadModel, Slo}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.workloads.traversal.TraversalSettings

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import traversalperfs.figures.{BaselineDiff, ComparisonSummary, DiffThresholds, Spread}

import java.nio.file.Path

/**
 * The figures' arithmetic, in process: the load parameters, a capacity search's levels and verdict, the spread of
 * repeats, and the baseline diff's verdicts and refusals on hand-made summaries.
 */
class FiguresUnitsTest {
  private def refused(f: => Any): String = assertThrows(classOf[UserError], () => { f; () }).getMessage

  @Test def theLoadParametersAndTheirRefusals(): Unit = {
    assertEquals(LoadModel.Closed.copy(), LoadModel.load(Parameters.of()))
    assertEquals(Some(25.0), LoadModel.load(Parameters.of("rate" -> "25")).rate)
    val search = LoadModel.load(Parameters.of("slo" -> "p95 < 250ms", "rate" -> "10", "capacity.step" -> "5",
        "capacity.max" -> "30"))
    assertEquals(Some(Slo(95, 250)), search.slo)
    assertEquals(Seq(10.0, 15.0, 20.0, 25.0, 30.0), search.levels)
    assertEquals(20, LoadModel.load(Parameters.of("slo" -> "p99<1000ms", "capacity.level" -> "10")).levels.size,
      "from 10/s by 10/s, twenty levels unless capacity.max says otherwise")
    assertTrue(refused(Slo.parse("p97<10ms")).contains("slo must look like p95<1000ms"))
    assertTrue(refused(Slo.parse("p95>10ms")).contains("got 'p95>10ms'"))
    assertTrue(refused(LoadModel.load(Parameters.of("rate" -> "0"))).contains(
        "rate must be a number of requests per second above 0"))
    assertTrue(refused(LoadModel.load(Parameters.of("slo" -> "p95<100ms", "rate" -> "2", "capacity.level" -> "5")))
        .contains(
          "a capacity level must offer at least 20 requests for a 95th percentile: rate x capacity.level is 10"))
    assertTrue(refused(LoadModel.load(Parameters.of("slo" -> "p95<100ms", "rate" -> "20", "capacity.max" -> "10")))
        .contains("capacity.max (10.0) must be at least rate (20.0)"))
  }

  @Test def theLoadIsWrittenBackAsArgumentsThatReadBackTheSame(): Unit = {
    val asked = Parameters.of("slo" -> "p90<300ms", "rate" -> "5", "capacity.step" -> "2.5", "capacity.max" -> "20",
      "capacity.level" -> "8", "test.delay" -> "7")
    val settings = TraversalSettings.load(asked)
    val written = settings.arguments().map(_.stripPrefix("-D").split("=", 2)).map(a => a(0) -> a(1))
    val again = TraversalSettings.load(Parameters.of(written: _*))
    assertEquals(settings.lab.load, again.lab.load)
    assertEquals(7, again.lab.testDelayMillis)
    assertEquals(Seq("-XX:+AlwaysPreTouch", "-XX:+UseTransparentHugePages", "-Dtraversalperfs.test.delayMillis=7"),
      again.lab.serverOptions, "neo4j.jvm's default, then the tests' delay")
    val none = TraversalSettings.load(Parameters.of("neo4j.jvm" -> "none")).lab.serverOptions
    assertEquals(Nil, none, "none: the servers get no option of the lab's")
  }

  @Test def aCapacitySearchBreaksAsSoonAsALevelCannotKeepItsObjective(): Unit = {
    val load = LoadModel(Some(10), Some(Slo(95, 100)), 10, 40, 2)
    val search = new CapacitySearch(load)
    val t0 = 1000000L
    search.arrived(t0)
    (0 until 20).foreach(i => search.record(t0 + i * 100, 20, ok = true)) // level 10/s: 20 requests
    (0 until 40).foreach(i => search.record(t0 + 2000 + i * 50, 30, ok = true)) // level 20/s: 40 requests
    assertFalse(search.broken)
    // level 30/s offers 60 requests: 5% of them (3) may be slow; the fourth breaks it whatever comes next
    (0 until 3).foreach(i => search.record(t0 + 4000 + i * 30, 150, ok = true))
    assertFalse(search.broken)
    search.record(t0 + 4200, 0, ok = false)
    assertTrue(search.broken)
    val result = search.result
    assertEquals(Some(20.0), result.heldPerSecond)
    assertTrue(result.broke)
    assertEquals(Seq(true, true, false), result.levels.map(_.held))
    assertEquals("1 KO", result.levels(2).why)
    assertEquals("20.0 requests/s held p95<100ms (30.0/s broke it)", result.describe)
  }

  @Test def aSpreadIsTheMedianAndRangeOfTheRuns(): Unit = {
    assertEquals(Some(Spread(12, 10, 30, 3)), Spread.of(Seq(30, 10, 12)))
    assertEquals(Some(Spread(11, 10, 12, 2)), Spread.of(Seq(12, 10)))
    assertTrue(Spread(12, 10, 30, 3).overlaps(Spread(29, 29, 40, 3)))
    assertFalse(Spread(12, 10, 30, 3).overlaps(Spread(35, 31, 40, 3)))
    assertEquals("12 (10-30)", Spread(12, 10, 30, 3).shown)
    assertEquals("12", Spread(12, 12, 12, 1).shown)
  }

  /**
   * A comparison summary of one cell as a comparison writes it: each repeat's latencies with its lab-clock histogram
   * (what the diff reads), 400 requests around the repeat's p50 (±2 %: little noise), p95 twice the p50.
   */
  private def summary(p50s: Seq[Int], warmup: String = "10", heap: String = "4g", passed: Boolean = true,
                      held: Option[Double] = None, id: String = "cell-a",
                      jvm: String = "Java 17.0.15"): ComparisonSummary = {
    val random = new scala.util.Random(p50s.sum)
    val repeats = p50s.map { p50 =>
      val micros = (1 to 400).map(i => (p50 * 1000 * (if (i > 380) 2.0 else 0.98 + 0.04 * random.nextDouble())).toLong)
      val summary = LatencyMicros.of(micros).get
      LatencyRow("root", 400, 0, summary.mean / 1000, summary.p50 / 1000, summary.p90 / 1000, Some(p50 * 2L),
        Some(p50 * 2L),
        summary.max / 1000, None, None, None, micros = Some(summary))
    }
    val cell = ComparisonSummary.Cell(id, "3.0.12 cell", passed = passed, exitCode = 0, axes = Map.empty,
      settings = Map("heap" -> heap, "jvm" -> jvm, "warmUp" -> s"settled after ${p50s.head}"),
      repeats = repeats.toList, capacity = held.map(h => CapacityResult("p95 under 1 s", Nil, Some(h), broke = true)),
      log = "cell.log")
    ComparisonSummary("depth 2", passed, Map("java" -> "17", "cores" -> "2", "date" -> "now"),
      Map("tree" -> "depth 2", "warmupSeconds" -> warmup), repeats = 1, cells = List(cell))
  }

  private val thresholds = DiffThresholds(percent = 5)
  private def diff(baseline: ComparisonSummary, run: ComparisonSummary) =
    BaselineDiff.compare(Path.of("baseline.json"), baseline, run, thresholds)

  @Test def theDiffFlagsWhatItsTestCallsSlowerBeyondTheThresholdOnly(): Unit = {
    val baseline = summary(Seq(100, 101, 99))
    val same = diff(baseline, summary(Seq(100, 99, 101)))
    assertEquals(Nil, same.failures, "the same distribution again")
    assertEquals(BaselineDiff.Unchanged, same.cells.head.delta("p50").get.verdict)
    val slowed = diff(baseline, summary(Seq(130, 131, 129)))
    assertEquals(1, slowed.failures.size)
    assertTrue(
      slowed.failures.head.matches(
        """cell 3\.0\.12 cell regressed against the baseline: p50 \d+\.\d{3} → \d+\.\d{3} ms, """ +
          """ratio 1\.3\d\d \[1\.\d{3}, 1\.\d{3}\] \(\+3\d\.\d % \[.*\] slower\): regressed.*"""), slowed.failures.head)
    assertTrue(slowed.lines.exists(_.startsWith("[traversal-perfs] REGRESSED 3.0.12 cell: p50 ")),
      slowed.lines.mkString("\n"))
    // slower by the test, but by 3 %: under the 5 % threshold the gate does not fail
    val little = diff(baseline, summary(Seq(103, 104, 103)))
    assertEquals(Nil, little.failures, little.lines.mkString("\n"))
    assertEquals(BaselineDiff.Improved, diff(baseline, summary(Seq(50, 51, 50))).cells.head.delta("p50").get.verdict)
    // fewer than three repeats: no verdict, not gated, and said
    val once = diff(summary(Seq(100)), summary(Seq(300)))
    assertEquals((Nil, BaselineDiff.NoVerdict), (once.failures, once.cells.head.delta("p50").get.verdict))
    assertTrue(once.lines.exists(_.contains("WARNING: some cells have fewer than 3 repeats")),
      once.lines.mkString("\n"))
    assertEquals(1, diff(baseline, summary(Seq(100, 101, 99), passed = false)).failures.size, "a failed cell")
    assertEquals(1, diff(summary(Seq(10), held = Some(40)), summary(Seq(10), held = Some(30))).failures.size,
      "a capacity that held a quarter less")
  }

  @Test def theDiffRefusesRunsWhoseSettingsDifferSayingWhich(): Unit = {
    val baseline = summary(Seq(10))
    val refusal = diff(baseline, summary(Seq(10), warmup = "20", heap = "1g")).refused.get
    assertTrue(refusal.contains("settings.warmupSeconds: baseline 10, run 20"), refusal)
    assertTrue(refusal.contains("cell-a.heap: baseline 4g, run 1g"), refusal)
    assertFalse(refusal.contains("warmUp"), "how a warm-up ended is an outcome, not a setting")
    val cells = diff(baseline, summary(Seq(10), id = "cell-b")).refused.get
    assertTrue(cells.contains("cells only in the baseline: cell-a; cells only in the run: cell-b"), cells)
    val noted = diff(baseline, {
        val run = summary(Seq(10))
        run.copy(environment = run.environment + ("cores" -> "8"))
      })
    assertEquals(Seq("environment differs: environment.cores: baseline 2, run 8"), noted.notes)
    assertEquals(None, noted.refused)
    // a server on another JDK: said beside the figures, not refused
    val java = diff(baseline, summary(Seq(10), jvm = "Java 25.0.3"))
    assertEquals((None, Seq("server Java differs: baseline Java 17.0.15, run Java 25.0.3")), (java.refused, java.notes))
  }

  @Test def theDiffLeavesAnAaRunsSecondSideOutAsAControl(): Unit = {
    // a baseline measured with its A/A control (compare.aa) gates a rerun made without it: the second side is left out
    val aa = summary(Seq(100, 101, 99))
    val withControl = aa.copy(cells = aa.cells ++ aa.cells.map(_.copy(id = "cell-a-again", again = true)))
    val slowed = diff(withControl, summary(Seq(130, 131, 129)))
    assertEquals(None, slowed.refused, "no cell only in the baseline")
    assertEquals(Seq("cell-a"), slowed.cells.map(_.id))
    assertEquals(1, slowed.failures.size, slowed.lines.mkString("\n"))
    assertTrue(
      slowed.notes.contains(
        "the baseline's 1 A/A second side(s) (compare.aa) are a control of the noise: not compared"),
      slowed.notes.toString)
  }
}
