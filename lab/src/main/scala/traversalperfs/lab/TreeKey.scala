package traversalperfs.lab

/** Identifies a tree: two trees with the same key hold the same values and counts, whatever the server. */
final case class TreeKey(depth: Int, fanout: Int, seed: Long) {
  def generations: Int = 2 * depth + 1

  def nodeCount: Long = (0 until generations).map(g => BigInt(fanout).pow(g)).sum.toLong

  override def toString: String = s"depth $depth, fanout $fanout, seed $seed"

  def directoryName: String = s"depth$depth-fanout$fanout-seed$seed"
}
