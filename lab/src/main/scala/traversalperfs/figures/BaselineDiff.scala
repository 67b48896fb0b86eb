package traversalperfs.figures

import traversalperfs.console.{Line, Say}
import traversalperfs.measure.LatencyRow
import traversalperfs.results.{CellResult, CellSetting}
import traversalperfs.statistics.{Compared, Difference, Verdict, VerdictRule}
import traversalperfs.targets.RequestWork

import java.nio.file.Path

/**
 * A saved comparison.json a comparison is compared with, cell by cell (`compare.baseline`), and when a cell is worse.
 */
final case class BaselineGate(file: Path, thresholds: DiffThresholds)

/**
 * When a cell counts as worse than its baseline: slower by [[Difference]]'s test with the lower end of the ratio's 95 %
 * interval at least `percent` % above 1. Two runs minutes apart drift more than the repeats within one run (the
 * published rerun against its baseline moved 5 %): `percent` is that margin (0: any detectable slowdown).
 */
final case class DiffThresholds(percent: Double)

/**
 * Compares a comparison's summary (`comparison.json`) with a saved baseline's, cell by cell: the CI gate users of
 * Gatling's free edition build by hand. Refuses runs whose settings differ (which ones, said), and flags a cell whose
 * p50 or p95 on the lab's clock is slower by the comparison's own test ([[Difference]]: the interval of the ratio above
 * 1 + [[DiffThresholds]]), whose capacity held less, or that failed. An A/A run's second sides (`compare.aa`) are a
 * control of the noise, not figures to gate: left out on both sides, said in a note, so that a baseline measured with
 * its A/A control gates reruns made without it. A gate's verdict is the statistics' one ([[Verdict]]) read at the
 * threshold: `slower` beyond it is *regressed*, `faster` beyond it *improved*, too few rounds *no verdict*, anything
 * else *unchanged* (said `same` in the type: no change the gate counts). Run: ./mvnw -B -Pdiff verify -DskipTests
 * -Dbaseline=<saved comparison.json> [-Drun=<comparison.json>] ([[traversalperfs.commands.Diff]]).
 */
object BaselineDiff {
  /**
   * One figure, baseline against run (p50 and p95 in ms on the lab's clock, the rate held in requests/s), what the
   * difference means and, for a latency, the test it passed ([[Difference]]: the ratio, its interval, its verdict).
   */
  final case class Delta(figure: String, baseline: Double, run: Double, unit: String, verdict: Verdict,
                         difference: Option[Compared] = None) {
    /** The gate's word for its verdict. */
    def word: String = BaselineDiff.word(verdict)

    def percent: Double = difference.fold(if (baseline == 0) 0.0 else (run / baseline - 1) * 100)(_.percent)

    def shown: String = {
      val values = if (unit == "ms") f"$baseline%.3f → $run%.3f ms" else f"$baseline%.1f → $run%.1f $unit"
      difference.fold(f"$values ($percent%+.0f%%, $word)")(d =>
        f"$values, ratio ${d.ratio.point}%.3f [${d.ratio.low}%.3f, ${d.ratio.high}%.3f] (${d.shown}): $word")
    }
  }

  /** `work`: whether its plan or its work changed since the baseline ([[workChange]]), where both runs read it. */
  final case class CellDelta(id: String, title: String, deltas: Seq[Delta], failed: Boolean,
                             work: Option[String] = None) {
    def regressed: Boolean = failed || deltas.exists(_.verdict == Verdict.Slower)

    def why: String = if (failed) "the cell failed"
    else
      (deltas.filter(_.verdict == Verdict.Slower).map(d => s"${d.figure} ${d.shown}") ++ work).mkString("; ")

    def delta(figure: String): Option[Delta] = deltas.find(_.figure == figure)
  }

  /**
   * The gate's words: regressed, improved, no verdict (too few rounds), unchanged (no difference detectable, `~`, or
   * one under the threshold).
   */
  def word(verdict: Verdict): String = verdict match {
    case Verdict.Slower => "regressed"
    case Verdict.Faster => "improved"
    case Verdict.Undecided => "no verdict"
    case Verdict.Same => "unchanged"
  }
  /** A capacity's rate held is one value per run, without an interval: it regresses when this much lower. */
  val HeldPercent = 20.0

  /** The comparison's verdict: refused (settings differ) or a delta per cell, with notes on the environments. */
  final case class Outcome(baseline: Path, refused: Option[String], cells: Seq[CellDelta], notes: Seq[String],
                           thresholds: DiffThresholds) {
    def failures: Seq[String] =
      refused.map(r => s"the run cannot be compared with the baseline $baseline: $r").toSeq ++
        cells.filter(_.regressed).map(c => s"cell ${c.title} regressed against the baseline: ${c.why}")

    /** What the console says of it: the rule, a warning where a cell had too few rounds, notes, each cell's verdict. */
    def lines: Seq[Line] =
      Seq(Line(s"against the baseline $baseline (worse = slower at 95 %: the interval of the ratio run / " +
          s"baseline above 1 + ${thresholds.percent} %; a verdict needs ${Difference.MinRepeats} repeats in both " +
          s"runs; a rate held more than $HeldPercent % lower):")) ++
        (if (cells.exists(_.deltas.exists(_.verdict == Verdict.Undecided)))
           Seq(Line.warning(s"some cells have fewer than ${Difference.MinRepeats} repeats in one of the " +
               s"runs: no verdict, not gated (compare.repeat=${Difference.MinRepeats} in both)"))
         else Nil) ++
        notes.map(n => Line(s"note: $n")) ++ refused.map(r => Line.error(s"not compared: $r")) ++
        cells.map(c =>
          Line(s"${if (c.regressed) "REGRESSED" else "ok"} ${c.title}: " +
            (if (c.failed) "the cell failed"
             else c.deltas.map(d => s"${d.figure} ${d.shown}").mkString(", ") +
               (if (c.regressed) c.work.fold("")(w => s"; $w") else ""))))

    def say(): Unit = lines.foreach(Say.say)

    def markdown: String = {
      val figures = Seq("p50" -> "p50, lab clock", "p95" -> "p95, lab clock", "held" -> "rate held (req/s)")
        .filter { case (figure, _) => cells.exists(_.delta(figure).isDefined) }
      (Seq(s"Against baseline `$baseline`", "", s"| cell | ${figures.map(_._2).mkString(" | ")} | verdict |",
        "|---|" + figures.map(_ => "---|").mkString + "---|") ++
        refused.map(r => s"| not compared: $r |") ++
        cells.map(c =>
          s"| ${c.title} | " + figures.map { case (figure, _) => c.delta(figure).fold("-")(_.shown) }.mkString(" | ") +
            s" | ${if (c.regressed) s"**regressed**: ${c.why}" else "ok"} |")).mkString("\n")
    }
  }

  def compare(gate: BaselineGate, run: Path): Outcome =
    compare(gate.file, ComparisonSummary.read(gate.file), ComparisonSummary.read(run), gate.thresholds)

  def compare(baselinePath: Path, baseline: ComparisonSummary, run: ComparisonSummary,
              thresholds: DiffThresholds): Outcome = {
    def cells(summary: ComparisonSummary): Seq[ComparisonSummary.Cell] = summary.cells.filterNot(_.isAgain)
    // the run's own precision: its words (same within ±p) read as its page read them
    val precision = run.precisionPercent.getOrElse(Difference.PrecisionPercent)
    val controls = Seq(baseline -> "baseline", run -> "run").flatMap { case (summary, side) =>
      Some(summary.cells.count(_.isAgain)).filter(_ > 0)
        .map(n => s"the $side's $n A/A second side(s) (compare.aa) are a control of the noise: not compared")
    }

    val notes = controls ++
      differences(baseline.environment - "date", run.environment - "date", "environment")
        .map(d => s"environment differs: $d") ++
      Some(run.testDelayMillis).filter(_ > 0).map(ms =>
        s"the run's servers had test.delay=$ms ms (a test-only slowdown of every traversal)")
    // a server on another JDK is said, not refused (as the lab's own JDK in the environment): read its figures so
    val javaNotes = (for {
      cell <- cells(run); base <- cells(baseline).find(_.id == cell.id).toSeq
      (b, r) = (base.settings.get(CellSetting.Jvm.key), cell.settings.get(CellSetting.Jvm.key)) if b != r
    } yield s"server Java differs: baseline ${b.getOrElse("(none)")}, run ${r.getOrElse("(none)")}").distinct
    val settings =
      differences(asked(baseline.settings, run.settings), asked(run.settings, baseline.settings), "settings")
    val baseIds = cells(baseline).map(_.id)
    val runIds = cells(run).map(_.id)
    val cellSets = Seq(
      Some(baseIds.diff(runIds)).filter(_.nonEmpty).map(ids => s"cells only in the baseline: ${ids.mkString(", ")}"),
      Some(runIds.diff(baseIds)).filter(_.nonEmpty).map(ids => s"cells only in the run: ${ids.mkString(", ")}")).flatten
    val cellSettings = for {
      cell <- cells(run); base <- cells(baseline).find(_.id == cell.id).toSeq
      difference <- differences(asked(base.settings, cell.settings), asked(cell.settings, base.settings), cell.id)
    } yield difference
    val refusals = settings ++ cellSets ++ cellSettings
    if (refusals.nonEmpty)
      return Outcome(baselinePath, Some(s"their settings differ: ${refusals.mkString("; ")}"), Nil, notes ++ javaNotes,
        thresholds)

    val deltas = cells(run).map { cell =>
      val base = cells(baseline).find(_.id == cell.id).get
      val latencies = for {
        (figure, q) <- Seq("p50" -> 0.5, "p95" -> 0.95)
        (b, r) = (CellResult.latencySamples(rows(base), q), CellResult.latencySamples(rows(cell), q))
        difference <- Difference.compare(b, r, q, rule = VerdictRule(precision))
        bi <- Difference.quantile(b, q); ri <- Difference.quantile(r, q)
      } yield Delta(figure, bi.point / 1000, ri.point / 1000, "ms", verdict(difference, thresholds), Some(difference))
      val capacity = for (b <- held(base); r <- held(cell)) yield Delta("held", b, r, "requests/s",
        if (r < b * (1 - HeldPercent / 100)) Verdict.Slower
        else if (r > b * (1 + HeldPercent / 100)) Verdict.Faster
        else Verdict.Same)
      val figures = latencies ++ capacity
      CellDelta(cell.id, cell.title, figures, !cell.passed, workChange(base.work, cell.work))
    }
    Outcome(baselinePath, None, deltas, notes ++ javaNotes, thresholds)
  }

  /**
   * Why a cell moved, as far as its work says: its plan against the baseline's (same or not, [[PlanShape]]) and its db
   * hits or nodes visited per request, baseline → run. None when either run did not read it.
   */
  def workChange(baseline: Option[RequestWork], run: Option[RequestWork]): Option[String] = (baseline, run) match {
    case (Some(b), Some(r)) =>
      def change(what: String, of: RequestWork => Option[Double]) = for (x <- of(b); y <- of(r))
        yield
          if (x == y) f"$what unchanged ($y%.0f)"
          else f"$what $x%.0f → $y%.0f (${if (x == 0) 0.0 else (y / x - 1) * 100}%+.0f%%)"
      val plan = for (x <- b.shape; y <- r.shape) yield s"plan vs the baseline's: ${y.against(x)}"
      Some(Seq(plan, change("db hits", _.dbHits), change("nodes visited", _.nodesVisited)).flatten.mkString(
          ", ")).filter(_.nonEmpty)
    case _ => None
  }

  /** A latency's verdict as the gate reads it: slower (or faster) beyond the threshold, or not. */
  private def verdict(difference: Compared, thresholds: DiffThresholds): Verdict = difference.verdict match {
    case Verdict.Undecided if difference.repeats < Difference.MinRepeats => Verdict.Undecided
    case Verdict.Slower if (difference.ratio.low - 1) * 100 >= thresholds.percent => Verdict.Slower
    case Verdict.Faster if (1 - difference.ratio.high) * 100 >= thresholds.percent => Verdict.Faster
    case _ => Verdict.Same
  }

  /**
   * The settings of one side that two runs must share: what was asked, not how it went ([[CellSetting.Outcomes]]); the
   * load by its typed fields when both runs have them, else (a baseline written before them) by its words.
   */
  private def asked(settings: Map[String, String], other: Map[String, String]): Map[String, String] = {
    val typed = CellSetting.LoadFields.forall(k => settings.contains(k) && other.contains(k))
    val loadWords = if (typed) Set(CellSetting.Load.key) else CellSetting.LoadFields.filterNot(other.contains)
    settings -- CellSetting.Outcomes -- loadWords
  }

  /** A cell's measured runs as its summary keeps them: every repeat's latencies, or the one run's. */
  private def rows(cell: ComparisonSummary.Cell): Seq[LatencyRow] =
    if (cell.repeats.nonEmpty) cell.repeats else cell.latencyMillis.toList

  private def held(cell: ComparisonSummary.Cell): Option[Double] = cell.capacity.flatMap(_.heldPerSecond)

  private def differences(baseline: Map[String, String], run: Map[String, String], where: String): Seq[String] =
    (baseline.keySet ++ run.keySet).toSeq.sorted.flatMap { key =>
      val (b, r) = (baseline.get(key), run.get(key))
      if (b == r) None else Some(s"$where.$key: baseline ${b.getOrElse("(none)")}, run ${r.getOrElse("(none)")}")
    }
}
