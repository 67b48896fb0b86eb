package traversalperfs.targets

import traversalperfs.server.ServerVersion

/**
 * A Cypher text read as far as the lab needs, by the lab's one Cypher lexer ([[CypherText.lex]]), once: which
 * `$parameters` it uses, whether it writes, whether it orders, the same text with 2.x's `{parameter}` syntax, and its
 * normalized form (what makes two logged queries the same query). Only code counts: string literals, backquoted names
 * and comments are skipped, so `'CREATE'` or `n.set` do not look like a write.
 */
final case class CypherText(text: String) {
  import CypherText._

  private lazy val pieces: Seq[Piece] = lex(text)

  /** The code outside literals, names in backquotes and comments, one space where those were. */
  private lazy val code: String = pieces.map(p => if (p.kind == Code) p.text else " ").mkString

  /**
   * The text with comments removed and every run of whitespace made one space, outside strings and quoted names, and
   * (as the application sent it) nothing else changed; no trailing `;`.
   */
  lazy val normalized: String = {
    val out = new java.lang.StringBuilder(text.length)
    var space = false
    def put(piece: CharSequence): Unit = {
      if (space && out.length > 0) out.append(' ')
      space = false
      out.append(piece)
    }
    pieces.foreach {
      case Piece(code, Code) => code.foreach(c => if (c.isWhitespace) space = true else put(c.toString))
      case Piece(literal, Literal) => put(literal)
      case Piece(_, Comment) => space = true
    }
    out.toString.stripSuffix(";").trim
  }

  /** `$name` (or 2.x's `{name}`) parameters, in order of first use. */
  lazy val parameters: Seq[String] =
    (Dollar.findAllMatchIn(code).map(_.group(1)) ++ Brace.findAllMatchIn(code).map(_.group(1))).toSeq.distinct

  /**
   * The clauses that change data or schema, as written (replay is read-only). A procedure that writes is not seen here:
   * the record runs every query in a transaction it rolls back and refuses one that changed anything.
   */
  lazy val writes: Seq[String] =
    WriteClause.findAllMatchIn(code).map(_.matched.replaceAll("\\s+", " ").toUpperCase).toSeq.distinct

  /**
   * The names of the columns its last RETURN gives (`expr AS name`, or a bare variable), in order; None when an item
   * has no such name (`n.x` without AS).
   */
  lazy val columns: Seq[String] = {
    val last = Return.findAllMatchIn(code).toSeq.lastOption.map(m => code.substring(m.end)).getOrElse("")
    val items = topLevelCommas(last.split(Tail, 2).head).map(_.trim).filter(_.nonEmpty)
    items.map(item => Alias.findFirstMatchIn(item).map(_.group(1)).getOrElse(item))
  }

  /** Orders its rows: a fingerprint then keeps the order. */
  lazy val orders: Boolean = OrderBy.findFirstIn(code).isDefined

  /** The text as a version's HTTP endpoint takes it: with `{name}` parameters on 2.x, as written from 3.0 on. */
  def forHttp(version: ServerVersion): String = if (version.braceParameters) withBraceParameters else text

  /** The text for a server taking `{name}` parameters (2.x): `$name` rewritten in code only. */
  def withBraceParameters: String =
    pieces.map(p =>
      if (p.kind == Code) Dollar.replaceAllIn(p.text, m => java.util.regex.Matcher.quoteReplacement(s"{${m.group(1)}}"))
      else p.text).mkString
}

object CypherText {
  /** What a piece of a Cypher text is: code, a literal (a string or a backquoted name) or a comment. */
  sealed trait Kind
  case object Code extends Kind
  case object Literal extends Kind
  case object Comment extends Kind

  final case class Piece(text: String, kind: Kind)

  private val Return = """(?i)(?<![\w.:])RETURN(\s+DISTINCT)?\b""".r
  private val Tail = """(?i)(?<![\w.:])(ORDER\s+BY|SKIP|LIMIT|UNION)\b"""
  private val Alias = """(?i)\bAS\s+([A-Za-z_][A-Za-z0-9_]*)\s*$""".r
  private val Dollar = """\$([A-Za-z_][A-Za-z0-9_]*)""".r
  private val Brace = """\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}""".r
  private val OrderBy = """(?i)(?<![\w.:])ORDER\s+BY\b""".r
  // a word preceded by `.` or `:` is a property, label or type name, not a clause
  private val WriteClause =
    """(?i)(?<![\w.:$])(CREATE|MERGE|DETACH\s+DELETE|DELETE|SET|REMOVE|DROP|FOREACH|LOAD\s+CSV)(?!\w)""".r

  private def topLevelCommas(text: String): Seq[String] = {
    val items = Seq.newBuilder[String]
    var depth = 0
    var start = 0
    for (i <- text.indices) text.charAt(i) match {
      case '(' | '[' | '{' => depth += 1
      case ')' | ']' | '}' => depth -= 1
      case ',' if depth == 0 => items += text.substring(start, i); start = i + 1
      case _ =>
    }
    (items += text.substring(start)).result()
  }

  /**
   * The lab's Cypher lexer: code, then literals ('…', "…", with backslash escapes; `…` names) and comments (// …, /* …
   * */) as they come.
   */
  def lex(text: String): Seq[Piece] = {
    val pieces = Seq.newBuilder[Piece]
    val code = new StringBuilder
    var i = 0
    def flush(): Unit = if (code.nonEmpty) { pieces += Piece(code.toString, Code); code.clear() }
    def skipTo(end: Int, kind: Kind): Unit = { flush(); pieces += Piece(text.substring(i, end), kind); i = end }
    while (i < text.length) {
      text.charAt(i) match {
        case quote @ ('\'' | '"' | '`') =>
          var j = i + 1
          while (j < text.length && text.charAt(j) != quote) j += (if (text.charAt(j) == '\\' && quote != '`') 2 else 1)
          skipTo(math.min(text.length, j + 1), Literal)
        case '/' if text.startsWith("//", i) =>
          val end = text.indexOf('\n', i)
          skipTo(if (end < 0) text.length else end, Comment)
        case '/' if text.startsWith("/*", i) =>
          val end = text.indexOf("*/", i + 2)
          skipTo(if (end < 0) text.length else end + 2, Comment)
        case c =>
          code += c
          i += 1
      }
    }
    flush()
    pieces.result()
  }
}
