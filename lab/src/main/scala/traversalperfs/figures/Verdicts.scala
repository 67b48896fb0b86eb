package traversalperfs.figures

import traversalperfs.results.CellResult
import traversalperfs.statistics.{Compared, Difference, Interval, Samples, VerdictRule}

/**
 * The figures a comparison gives an interval and a verdict ([[Difference]]): p50 and p95 on the lab's clock (a higher
 * one is slower), requests per second (a higher one is faster), and the companions noise moves less: the server's CPU
 * time per request and its allocation per request (one value per round each, where the run measured them). Each cell is
 * compared with its reference, the cell standing where it stands on every axis but the version, on the first version
 * run (as its plan is, [[PlanComparison.reference]]).
 */
object Verdicts {
  /** A compared figure: its key, its label, its quantile, its direction, where a cell's samples are, their unit. */
  final case class Figure(key: String, label: String, q: Double, higherIsBetter: Boolean,
                          samples: CellResult => Samples, unit: String = "µs")

  val Figures: Seq[Figure] = Seq(
    Figure("p50", "p50", 0.5, higherIsBetter = false, _.latencySamples(0.5)),
    Figure("p95", "p95", 0.95, higherIsBetter = false, _.latencySamples(0.95)),
    Figure("rate", "requests/s", 0.5, higherIsBetter = true, _.rateSamples, "requests/s"),
    Figure("cpu", "server CPU per request", 0.5, higherIsBetter = false, _.cpuSamples, "ms"),
    Figure("allocation", "allocation per request", 0.5, higherIsBetter = false, _.allocationSamples, "MB"))

  /** The figure whose verdicts decide when an adaptive comparison has enough rounds ([[AdaptiveRounds]]). */
  val Deciding: Figure = Figures.head

  /** Its reference, when another cell is one (none for a reference itself, or a cell standing alone). */
  def reference(results: Seq[CellResult], r: CellResult): Option[CellResult] =
    PlanComparison.reference(results, r).filterNot(_ eq r)

  /** Whether any cell has a reference: a comparison of one version has nothing to give a verdict on. */
  def any(results: Seq[CellResult]): Boolean = results.exists(reference(results, _).isDefined)

  /** `r` against its reference on `figure`, when both measured it (a failed cell gets none). */
  def of(results: Seq[CellResult], r: CellResult, figure: Figure,
         rule: VerdictRule = VerdictRule()): Option[(CellResult, Compared)] = for {
    ref <- reference(results, r) if r.passed && ref.passed
    verdict <- Difference.compare(figure.samples(ref), figure.samples(r), figure.q, figure.higherIsBetter, rule,
      paired = true)
  } yield ref -> verdict

  /** The cell's p50, p95 (µs) and rate with their 95 % intervals, where it has them. */
  def intervals(r: CellResult): Map[String, Interval] = Figures.flatMap(f =>
    if (r.passed || r.latency.exists(_.answered)) Difference.quantile(f.samples(r), f.q).map(f.key -> _)
    else None).toMap
}
