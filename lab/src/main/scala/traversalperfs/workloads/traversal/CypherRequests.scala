package traversalperfs.workloads.traversal

import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder
import org.json4s.JInt
import traversalperfs.lab.{LabSettings, LabTarget}
import traversalperfs.replay.CypherOverTarget

/**
 * The traversal replay's Cypher access path: the count of a feeder row's start as one Cypher query, checked against
 * the row's recorded count, named `<scope> cypher`, over the target's transport ([[CypherOverTarget]]).
 */
final class CypherRequests(settings: LabSettings, target: LabTarget) {
  private val cypher = new CypherOverTarget(target, settings, readOnly = false)

  val protocol = cypher.protocol

  def via: String = cypher.via

  /** The request for the session's row, its time as `millis` and (over Bolt) the server's as `serverMillis`. */
  def count(prefix: String): ChainBuilder =
    cypher.request(prefix + "#{scope} cypher", session => CypherCounts.statement(session("start").as[String]),
      _ => Map.empty,
      (session, rows) => {
        val wanted = session("count").as[String].toLong
        rows match {
          case Seq(Seq(JInt(found))) if found == wanted => None
          case Seq(Seq(JInt(found))) => Some(s"count.is($wanted), found $found")
          case other => Some(s"count.is($wanted), found ${other.size} rows")
        }
      }).exec(session => if (protocol.isEmpty) session.remove("serverMillis") else session)
}
