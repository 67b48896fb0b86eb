package traversalperfs.comparison

/**
 * The figures a comparison gives an interval and a verdict ([[Difference]]): p50 and p95 on the lab's clock (a higher
 * one is slower), requests per second (a higher one is faster). Each cell is compared with its reference, the cell
 * standing where it stands on every axis but the version, on the first version run (as its plan is,
 * [[PlanComparison.reference]]).
 */
object Verdicts {
  /** A compared figure: its key, its label, its quantile, its direction and where a cell's samples are. */
  final case class Figure(key: String, label: String, q: Double, higherIsBetter: Boolean,
                          samples: CellResult => Samples)

  val Figures: Seq[Figure] = Seq(
    Figure("p50", "p50", 0.5, higherIsBetter = false, _.latencySamples(0.5)),
    Figure("p95", "p95", 0.95, higherIsBetter = false, _.latencySamples(0.95)),
    Figure("rate", "requests/s", 0.5, higherIsBetter = true, _.rateSamples))

  /** Its reference, when another cell is one (none for a reference itself, or a cell standing alone). */
  def reference(results: Seq[CellResult], r: CellResult): Option[CellResult] =
    PlanComparison.reference(results, r).filterNot(_ eq r)

  /** Whether any cell has a reference: a comparison of one version has nothing to give a verdict on. */
  def any(results: Seq[CellResult]): Boolean = results.exists(reference(results, _).isDefined)

  /** `r` against its reference on `figure`, when both measured it (a failed cell gets none). */
  def of(results: Seq[CellResult], r: CellResult, figure: Figure): Option[(CellResult, Verdict)] = for {
    ref <- reference(results, r) if r.passed && ref.passed
    verdict <- Difference.compare(figure.samples(ref), figure.samples(r), figure.q, figure.higherIsBetter)
  } yield ref -> verdict

  /** The page's class of a verdict: `slower`, `faster`, `same`, `noverdict`. */
  def cssClass(verdict: String): String = verdict match {
    case Verdict.Same => "same"
    case Verdict.NoVerdict => "noverdict"
    case other => other
  }
}
