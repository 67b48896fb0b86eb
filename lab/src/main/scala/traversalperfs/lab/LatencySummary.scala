package traversalperfs.lab

import java.util.concurrent.ConcurrentLinkedQueue
import scala.jdk.CollectionConverters._
import scala.math.Ordering.Implicits.seqOrdering

/**
 * Response times of the measured requests, by request name, summarised in the original lab's format
 * (mean, 50%, 90%, 95%, max, ms) with the request and KO counts; also written as JSON for other tools.
 * A high percentile of a handful of requests is just their maximum, so p95 and p99 are given only from
 * [[LatencySummary.MinRequestsForP95]] and [[LatencySummary.MinRequestsForP99]] requests on.
 */
final class LatencySummary {
  import LatencySummary._
  private val samples = new ConcurrentLinkedQueue[Sample]()

  /** One measured request. */
  def record(sample: Sample): Unit = samples.add(sample)

  def rows: Seq[LatencyRow] =
    samples.asScala.toSeq.groupBy(_.name).toSeq.sortBy { case (name, all) => (all.head.rank, name) }.map {
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
          micros = LatencyMicros.of(all.filter(_.ok).flatMap(_.micros)))
    }

  /**
   * Root traversals in the original's format (rows mean, 50%, 90%, 95%, max; a column per variant), then one line
   * per subtree variant: subtree starts are there to check answers, their latencies mix very different sizes.
   */
  def table: String = {
    val (root, subtrees) = rows.partition(_.name.startsWith("root"))
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
   * One line per scope (whole-tree and subtree requests differ by orders of magnitude: one line for both would
   * read as if the traversal took a subtree's time). Each line says so when the warm-up before it ended unsettled.
   */
  def byScope(warmUpSettled: Option[Boolean] = None): Seq[String] =
    samples.asScala.toVector.groupBy(_.scope).toSeq.sortBy { case (scope, all) => (all.head.rank.take(1), scope) }.map {
      case (scope, all) =>
        val sorted = all.filter(_.ok).map(_.millis).sorted
        s"[traversal-perfs] measured $scope requests: ${all.size}, KO ${all.count(!_.ok)}, p50 ${percentile(sorted, 50)} ms, " +
          s"p95 ${shown(highPercentile(sorted, 95))} ms, p99 ${shown(highPercentile(sorted, 99))} ms, " +
          s"max ${sorted.lastOption.getOrElse(0L)} ms" +
          (if (warmUpSettled.contains(false)) s" (${WarmUp.UnsettledNote})" else "")
    }

  /** The rows as a replay's summary, under the load that measured them; the run adds what else it measured. */
  def summary(load: String): ReplaySummary = ReplaySummary(rows.toList, load)
}

object LatencySummary {
  private val Named = "named"
  val MinRequestsForP95 = 20
  val MinRequestsForP99 = 100
  val PercentileNote: String =
    s"('-': p95 needs $MinRequestsForP95 measured requests, p99 $MinRequestsForP99; fewer make it just the maximum)"

  /**
   * A measured request, as the summary groups it: a traversal's by scope, order and cache (a Cypher count, `access`
   * cypher, by scope only: it knows no order or cache); another workload's under its own name ([[Sample.named]]).
   */
  final case class Sample(scope: String, order: String, cache: String, millis: Long, serverMillis: Option[Double],
                          allocatedBytes: Option[Long], ok: Boolean, access: String = "extension", rank: Seq[Int] = Nil,
                          micros: Option[Long] = None) {
    def name: String =
      if (access == Named) scope else if (access == "extension") s"$scope $order cache=$cache" else s"$scope $access"
  }

  object Sample {
    /** A request of another workload, summarised under its own `name`. */
    def named(name: String, millis: Long, ok: Boolean): Sample = Sample(name, "", "", millis, None, None, ok, Named)
  }

  /** Nearest-rank percentile. */
  def percentile(sorted: Seq[Long], p: Double): Long =
    if (sorted.isEmpty) 0 else sorted(math.max(0, math.ceil(p / 100.0 * sorted.size).toInt - 1))

  /** p95 or p99, when there are requests enough for it to differ from the maximum. */
  def highPercentile(sorted: Seq[Long], p: Int): Option[Long] = {
    val needed = if (p >= 99) MinRequestsForP99 else MinRequestsForP95
    if (sorted.size < needed) None else Some(percentile(sorted, p))
  }

  def shown(value: Option[Long]): String = value.fold("-")(_.toString)
}

final case class LatencyRow(name: String, requests: Int, ko: Int, mean: Double, p50: Long, p90: Long, p95: Option[Long],
                            p99: Option[Long], max: Long, serverMean: Option[Double], overheadP50: Option[Double],
                            garbageMb: Option[Double], curve: List[CurvePoint] = Nil,
                            /** The same answers on the lab's own clock ([[LatencyMicros]]). */
                            micros: Option[LatencyMicros] = None) {
  /** Some request was answered right: its latencies mean something (all KO: p50 0 would read as fast). */
  def answered: Boolean = requests > ko
}

/**
 * What a replay writes for other tools (the comparison reads it): its rows and its load in words; then what the run
 * measured, each absent when it was not measured (a workload without the extension has no heap; a replay that does
 * not empty the caches reads no leftovers): the server's heap after GC before and after the load, the application
 * cache entries an earlier run left (read before the replay's own clear) and those it started with (after it: 0 unless
 * the clear failed), how its warm-up ended and whether latency had settled by then, the caches' clears the server
 * served during it (`clear=true`: one before every request), the answers per second achieved and, in the open model,
 * offered, and a capacity search's levels.
 */
final case class ReplaySummary(rows: List[LatencyRow], load: String, heapBeforeBytes: Option[Long] = None,
                               heapAfterBytes: Option[Long] = None, cacheEntriesLeft: Option[Long] = None,
                               cacheEntriesAtStart: Option[Long] = None, warmUp: Option[String] = None,
                               requestsPerSecond: Option[Double] = None, cacheClears: Option[Long] = None,
                               offeredPerSecond: Option[Double] = None, capacity: Option[CapacityResult] = None,
                               warmUpSettled: Option[Boolean] = None,
                               /** The JDK an embedded server ran on ([[ServerJava.json]]); a target's is its own. */
                               serverJava: Option[Map[String, String]] = None,
                               /** The machine over the measured window ([[traversalperfs.machine.MachineLoad]]). */
                               machine: Option[traversalperfs.machine.MachineLoad] = None,
                               /** The lab's own overhead on each transport ([[LabOverhead]]). */
                               labOverhead: List[LabOverhead] = Nil,
                               /** The open model's on-time audit ([[OnTimeAudit]]). */
                               onTime: Option[OnTime] = None,
                               /** `lab.pin`'s CPUs, when the server and the injector were kept apart. */
                               pinned: Option[String] = None,
                               /** What each request does on the server, asked after the load ([[RequestWork]]). */
                               work: List[RequestWork] = Nil,
                               /** The closed model's mean think time, ms, where the lab chose one ([[ThinkTime]]). */
                               thinkTimeMillis: Option[Long] = None) {
  /** The server's working set: its heap after a full GC once the load was over. */
  def workingSetMb: Option[Double] = heapAfterBytes.map(_ / 1e6)

  def json: String = {
    import org.json4s._
    import org.json4s.native.Serialization
    implicit val formats: Formats = DefaultFormats
    Serialization.writePretty(this)
  }

  /** Written where `lab.summary` says, for the comparison and other tools. */
  def write(path: java.nio.file.Path): Unit = {
    java.nio.file.Files.createDirectories(path.getParent)
    java.nio.file.Files.writeString(path, json)
  }
}
