package traversalperfs.tree

/**
 * The expected count computed without Neo4j, from the documented value function (plugin README: SplitMix64 of seed +
 * (levelOrderIndex + 1) * golden gamma, top bit) and the tree's level-order numbering.
 */
object TreeOracle {
  def value(seed: Long, index: Long): Boolean = {
    var z = seed + (index + 1) * 0x9e3779b97f4a7c15L
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL
    (z ^ (z >>> 31)) < 0
  }

  /** True B nodes in the subtree of `start` (child indexes from the root, dot-separated; empty for the root). */
  def count(tree: TreeKey, start: String): Long = {
    val path = if (start.isEmpty) Seq.empty[Int] else start.split('.').toSeq.map(_.toInt)
    var first = path.foldLeft(0L)((index, child) => index * tree.fanout + child) // index within its generation
    var width = 1L
    var offset = (0 until path.size).map(g => math.pow(tree.fanout, g).toLong).sum // first index of the generation
    var count = 0L
    for (generation <- path.size until tree.generations) {
      if (generation % 2 == 1) count += (first until first + width).count(k => value(tree.seed, offset + k))
      offset += math.pow(tree.fanout, generation).toLong
      first *= tree.fanout
      width *= tree.fanout
    }
    count
  }

  /** Every node of a small tree, as start paths. */
  def allStarts(tree: TreeKey): Seq[String] = {
    def below(prefix: Seq[Int]): Seq[Seq[Int]] =
      if (prefix.size == tree.generations - 1) Seq(prefix)
      else prefix +: (0 until tree.fanout).flatMap(i => below(prefix :+ i))
    below(Seq.empty).map(_.mkString("."))
  }
}
