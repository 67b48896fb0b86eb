package traversalperfs.statistics

/**
 * What a difference is, as every reader of one says it (the console, the page, the Markdown, comparison.json, the
 * upgrade report and the baseline gate): `slower`, `faster`, `same` or `undecided`. A value, never its word compared:
 * the word is how it is written.
 */
sealed abstract class Verdict(val word: String) {
  override def toString: String = word
}

object Verdict {
  case object Slower extends Verdict("slower")
  case object Faster extends Verdict("faster")
  case object Same extends Verdict("same")
  case object Undecided extends Verdict("undecided")

  /** What would decide an undecided verdict, in words. */
  def undecided(repeats: Int, moreRounds: Option[Int]): String =
    if (repeats < Difference.MinRepeats)
      s"$repeats round${if (repeats == 1) "" else "s"}: ${Difference.MinRepeats} give a verdict"
    else moreRounds.fold("far from deciding at this noise")(n =>
      s"about $n more round${if (n == 1) "" else "s"} at this noise")
}

/**
 * A cell against its reference: the ratio of their figures (cell / reference) with its 95 % interval, and the verdict:
 * `slower`, `faster` (for a latency: a ratio above or below 1; for a throughput the other way round: the interval
 * excludes 1 and the change is at least the noise floor), `same` (the interval lies within ±`precisionPercent`: an
 * equivalence, as much an answer as a regression) or `undecided` (neither yet, or fewer than [[Difference.MinRepeats]]
 * rounds on either side). `detectablePercent`: the interval's larger half-width, the smallest difference this run could
 * have told from its noise; `moreRounds`: for an undecided one with enough rounds, about how many more rounds at this
 * noise would decide it (None: too far to say, or decided).
 */
final case class Compared(ratio: Interval, verdict: Verdict, detectablePercent: Double, repeats: Int,
                          precisionPercent: Double = Difference.PrecisionPercent, moreRounds: Option[Int] = None,
                          confidence: Double = Difference.Confidence) {
  def percent: Double = (ratio.point - 1) * 100

  def decided: Boolean = verdict != Verdict.Undecided

  /**
   * `+12.3 % [+8.1, +16.0] slower`, `-0.4 % [-3.1, +2.5] same (within ±5 %)`, `+3.0 % [-4.0, +10.9] undecided (about 6
   * more rounds at this noise)`, `+3.0 % [-40.1, +51.0] undecided (2 rounds: 3 give a verdict)`.
   */
  def shown: String = {
    val range = f"[${(ratio.low - 1) * 100}%+.1f, ${(ratio.high - 1) * 100}%+.1f]"
    verdict match {
      case Verdict.Same => f"$percent%+.1f %% $range same (within ±${precisionPercent}%.0f %%)"
      case Verdict.Undecided => f"$percent%+.1f %% $range undecided (${Verdict.undecided(repeats, moreRounds)})"
      case v => f"$percent%+.1f %% $range $v"
    }
  }
}

/**
 * What a verdict is read at: the smallest difference that matters (`compare.precision`, %) and the interval's
 * confidence (95 %; [[Difference.LookConfidence]] when the comparison reads its verdicts after every round).
 */
final case class VerdictRule(precisionPercent: Double = Difference.PrecisionPercent,
                             confidence: Double = Difference.Confidence)
