package traversalperfs.workloads.traversal

import traversalperfs.tree.TreeKey

/**
 * The starts a seed run records: the root (empty path) plus `size` distinct subtree starts drawn from the tree's seed,
 * so the same tree and size always give the same sample. Depths are drawn evenly over the generations.
 */
object StartSample {
  def apply(tree: TreeKey, size: Int): Seq[String] = {
    val random = new scala.util.Random(tree.seed * 31 + tree.depth * 7 + tree.fanout)
    val available = tree.nodeCount - 1
    val wanted = math.min(size.toLong, available).toInt
    val starts = scala.collection.mutable.LinkedHashSet[String]()
    while (starts.size < wanted) {
      val length = 1 + random.nextInt(tree.generations - 1)
      starts += Seq.fill(length)(random.nextInt(tree.fanout)).mkString(".")
    }
    "" +: starts.toSeq
  }

  /** Whether `start` names a node of `tree`. */
  def isNodeOf(tree: TreeKey, start: String): Boolean =
    start.isEmpty || {
      val parts = start.split('.')
      parts.length < tree.generations && parts.forall(p => p.toIntOption.exists(i => i >= 0 && i < tree.fanout))
    }
}
