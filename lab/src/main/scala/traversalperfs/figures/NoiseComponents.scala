package traversalperfs.figures

import traversalperfs.statistics.Difference
import traversalperfs.results.CellResult
/**
 * Where a cell's noise comes from, separated as Kalibera and Jones' "Rigorous benchmarking in reasonable time" does it:
 * within a server start (the spread of a round's p50 from its own requests, by the order statistic's law) and between
 * starts (what the rounds' p50s spread beyond that), each as one standard deviation in %; and the starts that settled
 * apart from the cell's others (more than three robust deviations from their median, and at least
 * [[NoiseComponents.ApartPercent]] %: Barrett et al.'s "Virtual machine warmup blows hot and cold" found such starts on
 * every VM), by round, with how far.
 */
final case class NoiseComponents(cell: String, rounds: Int, betweenPercent: Double, withinPercent: Double,
                                 requestsPerRound: Int, apart: Seq[(Int, Double)]) {
  /**
   * The measured seconds a round would best take (Kalibera and Jones' optimal repetition): a round's p50 varies by the
   * between-start part, which no length removes, plus the within part, which shrinks with its length; a start costs
   * `overheadSeconds` beside its measured `measuredSeconds`. Minimising the variance times the cost gives
   * `sqrt(overhead x within-variance x measured / between-variance)`. None without a between-start part to weigh.
   */
  def bestSeconds(measuredSeconds: Double, overheadSeconds: Double): Option[Double] = {
    val (between, within) =
      (math.pow(math.log1p(betweenPercent / 100), 2), math.pow(math.log1p(withinPercent / 100), 2))
    Option.when(between > 0 && overheadSeconds > 0)(math.sqrt(overheadSeconds * within * measuredSeconds / between))
  }

  /** The console's line, with the round length that would reach a precision soonest when it differs. */
  def line(measuredSeconds: Double, overheadSeconds: Double): String =
    f"noise of $cell over $rounds rounds: between starts ±$betweenPercent%.1f %%, within a start " +
      f"±$withinPercent%.1f %% (its p50 from about $requestsPerRound requests)" +
      bestSeconds(measuredSeconds, overheadSeconds).filter(best => math.abs(best / measuredSeconds - 1) > 0.25).fold(
        "")(best =>
        f"; rounds of about ${best.max(1)}%.0f s measured (not $measuredSeconds%.0f) would decide sooner at " +
          "this noise") +
      (if (apart.isEmpty) ""
       else "; " + apart.map { case (round, percent) => f"round $round's start settled $percent%+.0f %%" }.mkString(
         ", ") + " from the others (kept: a start is what a user's server is too)")
}

object NoiseComponents {
  /** A start closer than this to the others' median is not called apart, however tight they are. */
  val ApartPercent = 10.0

  /** A cell's noise from its rounds' requests; none under three rounds. */
  def of(r: CellResult): Option[NoiseComponents] = {
    val samples = r.latencySamples(0.5)
    for (logs <- Difference.figures(samples, 0.5) if logs.size >= 3) yield {
      // a round's p50 from its own requests: its 95 % interval's half-width, on the log scale, is 1.96 deviations
      val within = samples.repeats.map { requests =>
        val i = Difference.fromRequests(requests, 0.5)
        math.pow(math.log(i.high / i.low) / 2 / 1.959964, 2)
      }
      val withinVariance = within.sum / within.size
      val between = (Difference.variance(logs) - withinVariance).max(0)
      val median = logs.sorted.apply(logs.size / 2)
      val mad = 1.4826 * logs.map(l => math.abs(l - median)).sorted.apply(logs.size / 2)
      val apart = logs.zipWithIndex.collect {
        case (l, i) if math.abs(l - median) > 3 * mad && math.abs(math.expm1(l - median)) * 100 >= ApartPercent =>
          (i + 1) -> math.expm1(l - median) * 100
      }
      NoiseComponents(r.cell.title, logs.size, math.expm1(math.sqrt(between)) * 100,
        math.expm1(math.sqrt(withinVariance)) * 100, samples.repeats.map(_.length).sum / samples.size, apart)
    }
  }
}
