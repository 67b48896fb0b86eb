package traversalperfs.workloads.traversal

import traversalperfs.console.Line

import traversalperfs.measure.{LatencyRow, LatencySummary, WarmUp}
import traversalperfs.measure.LatencySummary.{highPercentile, percentile, shown, PercentileNote}

import scala.math.Ordering.Implicits.seqOrdering

/**
 * The traversal's own view of its latencies: whole-tree (`root`) and subtree requests apart, since they differ by
 * orders of magnitude (the summary itself knows only request names).
 */
object TraversalLatencies {
  /**
   * Root traversals in the original's format (rows mean, 50%, 90%, 95%, max; a column per variant), then one line per
   * subtree variant: subtree starts are there to check answers, their latencies mix very different sizes.
   */
  def table(latencies: LatencySummary): String = {
    val (root, subtrees) = latencies.rows.partition(_.group == ExpectedCount.Root)
    val header = "| ms | " + root.map(_.name).mkString(" | ") + " |"
    val rule = "|---|" + root.map(_ => "---|").mkString
    def line(label: String, value: LatencyRow => Any) = s"| $label | " + root.map(value).mkString(" | ") + " |"
    val rootTable = Seq(header, rule,
      line("Mean", r => math.round(r.mean)), line("50%", _.p50), line("90%", _.p90), line("95%", r => shown(r.p95)),
      line("Max", _.max), line("Requests", _.requests), line("KO", _.ko),
      line("Server mean", r => r.serverMean.fold("-")(s => f"$s%.1f")),
      line("Client - server (ms)", r => r.serverMean.fold("-")(s => f"${r.mean - s}%.1f")),
      line("Client - server p50 (ms)", r => r.overheadP50.fold("-")(o => f"$o%.1f")),
      line("Garbage per request (MB)", r => r.garbageMb.fold("-")(g => f"$g%.0f")))
    val note = if (root.exists(_.p95.isEmpty)) Seq(PercentileNote) else Nil
    val subtreeLines = subtrees.map(r =>
      f"${r.name}: ${r.requests} requests, ${r.ko} KO, mean ${r.mean}%.1f ms, 95%% ${shown(r.p95)} ms, max ${r.max} ms")
    ((if (root.isEmpty) Nil else rootTable ++ note) ++ subtreeLines).mkString("\n")
  }

  /**
   * One line per scope (whole-tree and subtree requests differ by orders of magnitude: one line for both would read as
   * if the traversal took a subtree's time). Each line says so when the warm-up before it ended unsettled.
   */
  def byScope(latencies: LatencySummary, warmUpSettled: Option[Boolean] = None): Seq[Line] =
    latencies.samples.groupBy(_.group).toSeq.sortBy { case (scope, all) => (all.head.rank.take(1), scope) }.map {
      case (scope, all) =>
        val sorted = all.filter(_.ok).map(_.millis).sorted
        Line(s"measured $scope requests: ${all.size}, KO ${all.count(!_.ok)}, p50 " +
          s"${percentile(sorted, 50)} ms, " +
          s"p95 ${shown(highPercentile(sorted, 95))} ms, p99 ${shown(highPercentile(sorted, 99))} ms, " +
          s"max ${sorted.lastOption.getOrElse(0L)} ms" +
          (if (warmUpSettled.contains(false)) s" (${WarmUp.UnsettledNote})" else ""))
    }
}
