package traversalperfs.measure

/** One point of a latency curve: the percentile (0-100) and the latency at it. */
final case class CurvePoint(percentile: Double, millis: Long)

/**
 * The percentile spectrum HdrHistogram plots: 0%, 50%, 75%, 87.5%, … (each step halves what is left) while at least one
 * request lies beyond the percentile, then the maximum at 100%. Plotted against 1 / (1 - percentile) on a log scale, it
 * shows the tail that a table's 50/90/95/99 hides.
 */
object LatencyCurve {
  def of(sorted: Seq[Long]): List[CurvePoint] =
    if (sorted.isEmpty) Nil
    else {
      val percentiles =
        Iterator.iterate(0.0)(p => 100 - (100 - p) / 2).takeWhile(p => (100 - p) / 100 * sorted.size >= 1)
      (percentiles.map(p => CurvePoint(p, LatencySummary.percentile(sorted, p))).toList :+ CurvePoint(100, sorted.last))
    }
}
