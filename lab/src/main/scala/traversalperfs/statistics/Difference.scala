package traversalperfs.statistics

import org.apache.commons.math3.distribution.TDistribution

/**
 * How sure the lab is of a difference. The unit of replication is the server start: each round (a new server and JVM,
 * its own warm-up) gives one figure, its requests' percentile, and the rounds of a cell are the samples. Their
 * logarithms (latencies and rates are ratios at heart) give a Student t interval; two cells of one comparison, a paired
 * t interval of each round's difference (a round starts both, so a drift of the machine from round to round cancels),
 * read back as the ratio of their geometric means; two runs (the baseline), Welch's. Between-start noise is thereby
 * counted whole: an A/A run on this machine showed server starts of one version settling 50 % apart, which a bootstrap
 * over three rounds (tried first) read as a difference. With one round, a cell's interval comes from its requests alone
 * (the order statistic's law: the rank of a percentile q of n requests is Binomial(n, q)).
 *
 * The verdict answers the user's question at the precision they care about (`compare.precision`): `slower`/`faster`
 * when the interval excludes no change and the change is at least [[NoisePercent]] (criterion.rs's noise threshold),
 * `same` when the whole interval lies within ±precision (an equivalence test, two one-sided tests at 2.5 % each: the 95
 * % interval inside the margin), `undecided` otherwise, and always below [[MinRepeats]] rounds. A comparison that adds
 * rounds until decided reads its verdicts at [[LookConfidence]] instead. Go's benchstat (`~`), tachometer's horizons
 * and Pinpoint's SAME / DIFFERENT / UNKNOWN are the models.
 */
object Difference {
  val MinRepeats = 3
  val NoisePercent = 1.0
  /** The smallest difference a user cares about, unless told (`compare.precision`). */
  val PrecisionPercent = 5.0
  val Confidence = 0.95
  /**
   * The confidence of each look of an adaptive comparison ([[AdaptiveRounds]]): a verdict read after every round would,
   * at 95 % each time, call an A/A run `slower` far more often than one time in twenty (optional stopping). 99 % a look
   * is Pocock's constant boundary (2.58 standard errors) for about ten looks: near 5 % over the whole run.
   */
  val LookConfidence = 0.99
  private val Z = 1.959964

  /** The method in a few words, for comparison.json and the pages. */
  val Method: String = "each round's percentile a sample (a server start each); a Student t interval on their " +
    "logarithms; for a ratio of two cells, each round's ratio a sample (a paired t interval: the rounds start both); " +
    "one round: an interval from its requests; slower or faster when " +
    s"the interval excludes no change and the change is at least $NoisePercent %, same when it lies within " +
    s"±precision, undecided otherwise or under $MinRepeats rounds"

  /** A cell's quantile `q` (0.5: p50) and its interval. */
  def quantile(samples: Samples, q: Double): Option[Interval] = figures(samples, q).map { logs =>
    if (logs.size == 1) fromRequests(samples.repeats.head, q)
    else {
      val half = t(logs.size - 1.0) * math.sqrt(variance(logs) / logs.size)
      Interval(math.exp(mean(logs)), math.exp(mean(logs) - half), math.exp(mean(logs) + half))
    }
  }

  /**
   * `cell` against `reference` at quantile `q`; `higherIsBetter` for a throughput (a higher ratio is then `faster`).
   * `paired`: the two were measured in the same rounds (one comparison: each round starts both), so each round's ratio
   * is a sample and a drift of the machine from round to round, which moves both, cancels (a paired t interval on the
   * logarithms); otherwise (another run's cells: the baseline) Welch's. None where either has no samples.
   */
  def compare(reference: Samples, cell: Samples, q: Double, higherIsBetter: Boolean = false,
              rule: VerdictRule = VerdictRule(), paired: Boolean = false): Option[Compared] = for {
    a <- figures(reference, q)
    b <- figures(cell, q)
  } yield {
    val difference = mean(b) - mean(a)
    val half =
      if (paired && a.size == b.size && a.size > 1) {
        val each = b.zip(a).map { case (x, y) => x - y }
        t(a.size - 1.0, rule.confidence) * math.sqrt(variance(each) / each.size)
      } else if (a.size > 1 && b.size > 1) {
        val (va, vb) = (variance(a) / a.size, variance(b) / b.size)
        val df = if (va + vb == 0) 1.0 else math.pow(va + vb, 2) / (va * va / (a.size - 1) + vb * vb / (b.size - 1))
        t(df, rule.confidence) * math.sqrt(va + vb)
      } else math.hypot(halfWidth(reference, q, a), halfWidth(cell, q, b)) // one round: its requests' noise only
    val ratio = Interval(math.exp(difference), math.exp(difference - half), math.exp(difference + half))
    val repeats = math.min(a.size, b.size)
    val detectable = math.max(ratio.high - ratio.point, ratio.point - ratio.low) / ratio.point * 100
    val changed = math.abs(ratio.point - 1) * 100 >= NoisePercent
    val margin = math.log1p(rule.precisionPercent / 100)
    val verdict: Verdict =
      if (repeats < MinRepeats) Verdict.Undecided
      else if (ratio.low > 1 && changed) if (higherIsBetter) Verdict.Faster else Verdict.Slower
      else if (ratio.high < 1 && changed) if (higherIsBetter) Verdict.Slower else Verdict.Faster
      else if (math.abs(difference) + half <= margin) Verdict.Same
      else Verdict.Undecided
    val more = Option.when(verdict == Verdict.Undecided && repeats >= MinRepeats)(
      moreRounds(repeats, half, math.abs(difference), margin)).flatten
    Compared(ratio, verdict, detectable, repeats, rule.precisionPercent, more, rule.confidence)
  }

  /**
   * About how many more rounds would decide a difference now `distance` (log) from no change with an interval of
   * half-width `half` (log) after `rounds`: the half-width shrinks as one over the root of the rounds, and the nearer
   * of two goals decides (`same`: half-width within the margin less the distance; `slower`/`faster`: under the
   * distance, when the distance is at least the noise floor). None when more than [[MaxMoreRounds]] (too far to say).
   */
  def moreRounds(rounds: Int, half: Double, distance: Double, margin: Double): Option[Int] = {
    val goals = Seq(margin - distance, if (distance >= math.log1p(NoisePercent / 100)) distance else 0.0).filter(_ > 0)
    val needed = goals.map(goal => math.ceil(rounds * math.pow(half / goal, 2)).toInt - rounds).filter(_ >= 0)
    needed.minOption.map(_.max(1)).filter(_ <= MaxMoreRounds)
  }

  val MaxMoreRounds = 200

  /** Each repeat's figure, as a logarithm; none unless every repeat has a positive one. */
  private[traversalperfs] def figures(samples: Samples, q: Double): Option[IndexedSeq[Double]] = {
    val values = samples.repeats.filter(_.nonEmpty).map(nearestRank(_, q))
    Option.when(values.nonEmpty && values.size == samples.size && values.forall(_ > 0))(values.map(math.log))
  }

  /** One repeat's interval from its own requests: the ranks a 95 % binomial range of the percentile's rank spans. */
  private[traversalperfs] def fromRequests(sorted: Array[Double], q: Double): Interval = {
    val n = sorted.length
    val spread = Z * math.sqrt(n * q * (1 - q))
    def at(rank: Double) = sorted((math.ceil(rank).toInt - 1).max(0).min(n - 1))
    Interval(nearestRank(sorted, q), at(n * q - spread), at(n * q + spread + 1))
  }

  /** The half-width of a one-repeat cell's interval, on the logarithm's scale. */
  private def halfWidth(samples: Samples, q: Double, logs: IndexedSeq[Double]): Double =
    if (logs.size != 1) 0
    else {
      val i = fromRequests(samples.repeats.head, q)
      math.max(math.log(i.high / i.point), math.log(i.point / i.low))
    }

  private[traversalperfs] def t(degreesOfFreedom: Double, confidence: Double = Confidence): Double =
    new TDistribution(null, degreesOfFreedom.max(1)).inverseCumulativeProbability(1 - (1 - confidence) / 2)

  private[traversalperfs] def mean(values: IndexedSeq[Double]): Double = values.sum / values.size

  private[traversalperfs] def variance(values: IndexedSeq[Double]): Double = {
    val m = mean(values)
    values.map(v => (v - m) * (v - m)).sum / (values.size - 1)
  }

  private[traversalperfs] def nearestRank(sorted: Array[Double], q: Double): Double =
    sorted(math.max(0, math.ceil(q * sorted.length).toInt - 1).min(sorted.length - 1))
}
