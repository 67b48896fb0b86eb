package traversalperfs.replay

import io.gatling.commons.validation.{Failure, Success, Validation}
import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder
import io.gatling.http.Predef._
import org.json4s._
import org.json4s.native.JsonMethods
import traversalperfs.cypher.{CypherCheck, CypherDsl, CypherProtocol}
import traversalperfs.lab.Neo4jVersions
import traversalperfs.lab.workload._

/**
 * A workload's request for the session's row (`query`, `parameters`, `answer`), named by its query: over Bolt with
 * the lab's Gatling action where the target speaks it (3.5 and later), else through Gatling HTTP to the
 * transactional endpoint (2.2 to 3.0, `{parameters}` on 2.x). Either way the answer is computed as the record did
 * and must be the recorded one; the request's time is saved as `millis`.
 */
final class WorkloadRequests(settings: WorkloadSettings, server: WorkloadServer) {
  private val lab = settings.lab
  private val workload = settings.workload

  val protocol: Option[CypherProtocol] = server.target.bolt.map(uri => CypherProtocol(uri,
    lab.target.flatMap(_ => lab.user), lab.target.flatMap(_ => lab.password), lab.boltPoolSize,
    connectionTimeoutSeconds = 5, lab.boltTimeoutSeconds, readOnly = true))

  private val httpPath = Neo4jVersions.transactionPath(server.version) + "/commit"

  def via: String = protocol.fold(s"HTTP ${server.target.baseUrl}$httpPath")(p => s"Bolt ${p.uri}")

  private val statements: Map[String, String] = workload.queries.map(q => q.name ->
    (if (protocol.isEmpty) q.cypher.forHttp(server.version) else q.cypher.text)).toMap

  /** What the session's query answered, as the record computes it (or why it could not be computed). */
  private def answerOf(session: Session, rows: Seq[Seq[JValue]]): Either[String, String] = {
    val query = workload.query(session("query").as[String]).get
    Answer.of(query.answer, query.ordered, rows)
  }

  def ask(prefix: String): ChainBuilder = protocol match {
    case Some(_) =>
      exec(session => session.set("started", System.nanoTime()))
        .exec(CypherDsl.cypher(prefix + "#{query}")
          .query(session => statements(session("query").as[String]))
          .params(session => session("parameters").as[Map[String, JValue]].map { case (k, v) => k -> BoltJson.parameter(v) })
          .check(session => {
            val expected = session("answer").as[String]
            (records => Answer.mismatch(expected, answerOf(session, records.map(BoltJson.row)))): CypherCheck
          }))
        .exec(session => session.set("millis", ((System.nanoTime() - session("started").as[Long]) / 1000000L).toInt))
    case None =>
      exec(http(prefix + "#{query}").post(httpPath)
        .body(StringBody(session => JsonMethods.compact(JsonMethods.render(JObject("statements" -> JArray(List(JObject(
          "statement" -> JString(statements(session("query").as[String])),
          "parameters" -> JObject(session("parameters").as[Map[String, JValue]].toList),
          "resultDataContents" -> JArray(List(JString("row"))))))))))).asJson
        .check(
          responseTimeInMillis.saveAs("millis"),
          status.is(200),
          jsonPath("$.errors[0].message").notExists,
          // the answer's own message (expected and found): Gatling hides the value a body check found
          bodyString.validate("answer", (body, session) => {
            val rows = (JsonMethods.parse(body.getOrElse("{}")) \ "results")(0).\("data").children.map(row => (row \ "row").children)
            Answer.mismatch(session("answer").as[String], answerOf(session, rows)).fold[Validation[Option[String]]](Success(body))(Failure(_))
          })))
  }
}
