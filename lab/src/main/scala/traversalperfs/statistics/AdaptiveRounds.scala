package traversalperfs.statistics

/**
 * How a comparison's rounds are asked: at least `repeats` (`compare.repeat`: each cell run that many times, its server
 * restarted between rounds; a verdict needs [[Difference.MinRepeats]]), then, within `budgetMinutes`
 * (`compare.budget`), more until every difference is decided at ±`precisionPercent` (`compare.precision`).
 */
final case class RoundsRule(repeats: Int, budgetMinutes: Int = 0,
                            precisionPercent: Double = Difference.PrecisionPercent) {
  def adaptive: AdaptiveRounds = AdaptiveRounds(repeats, budgetMinutes * 60.0)

  /** Verdicts read after every round (a budget) are read at the stricter confidence of a look. */
  def rule: VerdictRule =
    VerdictRule(precisionPercent, if (budgetMinutes > 0) Difference.LookConfidence else Difference.Confidence)
}

/**
 * When a comparison has measured enough, decided after each round (every server started once more): the sequential rule
 * of tachometer's auto-sampling, on the comparison's deciding differences (each cell's p50 against its reference,
 * [[Verdicts.Deciding]]). Never before `minRounds` (`compare.repeat`); then it stops once every difference is decided
 * (`slower`, `faster` or `same`: [[Difference]]), or when another round would not fit in `budgetSeconds` (its time
 * guessed from the rounds so far), or at [[AdaptiveRounds.MaxRounds]]. A stop with differences still open says what
 * each would need.
 */
final case class AdaptiveRounds(minRounds: Int, budgetSeconds: Double, maxRounds: Int = AdaptiveRounds.MaxRounds) {
  import AdaptiveRounds._

  /**
   * After `rounds` rounds taking `elapsedSeconds` in all, the next guessed at `nextRoundSeconds`: whether to go on,
   * given each deciding difference's verdict by name.
   */
  def after(rounds: Int, elapsedSeconds: Double, nextRoundSeconds: Double, differences: Seq[(String, Compared)])
      : Decision = {
    val open = differences.filterNot(_._2.decided)
    if (rounds < minRounds) Continue(open)
    else if (open.isEmpty) Resolved(differences.size)
    else if (rounds >= maxRounds) Stop(open, s"after $rounds rounds, the most a comparison runs")
    else if (elapsedSeconds + nextRoundSeconds > budgetSeconds)
      Stop(open,
        f"another round (about ${nextRoundSeconds / 60}%.1f min) would not fit in compare.budget " +
          f"(${budgetSeconds / 60}%.0f min, ${elapsedSeconds / 60}%.1f spent)")
    else Continue(open)
  }
}

object AdaptiveRounds {
  val MaxRounds = 60

  /** What the rule decided after a round, and the console's words for it. */
  sealed trait Decision {
    def more: Boolean

    def line(rounds: Int): String
  }

  final case class Continue(open: Seq[(String, Compared)]) extends Decision {
    def more = true

    def line(rounds: Int): String =
      s"after round $rounds: ${openWords(open)}; another round"
  }

  final case class Resolved(differences: Int) extends Decision {
    def more = false

    def line(rounds: Int): String =
      if (differences == 0) s"after round $rounds: no difference to decide (one side only)"
      else s"after round $rounds: every p50 difference decided ($differences): no more rounds"
  }

  final case class Stop(open: Seq[(String, Compared)], why: String) extends Decision {
    def more = false

    def line(rounds: Int): String = s"after round $rounds: ${openWords(open)}; no more rounds: $why"
  }

  /** The open differences, a few named with their verdict's words (what would decide them). */
  private def openWords(open: Seq[(String, Compared)]): String =
    if (open.isEmpty) "every p50 difference decided so far"
    else
      s"${open.size} p50 difference${if (open.size == 1) "" else "s"} still open: " +
        open.take(ShownOpen).map { case (name, v) => s"$name ${v.shown}" }.mkString("; ") +
        (if (open.size > ShownOpen) s"; and ${open.size - ShownOpen} more" else "")

  private val ShownOpen = 4
}
