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

/** What a run covers: the sampled starts (within `scope`) x orders x caches, start by start. */
object SeedPlan {
  final case class Variant(start: String, order: String, cache: String) {
    def feederRecord: Map[String, Any] =
      Map("start" -> start, "scope" -> ExpectedCount.scopeOf(start), "order" -> order, "cache" -> cache)
  }

  def apply(settings: LabSettings): Seq[Variant] =
    for {
      start <- StartSample(settings.tree, settings.starts) if settings.scope.includes(start)
      order <- settings.orders
      cache <- settings.caches
    } yield Variant(start, order, cache)

  def variantOf(row: ExpectedCount): Variant = Variant(row.start, row.order, row.cache)

  /** A CSV needs no new recording when it holds every variant of the plan, on the same tree. */
  def isRecordedIn(plan: Seq[Variant], tree: TreeKey, csv: java.nio.file.Path): Either[String, Unit] =
    scala.util.Try(ExpectedCountsCsv.read(csv)).toEither.left.map(_.getMessage).flatMap { rows =>
      if (rows.head.tree != tree) Left(s"$csv was recorded on another tree (${rows.head.tree})")
      else if (!plan.toSet.subsetOf(rows.map(variantOf).toSet)) Left(s"$csv lacks some of the starts, orders or caches asked for")
      else Right(())
    }

  /** The rows of a recorded CSV that the plan selects; none is a LabError. */
  def select(plan: Seq[Variant], rows: Seq[ExpectedCount], csv: java.nio.file.Path): Seq[ExpectedCount] = {
    val wanted = plan.toSet
    val selected = rows.filter(row => wanted.contains(variantOf(row)))
    if (selected.isEmpty)
      LabError(s"$csv holds none of the starts x orders x caches asked for: run the seed simulation with these parameters")
    selected
  }
}
