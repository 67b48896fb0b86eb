package traversalperfs.results

/**
 * One cell of the comparison: a version in a JVM, and where its workload places it on the page's other axes: an `order`
 * (the traversal's; "-" where none applies) and a `variant` (a strategy and cache, a workload file's query,
 * "permissions"). `key` names it among the version's cells (its directory, and how a baseline finds it again). `again`:
 * the A/A run's second side (`compare.aa`), the same version and settings, told apart by its name only. `language`: the
 * Cypher language its queries were asked in (`compare.cypher`), none when as the version reads them by default.
 */
final case class ComparisonCell(version: String, jvm: ServerJvm, order: String, variant: String, key: String,
                                again: Boolean = false, language: Option[String] = None) {
  def id: String =
    s"neo4j-$version${if (again) "-again" else ""}${language.fold("")(l => s"-cypher$l")}-${jvm.heap}-${jvm.gc}-$key"

  /**
   * The version as the page names it: the A/A run's second side is `<version> again`; a query asked in a chosen Cypher
   * language `<version> Cypher 25` ([[ComparisonCell.side]]).
   */
  def versionLabel: String = ComparisonCell.side(version, language) + (if (again) " again" else "")

  /** Where the cell stands on the page's axes (its pivot's rows, columns and filters); '-': the axis does not apply. */
  def axes: Seq[(String, String)] = Seq("version" -> versionLabel, "heap" -> jvm.heap, "gc" -> jvm.gc, "order" -> order,
    "variant" -> variant)

  def title: String = s"$versionLabel ${if (order == "-") "" else s"$order "}$variant, ${jvm.heap} ${jvm.gc}"
}

object ComparisonCell {
  /** A version, or a version asked in one Cypher language (`compare.cypher`): a side of the comparison. */
  def side(version: String, language: Option[String]): String = language.fold(version)(l => s"$version Cypher $l")
}
