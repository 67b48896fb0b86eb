package traversalperfs.tree

import traversalperfs.server.BulkDataset

/** Identifies a tree: two trees with the same key hold the same values and counts, whatever the server. */
final case class TreeKey(depth: Int, fanout: Int, seed: Long) {
  def generations: Int = 2 * depth + 1

  def nodeCount: Long = (0 until generations).map(g => BigInt(fanout).pow(g)).sum.toLong

  override def toString: String = s"depth $depth, fanout $fanout, seed $seed"

  def directoryName: String = s"depth$depth-fanout$fanout-seed$seed"

  /**
   * The tree as the offline writer makes it. Measured on 3.0.12: 87,381 nodes 2.4 s through a new server, 1.8 s in
   * bulk; 5,461 nodes 0.8 s against 1.3 s.
   */
  def bulk: BulkDataset = BulkDataset("tree", toString, nodeCount,
    Seq("depth" -> depth.toString, "fanout" -> fanout.toString, "seed" -> seed.toString), autoFrom = 100000)
}
