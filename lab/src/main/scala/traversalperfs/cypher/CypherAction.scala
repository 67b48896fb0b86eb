package traversalperfs.cypher

import io.gatling.commons.stats.{KO, OK, Status}
import io.gatling.core.CoreComponents
import io.gatling.core.action.{Action, ChainableAction}
import io.gatling.core.session.{Expression, Session}
import io.gatling.core.stats.StatsEngine
import io.gatling.core.util.NameGen
import org.neo4j.driver.async.ResultCursor
import org.neo4j.driver.summary.ResultSummary
import org.neo4j.driver.{Record, TransactionConfig}

import java.time.Duration
import java.util.concurrent.{CompletionException, TimeUnit}
import scala.jdk.CollectionConverters._

/**
 * Runs one Cypher query with the driver's async API (nothing blocks Gatling's threads), then logs the response and
 * passes the session on from the driver's thread (Gatling hands it back to the session's event loop). The server's own
 * time (`resultAvailableAfter` + `resultConsumedAfter`) is saved in the session as `serverMillis`. All records are
 * read; a [[CypherCheck]] says whether they are the expected answer (a KO with its reason otherwise).
 */
final class CypherAction(requestName: Expression[String], query: Expression[String],
                         params: Expression[Map[String, Any]],
                         expected: Option[Expression[CypherCheck]], components: CypherComponents, core: CoreComponents,
                         override val next: Action)
    extends ChainableAction with NameGen {
  override val name: String = genName("cypher")

  override def statsEngine: StatsEngine = core.statsEngine

  override def execute(session: Session): Unit = {
    val resolved = for {
      name <- requestName(session)
      text <- query(session)
      values <- params(session)
      want <- expected.fold[io.gatling.commons.validation.Validation[Option[CypherCheck]]](
        io.gatling.commons.validation.Success(None))(_(session).map(Some(_)))
    } yield (name, text, values, want)
    resolved match {
      case io.gatling.commons.validation.Failure(message) =>
        statsEngine.logRequestCrash(session.scenario, session.groups, name, message)
        next ! session.markAsFailed
      case io.gatling.commons.validation.Success((name, text, values, want)) => send(session, name, text, values, want)
    }
  }

  private def send(session: Session, name: String, text: String, values: Map[String, Any], want: Option[CypherCheck])
      : Unit = {
    val bolt = components.session()
    val config =
      TransactionConfig.builder().withTimeout(Duration.ofSeconds(components.queryTimeoutSeconds.toLong)).build()
    val start = core.clock.nowMillis
    bolt.runAsync(text, values.map { case (k, v) => k -> v.asInstanceOf[AnyRef] }.asJava, config)
      .thenCompose((cursor: ResultCursor) =>
        cursor.listAsync().thenCompose((records: java.util.List[Record]) =>
          cursor.consumeAsync().thenApply((summary: ResultSummary) => (records, summary))))
      .whenComplete { (answer: (java.util.List[Record], ResultSummary), error: Throwable) =>
        val end = core.clock.nowMillis
        components.release(bolt)
        if (error != null) done(session.markAsFailed, name, start, end, KO, Some(CypherAction.reason(error)))
        else {
          val (records, summary) = answer
          val serverMillis =
            summary.resultAvailableAfter(TimeUnit.MILLISECONDS) + summary.resultConsumedAfter(TimeUnit.MILLISECONDS)
          val timed = session.set("serverMillis", serverMillis.toDouble)
          want.flatMap(check =>
            scala.util.Try(check.mismatch(records.asScala.toSeq)).fold(
              e => Some(CypherAction.reason(e)), identity)) match {
            case Some(wrong) => done(timed.markAsFailed, name, start, end, KO, Some(wrong))
            case None => done(timed, name, start, end, OK, None)
          }
        }
      }
    ()
  }

  private def done(session: Session, name: String, start: Long, end: Long, status: Status, message: Option[String])
      : Unit = {
    statsEngine.logResponse(session.scenario, session.groups, name, start, end, status, None, message)
    next ! session.logGroupRequestTimings(start, end)
  }
}

object CypherAction {
  /**
   * A driver error in one line: its kind and the first line of its message (never credentials: the driver has none in
   * them).
   */
  def reason(error: Throwable): String = {
    val cause = error match {
      case wrapped: CompletionException if wrapped.getCause != null => wrapped.getCause
      case other => other
    }
    val message = Option(cause.getMessage).map(_.linesIterator.nextOption().getOrElse("")).getOrElse("")
    s"${cause.getClass.getSimpleName}: ${traversalperfs.targets.KnownServerErrors.explain(message)}"
  }
}
