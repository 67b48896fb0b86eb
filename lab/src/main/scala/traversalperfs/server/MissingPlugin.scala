package traversalperfs.server

/**
 * A server plugin asked for that a version runs without (APOC on a line Maven Central has no release of): why, for a
 * reader, and the namespace of its procedures and functions, by which a query that failed for want of it is told from
 * one that failed on its own (a query calling `apoc.coll.max` on a server without APOC).
 */
final case class MissingPlugin(describe: String, namespace: String) {
  /** Whether a server's refusal names one of the plugin's procedures or functions. */
  def named(refusal: String): Boolean = refusal.toLowerCase.contains(namespace)
}
