package traversalperfs.comparison

/** The JVM a server runs in: heap and garbage collector. */
final case class ServerJvm(heap: String, gc: String) {
  def options: Seq[String] = Seq(ServerJvm.GcFlags(gc))
}

object ServerJvm {
  /** CMS is gone from JDK 14 on: it is offered only when the JVM running the servers still has it. */
  val GcFlags: Map[String, String] =
    Map("G1" -> "-XX:+UseG1GC", "Parallel" -> "-XX:+UseParallelGC", "CMS" -> "-XX:+UseConcMarkSweepGC")

  /**
   * The comparison's server JVMs, for every workload: `compare.heaps` (default the run's heap) x `compare.gcs` (G1).
   */
  def load(parameters: traversalperfs.lab.Parameters, heap: String): Seq[ServerJvm] = {
    val heaps = parameters.raw("compare.heaps").map(_.split(",").map(_.trim).toSeq).getOrElse(Seq(heap))
    heaps.filterNot(_.matches("""\d+[kKmMgG]""")).foreach(h =>
      traversalperfs.lab.LabError(s"compare.heaps must be sizes like 1g,4g; got '$h'"))
    val gcs = parameters.choices("compare.gcs", Seq("G1"), GcFlags.keySet.toSeq.sorted)
    if (gcs.contains("CMS") && Runtime.version().feature() >= 14)
      traversalperfs.lab.LabError(
        s"compare.gcs: CMS does not exist on this JDK (${Runtime.version()}); use G1 or Parallel")
    for (heap <- heaps; gc <- gcs) yield ServerJvm(heap, gc)
  }
}

/**
 * One cell of the comparison: a version in a JVM, and where its workload places it on the page's other axes: an
 * `order` (the traversal's; "-" where none applies) and a `variant` (a strategy and cache, a workload file's query,
 * "permissions"). `key` names it among the version's cells (its directory, and how a baseline finds it again).
 * `again`: the A/A run's second side (`compare.aa`), the same version and settings, told apart by its name only.
 */
final case class ComparisonCell(version: String, jvm: ServerJvm, order: String, variant: String, key: String,
                                again: Boolean = false) {
  def id: String = s"neo4j-$version${if (again) "-again" else ""}-${jvm.heap}-${jvm.gc}-$key"

  /** The version as the page names it: the A/A run's second side is `<version> again`. */
  def versionLabel: String = if (again) s"$version again" else version

  /** Where the cell stands on the page's axes (its pivot's rows, columns and filters); '-': the axis does not apply. */
  def axes: Seq[(String, String)] = Seq("version" -> versionLabel, "heap" -> jvm.heap, "gc" -> jvm.gc, "order" -> order,
    "variant" -> variant)

  def title: String = s"$versionLabel ${if (order == "-") "" else s"$order "}$variant, ${jvm.heap} ${jvm.gc}"
}
