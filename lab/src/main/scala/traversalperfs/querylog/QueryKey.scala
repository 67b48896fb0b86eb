package traversalperfs.querylog

import java.security.MessageDigest

/**
 * What makes two logged queries the same query: their text with comments removed and every run of whitespace made one
 * space, outside strings, quoted names and (as the application sent it) nothing else changed. Names the query by its
 * first clause and a short hash of that text (`match-3f2a91`).
 */
object QueryKey {
  def normalize(text: String): String = {
    val out = new java.lang.StringBuilder(text.length)
    var i = 0
    var space = false
    def put(c: Char): Unit = {
      if (space && out.length > 0) out.append(' ')
      space = false
      out.append(c)
    }
    while (i < text.length) {
      val c = text.charAt(i)
      if (c == '\'' || c == '"' || c == '`') {
        val end = closing(text, i)
        if (space && out.length > 0) out.append(' ')
        space = false
        out.append(text, i, end)
        i = end
      } else if (c == '/' && i + 1 < text.length && text.charAt(i + 1) == '/') {
        while (i < text.length && text.charAt(i) != '\n') i += 1
        space = true
      } else if (c == '/' && i + 1 < text.length && text.charAt(i + 1) == '*') {
        val end = text.indexOf("*/", i + 2)
        i = if (end < 0) text.length else end + 2
        space = true
      } else if (c.isWhitespace) { space = true; i += 1 }
      else { put(c); i += 1 }
    }
    out.toString.stripSuffix(";").trim
  }

  /** The index after the string or quoted name opened at `from` (backslash escapes in strings). */
  private def closing(text: String, from: Int): Int = {
    val quote = text.charAt(from)
    var i = from + 1
    while (i < text.length && text.charAt(i) != quote) i += (if (text.charAt(i) == '\\' && quote != '`') 2 else 1)
    math.min(i + 1, text.length)
  }

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
