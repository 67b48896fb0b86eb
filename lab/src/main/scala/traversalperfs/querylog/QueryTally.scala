package traversalperfs.querylog

import traversalperfs.targets.{CypherText, TemporalParameter}
import org.json4s._

import scala.collection.mutable

/**
 * One distinct query of the log as the import counts it: its text as first logged, how often it ended, its logged time,
 * and its distinct parameter rows in the order first seen (at most `maxRows`; an arrival past them has no row).
 */
final class QueryTally(val name: String, val cypher: CypherText, maxRows: Int) {
  def text: String = cypher.text

  val administration: Boolean = QueryKey.administration(cypher.normalized)

  /** A write (CREATE, MERGE, SET, DELETE, …): kept with `querylog.writes`, its answer its counters. */
  def write: Boolean = cypher.writes.nonEmpty

  /**
   * Why the query's rows may differ from one run to the next, if they may: then only their number is compared (`answer:
   * rows`), as a user would write it.
   */
  lazy val unstable: Option[String] = {
    val code = cypher.normalized
    if (write) None
    else if (QueryTally.Now.findFirstIn(code).isDefined) Some("it reads the clock or a random value")
    else if (QueryTally.Limit.findFirstIn(code).isDefined && QueryTally.OrderBy.findFirstIn(code).isEmpty)
      Some("LIMIT or SKIP without ORDER BY")
    else None
  }
  var count = 0L
  var elapsedMillis = 0L
  private val rowIndex = mutable.LinkedHashMap.empty[Map[String, JValue], Int]

  /** Counts one arrival of these parameters: the index of its row, -1 past `maxRows`. */
  def add(parameters: Map[String, JValue], elapsed: Long): Int = {
    count += 1
    elapsedMillis += elapsed
    val used = parameters.filter { case (k, _) => cypher.parameters.contains(k) }
    rowIndex.getOrElse(used,
      if (rowIndex.size < maxRows) { rowIndex(used) = rowIndex.size; rowIndex.size - 1 }
      else -1)
  }

  def rows: Seq[Map[String, JValue]] = rowIndex.keys.toSeq

  /**
   * Each parameter's type as a workload file's `types` say it: a kind of the CSV's plain values, a temporal kind, or
   * `json` (lists, maps, nulls, a temporal value inside them, or kinds mixed).
   */
  def types: Seq[(String, String)] = cypher.parameters.distinct.sorted.map { name =>
    name -> (rows.map(row => kindOf(row.getOrElse(name, JNull))).distinct match {
      case Seq(one) => one
      case several if several.toSet.subsetOf(Set("integer", "float")) => "float"
      case _ => "json"
    })
  }

  private def kindOf(value: JValue): String = value match {
    case JString(_) => "string"
    case JInt(_) | JLong(_) => "integer"
    case JDouble(d) if !d.isNaN && !d.isInfinite => "float"
    case JBool(_) => "boolean"
    case other => TemporalParameter.kind(other).getOrElse("json")
  }
}

object QueryTally {
  private val Now =
    """(?i)\b(rand|randomUUID|timestamp)\s*\(\s*\)|\b(date|datetime|localdatetime|time|localtime)\s*\(\s*\)""".r
  private val Limit = """(?i)\b(LIMIT|SKIP)\b""".r
  private val OrderBy = """(?i)\bORDER\s+BY\b""".r
}
