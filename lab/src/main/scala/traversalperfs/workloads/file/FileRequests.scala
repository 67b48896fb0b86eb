package traversalperfs.workloads.file

import traversalperfs.replay.CypherOverTarget

import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder
import org.json4s._

/**
 * A workload's request for the session's row (`query`, `parameters`, `answer`), named by its query, over the target's
 * transport ([[CypherOverTarget]], read-only sessions over Bolt; a log's writes in write sessions, their counters the
 * answer): the answer is computed as the record did and must be the recorded one; the request's time is saved as
 * `millis`.
 */
final class FileRequests(settings: FileSettings, server: FileServer) {
  private val workload = settings.asked
  private val cypher = new CypherOverTarget(server.target, settings.lab, readOnly = true)

  def protocols: Seq[io.gatling.core.protocol.Protocol] = cypher.protocols

  def via: String = cypher.via

  /** What the session's query answered, as the record computes it (or why it could not be computed). */
  private def answerOf(session: Session, rows: Seq[Seq[JValue]]): Either[String, String] = {
    val query = workload.query(session("query").as[String]).get
    Answer.of(query.answer, query.ordered, rows)
  }

  /** The session's row asked; a wrong answer fails the request and its line goes to `wrong` too. */
  def ask(prefix: String, wrong: String => Unit = _ => ()): ChainBuilder = {
    def checked(session: Session, found: Either[String, String]): Option[String] = {
      val mismatch = Answer.mismatch(session("answer").as[String], found)
      mismatch.foreach(line => wrong(s"query '${session("query").as[String]}': $line"))
      mismatch
    }
    val text = (session: Session) => workload.query(session("query").as[String]).get.cypher.text
    val parameters = (session: Session) => session("parameters").as[Map[String, JValue]]
    val read = cypher.request(prefix + "#{query}", text, parameters, (s, rows) => checked(s, answerOf(s, rows)))
    if (!workload.writes) read
    else doIfOrElse(session => workload.query(session("query").as[String]).get.write)(
      cypher.writeOverBolt(prefix + "#{query}", text, parameters,
        (s, counters) => checked(s, Right(Answer.counters(counters)))))(read)
  }
}
