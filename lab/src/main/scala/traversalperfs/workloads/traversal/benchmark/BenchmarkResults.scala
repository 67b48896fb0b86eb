package traversalperfs.workloads.traversal.benchmark

import traversalperfs.measure.Percentile

import java.util.concurrent.ConcurrentLinkedQueue
import scala.jdk.CollectionConverters._

/** Measured requests by variant, and the benchmark table. */
final class BenchmarkResults {
  import BenchmarkResults.Sample
  private val samples = new ConcurrentLinkedQueue[Sample]()

  def record(name: String, millis: Int, serverMillis: Double, allocatedBytes: Long, ok: Boolean): Unit =
    samples.add(Sample(name, millis, serverMillis, allocatedBytes, ok))

  /** A row per variant; `floorMillis` by order: the plain-array count each row's server p50 is divided by. */
  def table(variants: Seq[BenchmarkVariant], floorMillis: Map[String, Double]): String = {
    val byName = samples.asScala.toSeq.groupBy(_.name)
    def p50(name: String): Double = percentile(byName.getOrElse(name, Nil).map(_.millis.toDouble), 50)
    val header =
      "| strategy | cache | order | mean ms | p50 ms | p95 ms | server mean ms | garbage MB/request | " +
        "p50 vs framework, no cache | server p50 vs floor | requests | KO |"
    val rule = "|---|---|---|---|---|---|---|---|---|---|---|---|"
    val rows = variants.map { v =>
      val all = byName.getOrElse(v.name, Nil)
      val millis = all.map(_.millis.toDouble)
      val baseline = p50(BenchmarkVariant("framework", "none", v.order).name)
      val ratio = if (baseline > 0 && p50(v.name) > 0) f"${baseline / p50(v.name)}%.2fx" else "n/a"
      val serverP50 = percentile(all.map(_.serverMillis), 50)
      val vsFloor = floorMillis.get(v.order).filter(_ > 0).fold("n/a")(floor => f"${serverP50 / floor}%.1fx")
      val garbageMb = mean(all.map(_.allocatedBytes.toDouble)) / 1e6
      val serverMean = mean(all.map(_.serverMillis))
      f"| ${v.strategy} | ${v.cache} | ${v.order} | ${mean(millis)}%.0f | ${p50(v.name)}%.0f | " +
        f"${percentile(millis, 95)}%.0f | $serverMean%.0f | $garbageMb%.1f | $ratio | $vsFloor | " +
        s"${all.size} | ${all.count(!_.ok)} |"
    }
    (header +: rule +: rows).mkString("\n")
  }

  private def mean(values: Seq[Double]): Double = if (values.isEmpty) 0 else values.sum / values.size

  private def percentile(values: Seq[Double], p: Int): Double = Percentile.nearestRank(values.sorted, p, 0.0)
}

object BenchmarkResults {
  private final case class Sample(name: String, millis: Int, serverMillis: Double, allocatedBytes: Long, ok: Boolean)
}
