package traversalperfs.benchmark

/**
 * How a store's node ids lie: `bulk` written offline in level order (a node's children have consecutive ids), or
 * `http` populated through the server by its writer threads (siblings' ids scattered). An application cache indexed
 * by node id reads its arrays in that order; the benchmark times the traversals on both.
 */
final case class StoreLayout(name: String, description: String)

object StoreLayout {
  val Bulk: StoreLayout = StoreLayout("bulk", "the store written in bulk (node ids in level order)")
  val Http: StoreLayout = StoreLayout("http", "the store populated through the server (ids as its writer threads took them)")
  val All: Seq[StoreLayout] = Seq(Bulk, Http)
}
