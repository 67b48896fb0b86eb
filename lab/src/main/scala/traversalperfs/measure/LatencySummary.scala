package traversalperfs.measure

import java.util.concurrent.ConcurrentLinkedQueue
import scala.jdk.CollectionConverters._
import scala.math.Ordering.Implicits.seqOrdering

/**
 * Response times of the measured requests, by request name, summarised in the original lab's format (mean, 50%, 90%,
 * 95%, max, ms) with the request and KO counts; also written as JSON for other tools. A high percentile of a handful of
 * requests is just their maximum, so p95 and p99 are given only from [[LatencySummary.MinRequestsForP95]] and
 * [[LatencySummary.MinRequestsForP99]] requests on.
 */
final class LatencySummary {
  import LatencySummary._
  private val samplesQueue = new ConcurrentLinkedQueue[Sample]()

  /** One measured request. */
  def record(sample: Sample): Unit = samplesQueue.add(sample)

  def rows: Seq[LatencyRow] =
    samples.groupBy(_.name).toSeq.sortBy { case (name, all) => (all.head.rank, name) }.map {
      case (name, all) =>
        val sorted = all.filter(_.ok).map(_.millis).sorted.toVector
        val server = all.flatMap(_.serverMillis)
        val allocated = all.flatMap(_.allocatedBytes)
        LatencyRow(name, all.size, all.count(!_.ok),
          mean = if (sorted.isEmpty) 0 else sorted.sum.toDouble / sorted.size,
          p50 = percentile(sorted, 50), p90 = percentile(sorted, 90), p95 = highPercentile(sorted, 95),
          p99 = highPercentile(sorted, 99),
          max = sorted.lastOption.getOrElse(0L),
          serverMean = if (server.isEmpty) None else Some(server.sum / server.size),
          overheadP50 = {
            val overheads = all.filter(_.ok).flatMap(s => s.serverMillis.map(s.millis - _)).sorted
            if (overheads.isEmpty) None else Some(overheads(overheads.size / 2))
          },
          garbageMb = if (allocated.isEmpty) None else Some(allocated.sum.toDouble / allocated.size / 1e6),
          curve = LatencyCurve.of(sorted),
          micros = LatencyMicros.of(all.filter(_.ok).flatMap(_.micros)), group = all.head.group)
    }

  /** Every measured request so far, in no order. */
  def samples: Seq[Sample] = samplesQueue.asScala.toVector

  /** The rows as a replay's summary, under the load that measured them; the run adds what else it measured. */
  def summary(load: String): ReplaySummary = ReplaySummary(rows.toList, load)
}

/**
 * The measured requests of one name (and `group`: the workload's coarser table, the traversal's scope), summarised.
 */
final case class LatencyRow(name: String, requests: Int, ko: Int, mean: Double, p50: Long, p90: Long, p95: Option[Long],
                            p99: Option[Long], max: Long, serverMean: Option[Double], overheadP50: Option[Double],
                            garbageMb: Option[Double], curve: List[CurvePoint] = Nil,
                            /** The same answers on the lab's own clock ([[LatencyMicros]]). */
                            micros: Option[LatencyMicros] = None, group: String = "") {
  /** Some request was answered right: its latencies mean something (all KO: p50 0 would read as fast). */
  def answered: Boolean = requests > ko
}

object LatencySummary {
  val MinRequestsForP95 = 20
  val MinRequestsForP99 = 100
  val PercentileNote: String =
    s"('-': p95 needs $MinRequestsForP95 measured requests, p99 $MinRequestsForP99; fewer make it just the maximum)"

  /**
   * A measured request, summarised in the row of its `name`, rows ranked by `rank` (the workload's order of its
   * tables), with the server's own time and its allocation where the workload reads them; `group` gathers rows for a
   * workload's coarser table (the traversal's scope, [[traversalperfs.workloads.traversal.TraversalLatencies]]).
   */
  final case class Sample(name: String, millis: Long, serverMillis: Option[Double], allocatedBytes: Option[Long],
                          ok: Boolean, group: String = "", rank: Seq[Int] = Nil, micros: Option[Long] = None)

  object Sample {
    /** A request measured by the client only, under its `name`. */
    def named(name: String, millis: Long, ok: Boolean): Sample = Sample(name, millis, None, None, ok)
  }

  /** Nearest rank ([[Percentile]]); 0 for no value. */
  def percentile(sorted: Seq[Long], p: Double): Long = Percentile.nearestRank(sorted, p, 0L)

  /** p95 or p99, when there are requests enough for it to differ from the maximum. */
  def highPercentile(sorted: Seq[Long], p: Int): Option[Long] = {
    val needed = if (p >= 99) MinRequestsForP99 else MinRequestsForP95
    if (sorted.size < needed) None else Some(percentile(sorted, p))
  }

  def shown(value: Option[Long]): String = value.fold("-")(_.toString)
}
