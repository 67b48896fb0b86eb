package traversalperfs.server.conf

/**
 * A neo4j.conf's memory settings, in every version's words: the heap is the server JVM's `-Xms` / `-Xmx` (the lab
 * starts that JVM itself), the page cache the lab's own setting of it.
 */
object MemorySettings {
  sealed trait Role

  case object MaxHeap extends Role
  case object InitialHeap extends Role
  case object PageCache extends Role

  private val Roles: Map[String, Role] = Map(
    "dbms.memory.heap.max_size" -> MaxHeap, "server.memory.heap.max_size" -> MaxHeap,
    "dbms.memory.heap.initial_size" -> InitialHeap, "server.memory.heap.initial_size" -> InitialHeap,
    "dbms.memory.pagecache.size" -> PageCache, "server.memory.pagecache.size" -> PageCache,
    "dbms.pagecache.memory" -> PageCache)

  def role(name: String): Option[Role] = Roles.get(name)

  /** A size as the JVM and every version take it (`512m`, `4g`; Neo4j's `4G` too), or none. */
  def size(value: String): Option[String] =
    Option.when(value.matches("""\d+[kKmMgG]"""))(value.toLowerCase)
}
