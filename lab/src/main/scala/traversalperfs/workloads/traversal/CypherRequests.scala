package traversalperfs.workloads.traversal

import traversalperfs.run.RunSettings
import traversalperfs.targets.Target
import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder
import org.json4s.JInt
import traversalperfs.replay.{AnswerKeys, CypherOverTarget}

/**
 * The traversal replay's Cypher access path: the count of a feeder row's start as one Cypher query, checked against the
 * row's recorded count, named `<scope> cypher`, over the target's transport ([[CypherOverTarget]]).
 */
final class CypherRequests(settings: RunSettings, target: Target) {
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
      }).exec(session => if (protocol.isEmpty) session.remove(AnswerKeys.ServerMillis) else session)
}
