package traversalperfs.boltbench

import traversalperfs.statistics.{Difference, Interval, Samples}

/**
 * The benchmark's table: per query, the bare loop's and gatling-neo4j's mean rates and CPU per request over their
 * blocks, then the plugin's share of the bare loop's rate and its CPU per request against the bare loop's, each with
 * its 95 % interval, and the goal (at least 90 % of the rate, at most 1.2 times the CPU per request) judged on
 * the intervals: met when both intervals are inside the goal, not met when either is wholly outside, undecided at this
 * noise otherwise; where the server and the injector ran (`placement`) heads it. Each round gives one sample of each
 * ratio: its Gatling block against the mean of the bare blocks before and after it; the samples' interval is the lab's
 * own ([[Difference.quantile]]: Student t on logarithms).
 */
final case class BenchTable(windows: Seq[((String, String), CountedWindow.Window)], users: Int, placement: String) {
  def rows: Seq[BenchTable.Row] = windows.map(_._1._1).distinct.map { query =>
    val mine = windows.collect { case ((`query`, block), window) => block -> window }.toMap
    def blocks(kind: String) = LazyList.from(1).map(i => mine.get(s"$kind-$i")).takeWhile(_.isDefined).flatten.toVector
    BenchTable.Row(query, blocks("bare"), blocks("gatling"))
  }

  def markdown: String = (Seq(
    s"gatling-neo4j against the bare async driver loop, $users concurrent requests, in the same JVM, in alternating " +
      s"blocks; $placement. Rates and CPU: means over the blocks; share and ratio: over the rounds, with their " +
      "95 % intervals:",
    "| query | rounds | bare driver (req/s) | gatling-neo4j (req/s) | rate share | bare CPU/request (µs) | " +
      "gatling-neo4j CPU/request (µs) | CPU ratio | goal: ≥ 90 %, ≤ 1.2x |",
    "|---|---|---|---|---|---|---|---|---|") ++ rows.map(_.markdown)).mkString("\n")
}

object BenchTable {
  val Met = "met"
  val NotMet = "not met"
  val Undecided = "undecided at this noise"

  /** A query's blocks: `bare` has one more than `plugin` (a bare block before and after each of Gatling's). */
  final case class Row(query: String, bare: Seq[CountedWindow.Window], plugin: Seq[CountedWindow.Window]) {
    require(bare.size == plugin.size + 1, s"$query: ${bare.size} bare blocks around ${plugin.size} of Gatling's")

    def rounds: Int = plugin.size

    private def around(round: Int, figure: CountedWindow.Window => Double): Double =
      (figure(bare(round)) + figure(bare(round + 1))) / 2

    private def interval(samples: Seq[Double]): Interval =
      Difference.quantile(Samples(samples.map(Array(_)).toIndexedSeq), 0.5).get

    /** gatling-neo4j's rate over the bare loop's, per round: its interval. */
    def share: Interval = interval(plugin.indices.map(i => plugin(i).perSecond / around(i, _.perSecond)))

    /** gatling-neo4j's CPU per request over the bare loop's, per round: its interval. */
    def cpuRatio: Interval =
      interval(plugin.indices.map(i => plugin(i).cpuMicrosPerRequest / around(i, _.cpuMicrosPerRequest)))

    def goal: String =
      if (share.high < 0.9 || cpuRatio.low > 1.2) NotMet
      else if (share.low >= 0.9 && cpuRatio.high <= 1.2) Met
      else Undecided

    private def mean(all: Seq[CountedWindow.Window], figure: CountedWindow.Window => Double) =
      all.map(figure).sum / all.size

    def markdown: String = {
      val s = share
      val c = cpuRatio
      f"| $query | $rounds | ${mean(bare, _.perSecond)}%,.0f | ${mean(plugin, _.perSecond)}%,.0f | " +
        f"${s.point * 100}%.1f %% [${s.low * 100}%.1f, ${s.high * 100}%.1f] | " +
        f"${mean(bare, _.cpuMicrosPerRequest)}%.0f | ${mean(plugin, _.cpuMicrosPerRequest)}%.0f | " +
        f"${c.point}%.2fx [${c.low}%.2f, ${c.high}%.2f] | $goal |"
    }
  }
}
