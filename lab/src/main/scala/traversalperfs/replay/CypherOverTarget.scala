package traversalperfs.replay

import traversalperfs.run.RunSettings
import traversalperfs.targets.{BoltJson, HttpCypher, KnownServerErrors, Target}
import io.gatling.commons.validation.{Failure, Success, Validation}
import io.gatling.core.Predef._
import org.neo4j.driver.Record

import scala.concurrent.duration._
import io.gatling.core.structure.ChainBuilder
import io.gatling.http.Predef._
import org.json4s._
import org.json4s.native.JsonMethods
import com.ekino.neo4j.gatling.Predef._
import com.ekino.neo4j.gatling.protocol.Neo4jProtocol

/**
 * A replay's Cypher requests to its target, over the one transport the target has: Bolt with the lab's Gatling action
 * where it speaks it (3.5 and later here; gatling-neo4j's drivers for the simulation), else Gatling HTTP to its
 * version's transactional endpoint (2.2 to 3.0; `{name}` parameters on 2.x). Either way the answer's rows read alike
 * (Bolt values as the endpoint's JSON) and must pass `mismatch` (None), or the request fails with its reason; the
 * request's time is saved as `millis`.
 */
final class CypherOverTarget(target: Target, lab: RunSettings, readOnly: Boolean) {
  /** The Bolt protocol, when the target speaks Bolt. */
  val protocol: Option[Neo4jProtocol] = target.bolt.map { uri =>
    val bolt = neo4j.uri(uri).maxConnectionPoolSize(lab.server.boltPoolSize).connectionTimeout(5.seconds)
      .queryTimeout(lab.server.boltTimeoutSeconds.seconds)
    target.credentials.fold(bolt)(c => bolt.credentials(c.user, c.password)).build
  }

  /** What the requests go over: the Bolt protocol, or Gatling HTTP to the target (a Bolt-only target has no HTTP). */
  def protocols: Seq[io.gatling.core.protocol.Protocol] =
    protocol.fold(Seq[io.gatling.core.protocol.Protocol](TargetProtocol(target).build))(Seq(_))

  private val httpPath = HttpCypher.commitPath(target.version)

  def via: String = protocol.fold(s"HTTP ${target.baseUrl}$httpPath")(p => s"Bolt ${p.uri}")

  def request(name: String, statement: Session => String, parameters: Session => Map[String, JValue],
              mismatch: (Session, Seq[Seq[JValue]]) => Option[String]): ChainBuilder =
    if (protocol.isDefined) overBolt(name, statement, parameters, mismatch)
    else overHttp(name, statement, parameters, mismatch)

  /** Over the lab's Bolt action (the simulation's protocols must hold [[protocol]]). */
  def overBolt(name: String, statement: Session => String, parameters: Session => Map[String, JValue],
               mismatch: (Session, Seq[Seq[JValue]]) => Option[String]): ChainBuilder =
    LabClock.start
      .exec {
        val ask = neo4j(name).query(session => statement(session))
          .params(session => parameters(session).map { case (k, v) => k -> BoltJson.parameter(v) })
        (if (readOnly) ask.read else ask.write).check(
          serverTime.transform(_.toDouble).saveAs(AnswerKeys.ServerMillis),
          records.validate("answer",
            (found: Option[Seq[Record]], session: Session) =>
              mismatch(session, found.getOrElse(Nil).map(BoltJson.row)).fold[Validation[Option[Seq[Record]]]](
                Success(found))(Failure(_))))
      }
      .exec(session => session.set(AnswerKeys.Millis, LabClock.millis(session).getOrElse(0)))

  /**
   * A write over the lab's Bolt action, in a write session, committed: `mismatch` reads its counters (a log's writes,
   * replayed; Bolt only, as the record and the checks ask them).
   */
  def writeOverBolt(name: String, statement: Session => String, parameters: Session => Map[String, JValue],
                    mismatch: (Session, Map[String, Int]) => Option[String]): ChainBuilder =
    LabClock.start
      .exec(neo4j(name).query(session => statement(session))
          .params(session => parameters(session).map { case (k, v) => k -> BoltJson.parameter(v) })
          .write.check(
            serverTime.transform(_.toDouble).saveAs(AnswerKeys.ServerMillis),
            counters.validate("answer",
              (found: Option[Map[String, Int]], session: Session) =>
                mismatch(session, found.getOrElse(Map.empty)).fold[Validation[Option[Map[String, Int]]]](
                  Success(found))(Failure(_)))))
      .exec(session => session.set(AnswerKeys.Millis, LabClock.millis(session).getOrElse(0)))

  /**
   * Over Gatling HTTP to the version's transactional endpoint (the simulation's protocols must hold Gatling HTTP's).
   */
  def overHttp(name: String, statement: Session => String, parameters: Session => Map[String, JValue],
               mismatch: (Session, Seq[Seq[JValue]]) => Option[String]): ChainBuilder = {
    val post = http(name).post(httpPath)
      .body(StringBody(session => HttpCypher.body(statement(session), target.version, parameters(session)))).asJson
    // a capacity search's slow levels end in timeouts, not in a run that never ends
    LabClock.start.exec(MeasuredLoad.requestTimeout(lab.load.model).fold(post)(post.requestTimeout)
        .check(
          responseTimeInMillis.saveAs(AnswerKeys.Millis),
          status.is(200),
          // the server's error (explained where the lab knows it), else the answer's own message (expected and
          // found): Gatling hides the value a body check found
          bodyString.validate("answer",
            (body, session) => {
              val answer = JsonMethods.parse(body.getOrElse("{}"))
              HttpCypher.error(answer).map(KnownServerErrors.explain).orElse(mismatch(session, HttpCypher.rows(answer)))
                .fold[Validation[Option[String]]](Success(body))(Failure(_))
            })))
  }
}
