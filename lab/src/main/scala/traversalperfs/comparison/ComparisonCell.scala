package traversalperfs.comparison

/** The JVM a server runs in: heap and garbage collector. */
final case class ServerJvm(heap: String, gc: String) {
  def options: Seq[String] = Seq(ServerJvm.GcFlags(gc))
}

object ServerJvm {
  /** CMS is gone from JDK 14 on: it is offered only when the JVM running the servers still has it. */
  val GcFlags: Map[String, String] = Map("G1" -> "-XX:+UseG1GC", "Parallel" -> "-XX:+UseParallelGC", "CMS" -> "-XX:+UseConcMarkSweepGC")
}

/**
 * One cell of the comparison: a version in a JVM, and where its workload places it on the page's other axes: an
 * `order` (the traversal's; "-" where none applies) and a `variant` (a strategy and cache, a workload file's query,
 * "permissions"). `key` names it among the version's cells (its directory, and how a baseline finds it again).
 */
final case class ComparisonCell(version: String, jvm: ServerJvm, order: String, variant: String, key: String) {
  def id: String = s"neo4j-$version-${jvm.heap}-${jvm.gc}-$key"

  /** Where the cell stands on the page's axes (its pivot's rows, columns and filters); '-': the axis does not apply. */
  def axes: Seq[(String, String)] = Seq("version" -> version, "heap" -> jvm.heap, "gc" -> jvm.gc, "order" -> order,
    "variant" -> variant)

  def title: String = s"$version ${if (order == "-") "" else s"$order "}$variant, ${jvm.heap} ${jvm.gc}"
}
