package traversalperfs.querylog

import traversalperfs.console.Say

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.targets.{BoltJson, Credentials, CypherRunner, TemporalParameter}
import org.json4s._

import java.time._
import scala.jdk.CollectionConverters._

/**
 * Community has no query log; from 4.4 on its data collector records the queries a server runs, with each invocation's
 * parameters (`db.stats.collect('QUERIES')`, then `db.stats.retrieve('QUERIES')`). What it loses, as Neo4j documents
 * it: long strings and lists in the parameters are truncated (such rows are left out, counted), at most
 * `maxInvocations` invocations per query are kept (here `querylog.rows`), and no invocation has its time, so the
 * arrivals file holds the invocations in the order retrieved, none at its own time (`rate=log` refuses it).
 */
object QueryCollector {
  /** Data collector's own marks of a cut value: a string ending in `...`, a list's last element `...`. */
  private val Cut = "..."

  def collect(uri: String, parameters: Parameters, tally: LogTally): String = {
    val credentials = parameters.get(P.User).map(Credentials(_, parameters.get(P.Password).getOrElse("")))
    val seconds = parameters(P.QueryLogCollect)
    val cypher = CypherRunner.overBolt(uri, credentials)
    try {
      cypher.verify()
      cypher.readValues("CALL db.stats.clear('QUERIES')")
      cypher.readValues(
        s"CALL db.stats.collect('QUERIES', {durationSeconds: $seconds, maxInvocations: ${parameters(P.QueryLogRows)}})")
      Say(s"the data collector of $uri collects queries for $seconds s (db.stats.collect)")
      val until = System.nanoTime() + (seconds + 1) * 1000000000L
      while (System.nanoTime() < until) {
        Thread.sleep(math.min(5000L, math.max(1L, (until - System.nanoTime()) / 1000000L)))
        val left = math.max(0L, (until - System.nanoTime()) / 1000000000L)
        if (left > 0) Say(s"collecting: $left s to go")
      }
      val rows = cypher.readValues("CALL db.stats.retrieve('QUERIES') YIELD data RETURN data")
      rows.foreach { row =>
        val data = row.head.asInstanceOf[java.util.Map[String, AnyRef]].asScala
        val text = String.valueOf(data.getOrElse("query", ""))
        val invocations = data.get("invocations").collect { case l: java.util.List[_] => l.asScala.toSeq }
          .getOrElse(Seq.empty)
        invocations.foreach {
          case invocation: java.util.Map[_, _] =>
            val fields = invocation.asScala.map { case (k, v) => String.valueOf(k) -> v }.toMap
            val elapsed = fields.get("elapsedExecutionInUs").collect { case n: java.lang.Number => n.longValue / 1000 }
              .getOrElse(0L)
            val logged = fields.get("params").collect { case m: java.util.Map[_, _] =>
              m.asScala.map { case (k, v) => String.valueOf(k) -> json(v) }.toMap
            }.getOrElse(Map.empty[String, JValue])
            val read = if (logged.values.exists(cut)) Left(LeftOut.Unreadable) else Right(logged)
            tally.add(Right(LoggedQuery(tally.lines, elapsed, None, text, read)))
            tally.lines += 1
          case _ => tally.add(Left(LeftOut.NotAQuery))
        }
      }
      cypher.readValues("CALL db.stats.clear('QUERIES')")
      s"the data collector of $uri (db.stats.retrieve('QUERIES'), $seconds s; no arrival times: invocations in " +
        "the order retrieved, a millisecond apart)"
    } catch {
      case e: UserError if e.getMessage.contains("db.stats") =>
        UserError(s"$uri has no data collector (Neo4j 4.4 and later; an admin user): ${e.getMessage}")
    } finally cypher.close()
  }

  /** A value as the import carries it: temporal values as [[TemporalParameter]]s, the rest as Bolt's JSON. */
  private def json(value: Any): JValue = value match {
    case d: LocalDate => TemporalParameter("date", d.toString)
    case d: ZonedDateTime => TemporalParameter("datetime", d.toString)
    case d: OffsetDateTime => TemporalParameter("datetime", d.toZonedDateTime.toString)
    case d: LocalDateTime => TemporalParameter("localdatetime", d.toString)
    case d: LocalTime => TemporalParameter("localtime", d.toString)
    case d: OffsetTime => TemporalParameter("time", d.toString)
    case d: org.neo4j.driver.types.IsoDuration =>
      TemporalParameter.duration(d.months, d.days, d.seconds, d.nanoseconds.toLong)
    case l: java.util.List[_] => JArray(l.asScala.toList.map(json))
    case m: java.util.Map[_, _] => JObject(m.asScala.toList.map { case (k, v) => String.valueOf(k) -> json(v) })
    case other => BoltJson.fromJava(other)
  }

  private def cut(value: JValue): Boolean = value match {
    case JString(s) => s.endsWith(Cut)
    case JArray(items) => items.lastOption.contains(JString(Cut)) || items.exists(cut)
    case JObject(fields) => fields.exists(f => cut(f._2))
    case _ => false
  }
}
