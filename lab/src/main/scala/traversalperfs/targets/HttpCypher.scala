package traversalperfs.targets

import traversalperfs.server.ServerVersion
import org.json4s._
import org.json4s.native.JsonMethods

/**
 * The transactional HTTP endpoint's side of Cypher, in one place for the lab's own statements ([[CypherRunner]]) and
 * the replays' Gatling requests: where it is for a version, the request's body, the answer's rows and first error.
 */
object HttpCypher {
  /** Commits as it answers: one request per statement. */
  def commitPath(version: ServerVersion): String = version.transactionPath + "/commit"

  /** One statement with its parameters, its text as the version reads it (`{name}` on 2.x), rows as rows. */
  def body(statement: String, version: ServerVersion, parameters: Map[String, JValue] = Map.empty,
           includeStats: Boolean = false): String = {
    val text = CypherText(statement).forHttp(version)
    JsonMethods.compact(JsonMethods.render(JObject("statements" -> JArray(List(JObject(
              List("statement" -> JString(text), "parameters" -> JObject(parameters.toList),
                "resultDataContents" -> JArray(List(JString("row")))) ++
                (if (includeStats) List("includeStats" -> JBool(true)) else Nil)))))))
  }

  /** The first statement's rows, each as its column values. */
  def rows(answer: JValue): Seq[Seq[JValue]] =
    (answer \ "results")(0).\("data").children.map(row => (row \ "row").children)

  /** Neo4j's first error, `code: message`. */
  def error(answer: JValue): Option[String] = {
    implicit val formats: Formats = DefaultFormats
    (answer \ "errors").children.headOption.map(e =>
      s"${(e \ "code").extractOrElse[String]("")}: ${(e \ "message").extractOrElse[String]("")}")
  }

  /** The notifications beside the statement's result (deprecations, performance hints), as the endpoint lists them. */
  def notifications(answer: JValue): Seq[ServerNotification] = {
    implicit val formats: Formats = DefaultFormats
    (answer \ "notifications").children.map(n =>
      ServerNotification((n \ "code").extractOrElse[String](""), (n \ "title").extractOrElse[String](""),
        (n \ "description").extractOrElse[String](""), (n \ "severity").extractOrElse[String](""),
        (n \ "position" \ "line").extractOrElse[Int](0), (n \ "position" \ "column").extractOrElse[Int](0)))
  }
}
