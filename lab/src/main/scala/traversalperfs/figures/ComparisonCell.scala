package traversalperfs.figures

/**
 * One cell of the comparison: a version in a JVM, and where its workload places it on the page's other axes: an `order`
 * (the traversal's; "-" where none applies) and a `variant` (a strategy and cache, a workload file's query,
 * "permissions"). `key` names it among the version's cells (its directory, and how a baseline finds it again). `again`:
 * the A/A run's second side (`compare.aa`), the same version and settings, told apart by its name only.
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
