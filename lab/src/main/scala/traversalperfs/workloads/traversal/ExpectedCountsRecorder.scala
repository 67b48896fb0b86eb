package traversalperfs.workloads.traversal

import traversalperfs.settings.UserError
import traversalperfs.tree.TreeKey
import java.util.concurrent.ConcurrentHashMap

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

  /** The rows in plan order; a variant that disagrees with its start's reference is a UserError. */
  def rows(plan: Seq[SeedPlan.Variant]): Seq[ExpectedCount] = plan.map { v =>
    val count = Option(recorded.get((v.start, v.order, v.cache)))
      .getOrElse(UserError(s"no count was recorded for start '${v.start}' ${v.order} cache ${v.cache}"))
    if (count != references.get(v.start))
      UserError(
        s"start '${v.start}': ${v.order} with cache ${v.cache} counted $count, other variants " +
          s"${references.get(v.start)}")
    ExpectedCount(tree, v.start, v.order, v.cache, count)
  }

  def size: Int = recorded.size
}
