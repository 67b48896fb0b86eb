package traversalperfs.lab

import java.util.concurrent.ConcurrentHashMap
import scala.jdk.CollectionConverters._

/**
 * Collects the counts a seed run gets. The first variant (order, cache) answered for a start is the reference the
 * others must equal: order and cache must never change a count.
 */
final class ExpectedCountsRecorder(tree: TreeKey) {
  private val recorded = new ConcurrentHashMap[(String, String, String), Long]()
  private val references = new ConcurrentHashMap[String, Long]()

  def reference(start: String): Option[Long] = Option(references.get(start))

  def record(start: String, order: String, cache: String, count: Long): Unit = {
    references.putIfAbsent(start, count)
    recorded.put((start, order, cache), count)
  }

  /** The rows in plan order; a variant that disagrees with its start's reference is a LabError. */
  def rows(plan: Seq[SeedPlan.Variant]): Seq[ExpectedCount] = plan.map { v =>
    val count = Option(recorded.get((v.start, v.order, v.cache)))
      .getOrElse(LabError(s"no count was recorded for start '${v.start}' ${v.order} cache ${v.cache}"))
    if (count != references.get(v.start))
      LabError(s"start '${v.start}': ${v.order} with cache ${v.cache} counted $count, other variants ${references.get(v.start)}")
    ExpectedCount(tree, v.start, v.order, v.cache, count)
  }

  def size: Int = recorded.size
}

/** What a seed run records: every sampled start x order x cache, start by start. */
object SeedPlan {
  final case class Variant(start: String, order: String, cache: String) {
    def feederRecord: Map[String, Any] =
      Map("start" -> start, "scope" -> ExpectedCount.scopeOf(start), "order" -> order, "cache" -> cache)
  }

  def apply(settings: LabSettings): Seq[Variant] =
    for {
      start <- StartSample(settings.tree, settings.starts)
      order <- settings.orders
      cache <- settings.caches
    } yield Variant(start, order, cache)

  /** A CSV needs no new recording when it holds exactly this plan's variants, on the same tree. */
  def isRecordedIn(plan: Seq[Variant], tree: TreeKey, csv: java.nio.file.Path): Either[String, Unit] =
    scala.util.Try(ExpectedCountsCsv.read(csv)).toEither.left.map(_.getMessage).flatMap { rows =>
      if (rows.head.tree != tree) Left(s"$csv was recorded on another tree (${rows.head.tree})")
      else if (rows.map(r => Variant(r.start, r.order, r.cache)).toSet != plan.toSet)
        Left(s"$csv holds other starts, orders or caches than asked for")
      else Right(())
    }
}
