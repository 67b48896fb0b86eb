package traversalperfs.comparison

import traversalperfs.lab.LatencyRow

/**
 * What one cell's replay gave: its exit code, its measured root latencies, the server's working set (heap after a
 * full GC once the load is over), the application cache entries it started with (0: nothing left by an earlier
 * cell), and where its Gatling report is.
 */
final case class CellResult(cell: ComparisonCell, exitCode: Int, latency: Option[LatencyRow],
                            workingSetMb: Option[Double], cacheEntriesAtStart: Option[Long], report: Option[String], log: String,
                            settings: Map[String, String], requestsPerSecond: Option[Double] = None) {
  def passed: Boolean = exitCode == 0 && latency.exists(l => l.ko == 0 && l.requests > 0)
}
