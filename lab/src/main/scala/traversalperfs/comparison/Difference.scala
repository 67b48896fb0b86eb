package traversalperfs.comparison

import org.apache.commons.math3.distribution.TDistribution

/** A figure and its 95 % confidence interval. */
final case class Interval(point: Double, low: Double, high: Double) {
  def contains(value: Double): Boolean = low <= value && value <= high
}

/**
 * One cell's measured samples of a figure, per repeat: a latency's requests (sorted, microseconds, from the lab clock's
 * histogram of that repeat), or a single value per repeat (a throughput; a latency only Gatling measured).
 */
final case class Samples(repeats: IndexedSeq[Array[Double]]) {
  def size: Int = repeats.size
}

/**
 * A cell against its reference: the ratio of their figures (cell / reference) with its 95 % interval, and the verdict.
 * `slower`, `faster` (for a latency: a ratio above or below 1; for a throughput the other way round), `~` (no
 * difference detectable at this noise) or [[Verdict.NoVerdict]] (fewer than [[Difference.MinRepeats]] repeats on either
 * side). `detectablePercent`: the interval's larger half-width, the smallest difference this run could have told from
 * its noise.
 */
final case class Verdict(ratio: Interval, verdict: String, detectablePercent: Double, repeats: Int) {
  def percent: Double = (ratio.point - 1) * 100

  /** `+12.3 % [+8.1, +16.0] slower`, `-0.4 % [-3.1, +2.5] ~ (±2.8 % detectable)`, `+3.0 % (1 repeat: no verdict)`. */
  def shown: String = {
    val range = f"[${(ratio.low - 1) * 100}%+.1f, ${(ratio.high - 1) * 100}%+.1f]"
    verdict match {
      case Verdict.NoVerdict => f"$percent%+.1f %% $range (${Verdict.noVerdict(repeats)})"
      case Verdict.Same => f"$percent%+.1f %% $range ~ (±$detectablePercent%.1f %% detectable)"
      case v => f"$percent%+.1f %% $range $v"
    }
  }
}

object Verdict {
  val Slower = "slower"
  val Faster = "faster"
  val Same = "~"
  val NoVerdict = "no verdict"

  def noVerdict(repeats: Int): String =
    s"$repeats repeat${if (repeats == 1) "" else "s"}: no verdict (${Difference.MinRepeats} give one)"
}

/**
 * How sure the lab is of a difference. The unit of replication is the server start: each repeat (a new server and JVM,
 * its own warm-up) gives one figure, its requests' percentile, and the repeats of a cell are the samples. Their
 * logarithms (latencies and rates are ratios at heart) give a Student t interval; two cells, Welch's t interval of the
 * difference of their means, read back as the ratio of their geometric means. Between-start noise is thereby counted
 * whole: an A/A run on this machine showed server starts of one version settling 50 % apart, which a bootstrap over
 * three repeats (tried first) read as a difference. With one repeat, a cell's interval comes from its requests alone
 * (the order statistic's law: the rank of a percentile q of n requests is Binomial(n, q)) and no difference gets a
 * verdict. A verdict needs [[MinRepeats]] repeats on both sides, an interval of the ratio that excludes 1, and a change
 * of at least [[NoisePercent]] (criterion.rs's noise threshold). Go's benchstat and criterion.rs are the models: `~`
 * where no change is detectable.
 */
object Difference {
  val MinRepeats = 3
  val NoisePercent = 1.0
  private val Confidence = 0.95
  private val Z = 1.959964

  /** The method in a few words, for comparison.json and the pages. */
  val Method: String = "each repeat's percentile a sample (a server start each); a Student t interval on their " +
    "logarithms, Welch's for a ratio of two cells; one repeat: an interval from its requests and no verdict; a " +
    s"verdict needs $MinRepeats repeats and a change of at least $NoisePercent %"

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
   * None where either has no samples.
   */
  def compare(reference: Samples, cell: Samples, q: Double, higherIsBetter: Boolean = false): Option[Verdict] = for {
    a <- figures(reference, q)
    b <- figures(cell, q)
  } yield {
    val difference = mean(b) - mean(a)
    val half =
      if (a.size > 1 && b.size > 1) {
        val (va, vb) = (variance(a) / a.size, variance(b) / b.size)
        val df = if (va + vb == 0) 1.0 else math.pow(va + vb, 2) / (va * va / (a.size - 1) + vb * vb / (b.size - 1))
        t(df) * math.sqrt(va + vb)
      } else math.hypot(halfWidth(reference, q, a), halfWidth(cell, q, b)) // one repeat: its requests' noise only
    val ratio = Interval(math.exp(difference), math.exp(difference - half), math.exp(difference + half))
    val repeats = math.min(a.size, b.size)
    val detectable = math.max(ratio.high - ratio.point, ratio.point - ratio.low) / ratio.point * 100
    val changed = math.abs(ratio.point - 1) * 100 >= NoisePercent
    val verdict =
      if (repeats < MinRepeats) Verdict.NoVerdict
      else if (ratio.low > 1 && changed) if (higherIsBetter) Verdict.Faster else Verdict.Slower
      else if (ratio.high < 1 && changed) if (higherIsBetter) Verdict.Slower else Verdict.Faster
      else Verdict.Same
    Verdict(ratio, verdict, detectable, repeats)
  }

  /** Each repeat's figure, as a logarithm; none unless every repeat has a positive one. */
  private def figures(samples: Samples, q: Double): Option[IndexedSeq[Double]] = {
    val values = samples.repeats.filter(_.nonEmpty).map(nearestRank(_, q))
    Option.when(values.nonEmpty && values.size == samples.size && values.forall(_ > 0))(values.map(math.log))
  }

  /** One repeat's interval from its own requests: the ranks a 95 % binomial range of the percentile's rank spans. */
  private def fromRequests(sorted: Array[Double], q: Double): Interval = {
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

  private def t(degreesOfFreedom: Double): Double =
    new TDistribution(null, degreesOfFreedom.max(1)).inverseCumulativeProbability(1 - (1 - Confidence) / 2)

  private def mean(values: IndexedSeq[Double]): Double = values.sum / values.size

  private def variance(values: IndexedSeq[Double]): Double = {
    val m = mean(values)
    values.map(v => (v - m) * (v - m)).sum / (values.size - 1)
  }

  private def nearestRank(sorted: Array[Double], q: Double): Double =
    sorted(math.max(0, math.ceil(q * sorted.length).toInt - 1).min(sorted.length - 1))
}
