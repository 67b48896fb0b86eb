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

  /** The number after the first dot (`4` of `3.4.9`, `8` of `2026.08.1`). */
  lazy val minor: Int = text.split("[.-]").lift(1).flatMap(_.toIntOption).getOrElse(0)

  def atLeast(major: Int, minor: Int): Boolean = this.major > major || this.major == major && this.minor >= minor

  /** Temporal (dates, times, durations) and spatial (points) property values came with 3.4. */
  def storesTemporalAndSpatial: Boolean = atLeast(3, 4)

  /**
   * The Cypher language versions a query may ask for by its `CYPHER 5` / `CYPHER 25` prefix: both from 2025.06 (Cypher
   * 25 beside Cypher 5); one language before (none to choose).
   */
  def cypherLanguages: Seq[String] = if (atLeast(2025, 6)) Seq("5", "25") else Nil

  /** Vector property values came with the calendar versions (2025.x). */
  def storesVectors: Boolean = major >= 2025

  /** Composite (several properties) indexes came with 3.2. */
  def compositeIndexes: Boolean = atLeast(3, 2)

  /** A range index on a label's properties: `FOR ... ON` from 4.0 (the only form from 5.x), `ON :L(p)` before. */
  def createIndex(label: String, keys: Seq[String]): String =
    if (major >= 4) s"CREATE INDEX FOR (n:${quoted(label)}) ON (${keys.map(k => s"n.${quoted(k)}").mkString(", ")})"
    else s"CREATE INDEX ON :${quoted(label)}(${keys.map(quoted).mkString(", ")})"

  /**
   * A uniqueness constraint: `FOR ... REQUIRE` from 4.4 (the only form from 5.x), `ON ... ASSERT` before; named where
   * the version names constraints (4.0 on).
   */
  def createUnique(label: String, key: String, name: Option[String] = None): String = {
    val named = name.filter(_ => major >= 4).fold("")(n => " " + quoted(n))
    if (atLeast(4, 4)) s"CREATE CONSTRAINT$named FOR (n:${quoted(label)}) REQUIRE n.${quoted(key)} IS UNIQUE"
    else s"CREATE CONSTRAINT$named ON (n:${quoted(label)}) ASSERT n.${quoted(key)} IS UNIQUE"
  }

  /** Drops the constraint [[createUnique]] made: by its name from 4.0 (`name` given there), by its form before. */
  def dropUnique(label: String, key: String, name: String): String =
    if (major >= 4) s"DROP CONSTRAINT ${quoted(name)}"
    else s"DROP CONSTRAINT ON (n:${quoted(label)}) ASSERT n.${quoted(key)} IS UNIQUE"

  /** Waits for the indexes to come online: a procedure from 3.0; 2.x populates an empty label's index at once. */
  def awaitIndexes: Option[String] = Option.when(major >= 3)("CALL db.awaitIndexes(600)")

  private def quoted(name: String): String = ServerVersion.quoted(name)

  override def toString: String = text
}

object ServerVersion {
  /** A label, type or property name in backquotes (a backquote in it doubled), whatever characters it has. */
  def quoted(name: String): String = "`" + name.replace("`", "``") + "`"

  /** `5.26.30`, `2026.08.1`, `4.4.48-enterprise`…: its major is the number before the first dot. */
  def parse(text: String): ServerVersion =
    ServerVersion(text,
      text.takeWhile(_ != '.').toIntOption.getOrElse(
        UserError(s"'$text' is not a Neo4j version (expected something like 5.26.30)")))
}
