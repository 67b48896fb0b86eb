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
