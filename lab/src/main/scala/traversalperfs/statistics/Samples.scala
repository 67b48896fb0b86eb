package traversalperfs.statistics

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

/** The median of some runs' figure and its range (min-max). */
final case class Spread(median: Double, min: Double, max: Double, runs: Int) {
  /** Two cells differ significantly only when their ranges do not overlap (and each was measured more than once). */
  def overlaps(other: Spread): Boolean = min <= other.max && other.min <= max

  def shown: String = if (runs < 2) f"$median%.0f" else f"$median%.0f ($min%.0f-$max%.0f)"
}

object Spread {
  def of(values: Seq[Double]): Option[Spread] =
    if (values.isEmpty) None
    else {
      val sorted = values.sorted
      val median = if (sorted.size % 2 == 1) sorted(sorted.size / 2)
      else (sorted(sorted.size / 2 - 1) + sorted(sorted.size / 2)) / 2
      Some(Spread(median, sorted.head, sorted.last, sorted.size))
    }
}
