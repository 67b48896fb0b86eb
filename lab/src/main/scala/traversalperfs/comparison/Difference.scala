package traversalperfs.comparison

import scala.util.Random

/** A figure and its 95 % confidence interval. */
final case class Interval(point: Double, low: Double, high: Double) {
  def contains(value: Double): Boolean = low <= value && value <= high
}

/**
 * One cell's measured samples of a figure, per repeat: a latency's requests (sorted, microseconds, from the lab
 * clock's histogram of that repeat), or a single value per repeat (a throughput; a latency only Gatling measured).
 */
final case class Samples(repeats: IndexedSeq[Array[Double]]) {
  def size: Int = repeats.size
}

/**
 * A cell against its reference: the ratio of their figures (cell / reference) with its 95 % interval, and the
 * verdict. `slower`, `faster` (for a latency: a ratio above or below 1; for a throughput the other way round), `~`
 * (no difference detectable at this noise) or [[Verdict.NoVerdict]] (fewer than [[Difference.MinRepeats]] repeats on
 * either side). `detectablePercent`: the interval's larger half-width, the smallest difference this run could have
 * told from its noise.
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
 * How sure the lab is of a difference: a hierarchical bootstrap. Two sources of noise are resampled, each as it
 * occurs: the repeats (a new server and JVM each time; the machine drifts between them), drawn with replacement,
 * and within each drawn repeat its own requests, whose resampled quantile is drawn from the order statistic's law
 * (the rank of a quantile q of n requests resampled is Binomial(n, q), here its normal approximation: what
 * resampling every request would give, without redrawing them). A cell's figure is the median over its repeats of
 * each repeat's quantile; 2,000 resamples give the 2.5th and 97.5th percentiles of the figure and of the ratio of
 * two cells. A verdict needs [[MinRepeats]] repeats on both sides (with fewer, the between-repeat noise is unknown:
 * requests of one server start alone claim more certainty than they have), an interval of the ratio that excludes 1,
 * and a change of at least [[NoisePercent]] (criterion.rs's noise threshold). Seeded: the same samples give the same
 * interval. Go's benchstat and criterion.rs are the models: `~` where no change is detectable.
 */
object Difference {
  val MinRepeats = 3
  val Resamples = 2000
  val NoisePercent = 1.0
  private val Seed = 20261125L

  /** The method in a few words, for comparison.json and the pages. */
  val Method: String = s"hierarchical bootstrap ($Resamples resamples): repeats with replacement, then each repeat's " +
    "quantile from its own requests (the order statistic's law); 95 % percentile interval; a verdict needs " +
    s"$MinRepeats repeats and a change of at least $NoisePercent %"

  /** A cell's quantile `q` (0.5: p50) and its interval; a single value per repeat is resampled over repeats only. */
  def quantile(samples: Samples, q: Double): Option[Interval] =
    Option.when(samples.size > 0 && samples.repeats.forall(_.nonEmpty)) {
      val random = new Random(Seed)
      val draws = Array.fill(Resamples)(resampled(samples, q, random)).sorted
      Interval(point(samples, q), percentile(draws, 2.5), percentile(draws, 97.5))
    }

  /**
   * `cell` against `reference` at quantile `q`; `higherIsBetter` for a throughput (a higher ratio is then `faster`).
   * None where either has no samples.
   */
  def compare(reference: Samples, cell: Samples, q: Double, higherIsBetter: Boolean = false): Option[Verdict] =
    Option.when(reference.size > 0 && cell.size > 0 && (reference.repeats ++ cell.repeats).forall(_.nonEmpty) &&
      point(reference, q) > 0) {
      val random = new Random(Seed)
      val ratios = Array.fill(Resamples) {
        val base = resampled(reference, q, random)
        if (base <= 0) 1.0 else resampled(cell, q, random) / base
      }.sorted
      val ratio = Interval(point(cell, q) / point(reference, q), percentile(ratios, 2.5), percentile(ratios, 97.5))
      val repeats = math.min(reference.size, cell.size)
      val detectable = math.max(ratio.high - ratio.point, ratio.point - ratio.low) / ratio.point * 100
      val changed = math.abs(ratio.point - 1) * 100 >= NoisePercent
      val verdict =
        if (repeats < MinRepeats) Verdict.NoVerdict
        else if (ratio.low > 1 && changed) if (higherIsBetter) Verdict.Faster else Verdict.Slower
        else if (ratio.high < 1 && changed) if (higherIsBetter) Verdict.Slower else Verdict.Faster
        else Verdict.Same
      Verdict(ratio, verdict, detectable, repeats)
    }

  /** The figure as measured: the median over the repeats of each repeat's quantile. */
  private def point(samples: Samples, q: Double): Double =
    median(samples.repeats.map(sorted => nearestRank(sorted, q)))

  /** One bootstrap draw of the figure: repeats drawn with replacement, each one's quantile drawn from its requests. */
  private def resampled(samples: Samples, q: Double, random: Random): Double =
    median(IndexedSeq.fill(samples.size) {
      val sorted = samples.repeats(random.nextInt(samples.size))
      val n = sorted.length
      if (n == 1) sorted(0)
      else {
        val rank = math.ceil(n * q + math.sqrt(n * q * (1 - q)) * random.nextGaussian()).toInt - 1
        sorted(rank.max(0).min(n - 1))
      }
    })

  private def nearestRank(sorted: Array[Double], q: Double): Double =
    sorted(math.max(0, math.ceil(q * sorted.length).toInt - 1).min(sorted.length - 1))

  private def median(values: IndexedSeq[Double]): Double = {
    val sorted = values.sorted
    if (sorted.size % 2 == 1) sorted(sorted.size / 2) else (sorted(sorted.size / 2 - 1) + sorted(sorted.size / 2)) / 2
  }

  private def percentile(sorted: Array[Double], p: Double): Double =
    sorted(math.max(0, math.ceil(p / 100 * sorted.length).toInt - 1).min(sorted.length - 1))
}
