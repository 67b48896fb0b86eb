package traversalperfs.querylog

import org.json4s._
import org.json4s.native.JsonMethods

import java.time.OffsetDateTime
import java.time.format.DateTimeFormatter
import scala.util.Try

/**
 * One entry of a query log read into a [[LoggedQuery]], or the reason it is not one. Two formats, told apart by the
 * entry's first character:
 *   - the text line of Neo4j 3.x to 2026.x: `<time> <level> [id:<n> - ]<ms> ms: [(planning…) - ][<n> B - ][<n> page
 *     hits, <n> page faults - ]<source>[ - <database> - <user>] - <query> - <parameters>[ - runtime=…][ - {…}][ -
 *     <error>]`, where the query ends before the first ` - {` from which a Cypher map reads to the end or to ` - `;
 *   - the JSON layout of 4.x and later (`dbms.logs.query.format=json`, 5.x's JSON template): one object per line with
 *     `time`, `level`, `event` (`start`, `success`, `fail`), `type` (`query`, `transaction`), `elapsedTimeMs`,
 *     `database`, `query`, `queryParameters` (the same Cypher map, as a text).
 */
object QueryLogLine {
  /**
   * Whether a line starts a text entry: with its time (`2026-11-26 16:40:10.780`). Lines without one continue the entry
   * before (a query's new lines). By hand: a million lines are read in seconds.
   */
  def startsEntry(line: String): Boolean =
    line.length >= 23 && (0 until 23).forall { i =>
      val c = line.charAt(i)
      i match {
        case 4 | 7 => c == '-'
        case 10 => c == ' ' || c == 'T'
        case 13 | 16 => c == ':'
        case 19 => c == '.' || c == ','
        case _ => c >= '0' && c <= '9'
      }
    }

  private val Text = """(?s)^(\S+ \S+|\S+T\S+)\s+(INFO|WARN|ERROR|DEBUG)\s+(.*)$""".r
  private val Elapsed = """(?s)^(\d+) ms: (.*)$""".r
  private val Prefixes =
    Seq("""^id:\d+ - """.r, """^transaction id:\d+ - """.r, """^\([^)]*\) - """.r, """^\d+ B - """.r,
      """^\d+ page hits, \d+ page faults - """.r)

  /** The text after the optional segments `prefixes` name (each tried where its first character is). */
  private def skipPrefixes(text: String): String = Prefixes.foldLeft(text) { (rest, prefix) =>
    val first = prefix.regex.charAt(1)
    val could = if (first == '\\') rest.nonEmpty && (rest.charAt(0).isDigit || rest.charAt(0) == '(')
    else rest.nonEmpty && rest.charAt(0) == first
    if (!could) rest else prefix.findPrefixMatchOf(rest).fold(rest)(m => rest.substring(m.end))
  }

  private def isName(segment: String): Boolean =
    segment.forall(c => c.isLetterOrDigit || c == '.' || c == '_' || c == '@' || c == '-')
  private val CypherStarts =
    Set("match", "optional", "with", "unwind", "call", "return", "create", "merge", "use", "explain", "profile",
      "cypher", "load", "show", "foreach", "delete", "detach", "set", "remove", "drop", "grant", "revoke", "deny",
      "alter", "start", "union", "using", "finish", "let", "filter", "order", "limit", "skip", "terminate", "enable")
  private val Times = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSZ")

  def read(entry: String): Either[LeftOut, LoggedQuery] =
    if (entry.startsWith("{")) json(entry) else text(entry)

  private def text(entry: String): Either[LeftOut, LoggedQuery] = entry match {
    case Text(time, level, rest) =>
      if (rest.startsWith("Query started:")) Left(LeftOut.Started)
      else {
        val body = skipPrefixes(rest)
        body match {
          case Elapsed(ms, after) =>
            val rest = skipPrefixes(after)
            if (level == "ERROR") Left(LeftOut.Failed)
            else fields(rest) match {
              case None => Left(LeftOut.CutShort)
              case Some((database, query, parameters)) =>
                arrived(time, ms.toLong).toRight(LeftOut.NotAQuery).map(at =>
                  LoggedQuery(at, ms.toLong, database, query, parameters))
            }
          case _ => Left(LeftOut.NotAQuery)
        }
      }
    case _ => Left(LeftOut.NotAQuery)
  }

  /** The database, the query and its parameters of `<source>[ - <db> - <user>] - <query> - <parameters>…`. */
  private def fields(rest: String): Option[(Option[String], String, Either[LeftOut, Map[String, JValue]])] = {
    val sourceEnd = rest.indexOf(" - ")
    if (sourceEnd < 0) None
    else {
      val source = rest.substring(0, sourceEnd)
      // up to two one-word segments before the query: 4.x+ writes the user (its database after the source's '>'
      // and tab), 3.x nothing (its user after the '>')
      var at = sourceEnd + 3
      val named = scala.collection.mutable.ListBuffer.empty[String]
      var more = true
      while (more) {
        val next = rest.indexOf(" - ", at)
        val segment = if (next < 0) "" else rest.substring(at, next)
        if (next >= 0 && named.size < 2 && isName(segment) && !CypherStarts(segment.toLowerCase)) {
          named += segment; at = next + 3
        } else more = false
      }
      val database =
        if (named.size == 2) named.headOption
        else Option.when(named.size == 1 && source.contains(">\t"))(source.substring(source.lastIndexOf('\t') + 1).trim)
          .filter(_.nonEmpty)
      parameters(rest, at).map { case (queryEnd, params) => (database, rest.substring(at, queryEnd).trim, params) }
        .orElse(Some((database, rest.substring(at).trim, Left(LeftOut.NotLogged))))
        .filter(_._2.nonEmpty)
    }
  }

  /** The first ` - {` from `from` where a map reads to the end or to ` - `: where the query ends, and the map. */
  private def parameters(rest: String, from: Int): Option[(Int, Either[LeftOut, Map[String, JValue]])] = {
    var candidate = rest.indexOf(" - {", from)
    var found: Option[(Int, Either[LeftOut, Map[String, JValue]])] = None
    var firstFailure: Option[(Int, CypherLiteral.Unreadable)] = None
    while (found.isEmpty && candidate >= 0) {
      CypherLiteral.map(rest, candidate + 3) match {
        case Right((map, end)) if end == rest.length || rest.startsWith(" - ", end) =>
          found = Some((candidate, Right(map)))
        case Left(why) if firstFailure.isEmpty => firstFailure = Some((candidate, why))
        case _ =>
      }
      candidate = rest.indexOf(" - {", candidate + 1)
    }
    found.orElse(firstFailure.map { case (at, why) =>
      (at, Left(if (why.obfuscated) LeftOut.Obfuscated else LeftOut.Unreadable))
    })
  }

  private def json(entry: String): Either[LeftOut, LoggedQuery] =
    Try(JsonMethods.parse(entry)).toOption match {
      case Some(o: JObject) =>
        def text(name: String): Option[String] = o \ name match {
          case JString(s) => Some(s)
          case JInt(n) => Some(n.toString)
          case _ => None
        }
        val event = text("event").getOrElse("success")
        if (text("type").exists(_ != "query")) Left(LeftOut.NotAQuery)
        else if (event == "start") Left(LeftOut.Started)
        else if (event == "fail" || text("level").contains("ERROR")) Left(LeftOut.Failed)
        else (text("query"), text("time"), o \ "elapsedTimeMs") match {
          case (Some(query), Some(time), JInt(ms)) =>
            val parameters = o \ "queryParameters" match {
              case JString(map) => CypherLiteral.wholeMap(map).left.map(why =>
                  if (why.obfuscated) LeftOut.Obfuscated else LeftOut.Unreadable)
              case JObject(fields) => Right(fields.toMap)
              case _ => Left(LeftOut.NotLogged)
            }
            arrived(time, ms.toLong).toRight(LeftOut.NotAQuery)
              .map(at => LoggedQuery(at, ms.toLong, text("database"), query.trim, parameters))
          case _ => Left(LeftOut.NotAQuery)
        }
      case _ => Left(if (entry.trim.endsWith("}")) LeftOut.NotAQuery else LeftOut.CutShort)
    }

  /**
   * The log's time (at the query's end) less its elapsed time, in epoch ms: `2026-11-26 16:40:10.780+0000` (a `T`, a
   * `,`, `Z` or `+00:00` taken too), read by hand and its second remembered: a log's lines share seconds.
   */
  private def arrived(time: String, elapsedMillis: Long): Option[Long] =
    if (time.length < 23 || !startsEntry(time)) None
    else {
      val zone = time.substring(23).replace(":", "") match {
        case "" | "Z" => "+0000"
        case other => other
      }
      val key = time.substring(0, 19) + zone
      val remembered = last
      val second =
        if (key == remembered._1) Some(remembered._2)
        else Try(OffsetDateTime.parse(s"${time.substring(0, 10)} ${time.substring(11, 19)}.000$zone", Times))
          .toOption.map { t =>
            last = (key, t.toInstant.toEpochMilli); last._2
          }
      second.map(_ + time.substring(20, 23).toLong - elapsedMillis)
    }

  /** The last second read, as one value: readers on other threads see a whole pair or the one before. */
  @volatile private var last: (String, Long) = ("", 0L)
}
