package traversalperfs.boltbench

/**
 * The benchmark's table: per query, the bare loop (its two blocks pooled) beside gatling-neo4j, the plugin's share of
 * the bare loop's rate and its CPU per request against the bare loop's, and the issue's goal (at least 90 % of the
 * rate, at most 1.2 times the CPU per request) met or not.
 */
final case class BenchTable(windows: Seq[((String, String), Throughput.Window)], users: Int) {
  private def pooled(all: Seq[Throughput.Window]): Throughput.Window =
    Throughput.Window(all.map(_.requests).sum, all.map(_.seconds).sum, all.map(_.cpuMicros).sum)

  def rows: Seq[BenchTable.Row] = windows.map(_._1._1).distinct.map { query =>
    val mine = windows.collect { case ((`query`, client), window) => client -> window }
    BenchTable.Row(query, pooled(mine.collect { case (client, w) if client.startsWith("bare") => w }),
      pooled(mine.collect { case ("gatling-neo4j", w) => w }))
  }

  def markdown: String = (Seq(
    s"gatling-neo4j against the bare async driver loop, $users concurrent requests, in the same JVM; the server " +
      "(Neo4j 5.26.30) on the same 2 cores:",
    "| query | bare driver (req/s) | gatling-neo4j (req/s) | rate share | bare CPU/request (µs) | " +
      "gatling-neo4j CPU/request (µs) | CPU ratio | goal: ≥ 90 %, ≤ 1.2x |",
    "|---|---|---|---|---|---|---|---|") ++ rows.map(_.markdown)).mkString("\n")
}

object BenchTable {
  final case class Row(query: String, bare: Throughput.Window, plugin: Throughput.Window) {
    def share: Double = plugin.perSecond / bare.perSecond

    def cpuRatio: Double = plugin.cpuMicrosPerRequest / bare.cpuMicrosPerRequest

    def met: Boolean = share >= 0.9 && cpuRatio <= 1.2

    def markdown: String =
      f"| $query | ${bare.perSecond}%,.0f | ${plugin.perSecond}%,.0f | ${share * 100}%.1f %% | " +
        f"${bare.cpuMicrosPerRequest}%.0f | ${plugin.cpuMicrosPerRequest}%.0f | $cpuRatio%.2fx | " +
        s"${if (met) "met" else "not met"} |"
  }
}
