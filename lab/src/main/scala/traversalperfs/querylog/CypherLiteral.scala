package traversalperfs.querylog

import traversalperfs.targets.TemporalParameter
import org.json4s._

/**
 * A query log's parameters: a Cypher map literal as Neo4j writes it (`{name: 'Ann', ids: [1, 2], at: {date:
 * '2024-01-02'}, none: <null>}`), read into JSON. Lenient where the log is: 3.4 leaves a string's quotes unescaped (`t:
 * 'It's "quoted"'`), so a quote ends a string only where a `,`, `}` or `]` (or the end) follows it. Temporal values,
 * logged as a map of one key (`{date: …}`, `{localDateTime: …}`, `{duration: {months: …}}`), become
 * [[TemporalParameter]]s; a value the log hid (`******`) is refused as obfuscated.
 */
object CypherLiteral {
  /** Why a text could not be read. */
  final case class Unreadable(why: String, obfuscated: Boolean = false)

  private val TemporalKeys =
    Map("date" -> "date", "datetime" -> "datetime", "localdatetime" -> "localdatetime", "localtime" -> "localtime",
      "time" -> "time")

  /** The map starting at `from` (a `{`) and the index after it. */
  def map(text: String, from: Int): Either[Unreadable, (Map[String, JValue], Int)] =
    try {
      val reader = new Reader(text, from)
      val value = reader.value()
      value match {
        case JObject(fields) => Right((fields.toMap, reader.at))
        case _ => Left(Unreadable("not a map"))
      }
    } catch { case e: Failed => Left(e.unreadable) }

  /** A whole text that is one map, nothing after it but spaces. */
  def wholeMap(text: String): Either[Unreadable, Map[String, JValue]] =
    map(text.trim, 0).flatMap { case (m, end) =>
      if (end == text.trim.length) Right(m)
      else Left(Unreadable(s"text after the map: '${text.trim.drop(end).take(20)}'"))
    }

  private final class Failed(val unreadable: Unreadable) extends RuntimeException(unreadable.why, null, false, false)

  private final class Reader(text: String, var at: Int) {
    private def fail(why: String, obfuscated: Boolean = false): Nothing = throw new Failed(Unreadable(why, obfuscated))

    private def spaces(): Unit = while (at < text.length && text(at).isWhitespace) at += 1

    private def peek: Char = if (at < text.length) text(at) else fail("cut short")

    private def expect(c: Char): Unit = { spaces(); if (peek != c) fail(s"'$c' expected at $at"); at += 1 }

    def value(): JValue = {
      spaces()
      if (text.startsWith("******", at)) fail("obfuscated", obfuscated = true)
      peek match {
        case '{' => temporal(entries('}', () => { val k = key(); expect(':'); k -> value() }))
        case '[' => JArray(entries(']', () => value()))
        case '\'' | '"' => JString(string())
        case '<' if text.startsWith("<null>", at) => at += 6; JNull
        case c if c == '-' || c.isDigit => number()
        case c if c.isLetter => word()
        case c => fail(s"unexpected '$c' at $at")
      }
    }

    private def entries[A](close: Char, one: () => A): List[A] = {
      at += 1
      spaces()
      if (peek == close) { at += 1; Nil }
      else {
        val items = List.newBuilder[A]
        items += one()
        spaces()
        while (peek == ',') { at += 1; items += one(); spaces() }
        if (peek != close) fail(s"'$close' expected at $at")
        at += 1
        items.result()
      }
    }

    private def key(): String = {
      spaces()
      peek match {
        case '\'' | '"' => string()
        case '`' =>
          val end = text.indexOf('`', at + 1); if (end < 0) fail("cut short");
          val k =
            text.substring(at + 1, end);
          at = end + 1; k
        case _ =>
          val start = at
          while (at < text.length && (text(at).isLetterOrDigit || text(at) == '_' || text(at) == '$')) at += 1
          if (at == start) fail(s"a key expected at $at")
          text.substring(start, at)
      }
    }

    private def string(): String = {
      val quote = text(at)
      val out = new StringBuilder
      at += 1
      var open = true
      while (open) {
        if (at >= text.length) fail("a string cut short")
        text(at) match {
          case '\\' if at + 1 < text.length =>
            text(at + 1) match {
              case 'n' => out += '\n'
              case 't' => out += '\t'
              case 'r' => out += '\r'
              case 'u' if at + 5 < text.length =>
                out += Integer.parseInt(text.substring(at + 2, at + 6), 16).toChar;
                at += 4
              case other => out += other
            }
            at += 2
          case c if c == quote && closes(at + 1) => at += 1; open = false
          case c => out += c; at += 1
        }
      }
      out.result()
    }

    /** A quote ends its string where a separator or the end follows (3.4 does not escape quotes inside). */
    private def closes(after: Int): Boolean = {
      var i = after
      while (i < text.length && text(i) == ' ') i += 1
      i >= text.length || ",}]".contains(text(i)) || text.startsWith(" - ", after)
    }

    private def number(): JValue = {
      val start = at
      if (peek == '-') at += 1
      while (at < text.length && (text(at).isDigit || ".eE+-".contains(text(at)) && !text.startsWith(" - ", at)))
        at += 1
      val raw = text.substring(start, at)
      raw.toLongOption.map(JInt(_)).orElse(raw.toDoubleOption.map(JDouble(_))).getOrElse(fail(s"not a number: $raw"))
    }

    private def word(): JValue = {
      val start = at
      while (at < text.length && (text(at).isLetterOrDigit || text(at) == '_')) at += 1
      text.substring(start, at).toLowerCase match {
        case "true" => JBool(true)
        case "false" => JBool(false)
        case "null" => JNull
        case "nan" => JDouble(Double.NaN)
        case other => fail(s"unknown word '$other'")
      }
    }

    /** A map that is a logged temporal value becomes one; any other map stays a map. */
    private def temporal(fields: List[(String, JValue)]): JValue = fields match {
      case List((k, JString(iso))) if TemporalKeys.contains(k.toLowerCase) =>
        val kind = TemporalKeys(k.toLowerCase)
        TemporalParameter.invalid(kind, iso).fold(TemporalParameter(kind, iso))(_ => JObject(fields))
      case List(("duration", JObject(parts))) if parts.map(_._1).toSet == Set("months", "days", "seconds", "nanos") =>
        val part = parts.collect { case (n, JInt(v)) => n -> v.toLong }.toMap
        if (part.size == 4) TemporalParameter.duration(part("months"), part("days"), part("seconds"), part("nanos"))
        else JObject(fields)
      case _ => JObject(fields)
    }
  }
}
