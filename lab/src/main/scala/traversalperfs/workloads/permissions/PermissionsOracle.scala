package traversalperfs.workloads.permissions

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import traversalperfs.targets.CypherOracle

/**
 * The permission rule asked of Neo4j itself, in Cypher, outside the service: the documents among the row's that the
 * user, or a group of theirs, holds a SECURITY with R on, directly or on a folder above. Inline literals keep one
 * statement valid from 2.2 (`{param}`) to 5.26 (`$param`).
 */
final class PermissionsOracle(cypher: CypherOracle) {
  def via: String = cypher.via

  def readableCount(user: String, documents: Seq[String]): Long =
    cypher.countOf(PermissionsOracle.readable(user, documents, "count(DISTINCT d)"))

  def readableIds(user: String, documents: Seq[String], levels: String = "*0..", withRead: Boolean = true)
      : Set[String] =
    cypher.strings(PermissionsOracle.readable(user, documents, "DISTINCT d.unique_id", levels, withRead)).toSet

  /** Every row's count must be Cypher's; a difference is a UserError naming the row. Prints progress. */
  def check(rows: Seq[PermissionsRow]): Unit =
    rows.zipWithIndex.foreach { case (row, i) =>
      val expected = readableCount(row.userId, row.documentIds)
      if (expected != row.results)
        UserError(s"row ${i + 1} (user ${row.userId}, ${row.documentIds.size} documents): the service answered " +
          s"${row.results} readable, Cypher counts $expected ($via)")
      if ((i + 1) % 50 == 0 || i + 1 == rows.size)
        Say(s"Cypher confirmed ${i + 1} / ${rows.size} answers")
    }

  /** Users' and documents' ids, sorted (the record draws from them). */
  def ids(label: String): IndexedSeq[String] =
    cypher.strings(s"MATCH (n:$label) RETURN n.unique_id").toIndexedSeq.sorted
}

object PermissionsOracle {
  private def literal(text: String): String = "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"

  /**
   * The documents the user or a group of theirs holds a grant on, `levels` up the hierarchy (`*0..`: the document or
   * any folder above; `*0..0`: the document itself), with R (`withRead`) or without it.
   */
  def readable(user: String, documents: Seq[String], returned: String, levels: String = "*0..",
               withRead: Boolean = true): String =
    s"MATCH (u:User {unique_id: ${literal(user)}}) OPTIONAL MATCH (u)-[:IS_MEMBER_OF]->(g:Group) " +
      "WITH u, collect(g) AS groups WITH groups + [u] AS principals " +
      s"UNWIND [${documents.map(literal).mkString(",")}] AS id MATCH (d:Document {unique_id: id}) " +
      s"MATCH (d)<-[:HAS_CHILD_CONTENT$levels]-(f)<-[s:SECURITY]-(p) WHERE p IN principals AND " +
      s"${if (withRead) "" else "NOT "}s.flags =~ '.*R.*' RETURN $returned"
}
