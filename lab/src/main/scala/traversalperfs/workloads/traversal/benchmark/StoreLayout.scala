package traversalperfs.workloads.traversal.benchmark

/**
 * How a store's node ids lie: `bulk` written offline in level order (a node's children have consecutive ids), or `http`
 * populated through the server by its writer threads (siblings' ids scattered). A cache indexed by node id walks its
 * arrays in that order (`cached` did, and took twice as long on `http`); the benchmark times both, so a strategy that
 * depends on the ids' order shows it.
 */
final case class StoreLayout(name: String, description: String)

object StoreLayout {
  val Bulk: StoreLayout = StoreLayout("bulk", "the store written in bulk (node ids in level order)")
  val Http: StoreLayout =
    StoreLayout("http", "the store populated through the server (ids as its writer threads took them)")
  val All: Seq[StoreLayout] = Seq(Bulk, Http)
}
