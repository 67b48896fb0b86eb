package traversalperfs.workloads.traversal.benchmark

import traversalperfs.tree.{TreeKey, TreeOracle}

/**
 * The physical floor: the same count over the same tree held in plain arrays (level order, so a node's children are
 * contiguous), no Neo4j, no objects per node; depth-first with an int stack, breadth-first with an int queue. The two
 * orders are two loops on purpose, as in the `cached` strategy's counter: one loop for both is compiled for whichever
 * order runs first, and the floor would measure the JIT, not the data structure.
 */
final class ArrayTreeFloor(tree: TreeKey) {
  private val nodes = tree.nodeCount.toInt
  private val isB = new Array[Boolean](nodes)
  private val value = new Array[Boolean](nodes)
  private val firstChild = new Array[Int](nodes) // -1 for leaves

  locally {
    var index = 0
    var generationStart = 0
    var width = 1
    for (generation <- 0 until tree.generations) {
      val nextStart = generationStart + width
      for (k <- 0 until width) {
        isB(index) = generation % 2 == 1
        value(index) = TreeOracle.value(tree.seed, index)
        firstChild(index) = if (generation == tree.generations - 1) -1 else nextStart + k * tree.fanout
        index += 1
      }
      generationStart = nextStart
      width *= tree.fanout
    }
  }

  def count(depthFirst: Boolean): Long = if (depthFirst) depthFirstCount() else breadthFirstCount()

  private def depthFirstCount(): Long = {
    val stack = new Array[Int](tree.generations * tree.fanout + 1)
    var size = 1
    var count = 0L
    while (size > 0) {
      size -= 1
      val node = stack(size)
      if (isB(node) && value(node)) count += 1
      val first = firstChild(node)
      if (first >= 0) {
        var child = first
        while (child < first + tree.fanout) { stack(size) = child; size += 1; child += 1 }
      }
    }
    count
  }

  private def breadthFirstCount(): Long = {
    val queue = new Array[Int](nodes)
    var head = 0
    var tail = 1
    var count = 0L
    while (head < tail) {
      val node = queue(head)
      head += 1
      if (isB(node) && value(node)) count += 1
      val first = firstChild(node)
      if (first >= 0) {
        var child = first
        while (child < first + tree.fanout) { queue(tail) = child; tail += 1; child += 1 }
      }
    }
    count
  }

  /** Best of `runs` timed counts after `warmups` untimed ones, in ms. */
  def bestMillis(depthFirst: Boolean, warmups: Int = 10, runs: Int = 20): Double = {
    (1 to warmups).foreach(_ => count(depthFirst))
    (1 to runs).map { _ =>
      val began = System.nanoTime()
      count(depthFirst)
      (System.nanoTime() - began) / 1e6
    }.min
  }
}
