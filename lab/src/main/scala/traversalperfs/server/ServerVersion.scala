package traversalperfs.server

import traversalperfs.settings.UserError

/**
 * A Neo4j server's version as what it does, parsed once: from the version table's row for an embedded server, from the
 * server's own answer for a target (which may run a release the table does not list). What differs between majors for a
 * client lives here: the transactional endpoint's path, and `{name}` parameters before 3.0.
 */
final case class ServerVersion(text: String, major: Int) {
  /** The transactional Cypher endpoint: under the database's name from 4.x on. */
  def transactionPath: String = if (major >= 4) "/db/neo4j/tx" else "/db/data/transaction"

  /** 2.x takes parameters as `{name}`; `$name` came with 3.0. */
  def braceParameters: Boolean = major < 3

  override def toString: String = text
}

object ServerVersion {
  /** `5.26.30`, `2026.08.1`, `4.4.48-enterprise`…: its major is the number before the first dot. */
  def parse(text: String): ServerVersion =
    ServerVersion(text,
      text.takeWhile(_ != '.').toIntOption.getOrElse(
        UserError(s"'$text' is not a Neo4j version (expected something like 5.26.30)")))
}
