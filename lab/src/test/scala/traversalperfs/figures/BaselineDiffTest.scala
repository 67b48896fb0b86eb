package traversalperfs.figures

import traversalperfs.statistics.Spread
import traversalperfs.testing.Lanes
import traversalperfs.figures.{BaselineDiff, ComparisonSummary, DiffThresholds}
import traversalperfs.measure.{CapacityResult, LatencyMicros, LatencyRow}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.Path

/**
 * `figures`' baseline diff (the CI gate), in process: the spread of repeats, its verdicts and refusals on made
 * summaries.
 */
@Tag(Lanes.Units)
class BaselineDiffTest {
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
    assertEquals("unchanged", same.cells.head.delta("p50").get.word)
    val slowed = diff(baseline, summary(Seq(130, 131, 129)))
    assertEquals(1, slowed.failures.size)
    assertTrue(
      slowed.failures.head.matches(
        """cell 3\.0\.12 cell regressed against the baseline: p50 \d+\.\d{3} → \d+\.\d{3} ms, """ +
          """ratio 1\.3\d\d \[1\.\d{3}, 1\.\d{3}\] \(\+3\d\.\d % \[.*\] slower\): regressed.*"""), slowed.failures.head)
    assertTrue(slowed.lines.map(_.shown).exists(_.startsWith("[traversal-perfs] REGRESSED 3.0.12 cell: p50 ")),
      slowed.lines.mkString("\n"))
    // slower by the test, but by 3 %: under the 5 % threshold the gate does not fail
    val little = diff(baseline, summary(Seq(103, 104, 103)))
    assertEquals(Nil, little.failures, little.lines.mkString("\n"))
    assertEquals("improved", diff(baseline, summary(Seq(50, 51, 50))).cells.head.delta("p50").get.word)
    // fewer than three repeats: no verdict, not gated, and said
    val once = diff(summary(Seq(100)), summary(Seq(300)))
    assertEquals((Nil, "no verdict"), (once.failures, once.cells.head.delta("p50").get.word))
    assertTrue(once.lines.map(_.shown).exists(_.contains("WARNING: some cells have fewer than 3 repeats")),
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
