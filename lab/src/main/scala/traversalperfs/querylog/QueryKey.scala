package traversalperfs.querylog

import traversalperfs.targets.CypherText

import java.security.MessageDigest

/**
 * What makes two logged queries the same query: their normalized text ([[CypherText.normalized]]: comments removed,
 * every run of whitespace one space outside strings and quoted names, nothing else changed). Names the query by its
 * first clause and a short hash of that text (`match-3f2a91`).
 */
object QueryKey {
  /** `text` normalized by the lab's Cypher lexer ([[CypherText.normalized]]): a test's and a one-off's way in. */
  def normalize(text: String): String = CypherText(text).normalized

  /** The query's name: its first clause in lower case, words joined by `-`, then 6 hex digits of its hash. */
  def name(normalized: String, hexDigits: Int = 6): String = {
    val words = normalized.split("[^A-Za-z]+").filter(_.nonEmpty).map(_.toLowerCase)
    val clause = words.headOption.map(w => if (w == "optional" && words.length > 1) s"optional-${words(1)}" else w)
      .getOrElse("query")
    s"$clause-${hash(normalized).take(hexDigits)}"
  }

  def hash(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.getBytes("UTF-8")).map(b => f"${b & 0xff}%02x").mkString

  private val Administration =
    """(?is)^(show|grant|revoke|deny|alter|start|stop|terminate|enable|dryrun|:|(create|drop)\s+(or\s+replace\s+)?""" +
      """(user|role|database|alias|composite|index|constraint|server|btree|range|text|point|fulltext|lookup|""" +
      """vector)\b""" +
      // procedures that run the server, not the application's reads: checkpoints, index builds, caches, dbms.*
      """|call\s+(dbms\.|db\.(checkpoint|awaitindex|resample|clearquerycaches|prepareforreplanning|create|stats\.|""" +
      """index\.fulltext\.(create|drop|await))))""" +
      """.*"""

  /** SHOW, schema, users, roles, databases, administration procedures: not the application's reads. */
  def administration(normalized: String): Boolean = normalized.matches(Administration)
}
