package traversalperfs.measure

/**
 * The one percentile of the lab: nearest rank (the smallest value with at least p % of the values at or below it), as
 * the original lab's tables and Gatling's own report give it; every figure a run prints or writes is read through it.
 */
object Percentile {
  /** The `p`th percentile of `sorted` (ascending), or `empty` when there is no value. */
  def nearestRank[A](sorted: Seq[A], p: Double, empty: A): A =
    if (sorted.isEmpty) empty else sorted(math.max(0, math.ceil(p / 100.0 * sorted.size).toInt - 1))
}
