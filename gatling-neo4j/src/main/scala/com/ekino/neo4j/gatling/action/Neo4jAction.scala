package com.ekino.neo4j.gatling.action

import com.ekino.neo4j.gatling.check.{Neo4jFailure, Neo4jResponse, QueryResult}
import com.ekino.neo4j.gatling.protocol.Neo4jComponents
import com.ekino.neo4j.gatling.request.Neo4jRequest
import io.gatling.commons.stats.{KO, OK}
import io.gatling.commons.validation.{Failure, Success, Validation}
import io.gatling.core.CoreComponents
import io.gatling.core.action.{Action, ChainableAction}
import io.gatling.core.check.Check
import io.gatling.core.session.Session
import io.gatling.core.stats.StatsEngine
import io.gatling.core.util.NameGen
import org.neo4j.driver.TransactionConfig
import org.neo4j.driver.async.{AsyncQueryRunner, AsyncSession}

import java.util.concurrent.{CompletableFuture, CompletionStage}
import scala.jdk.CollectionConverters._
import scala.jdk.DurationConverters._

/**
 * Sends a request with the driver's async API (nothing blocks Gatling's threads): a driver session, its query in an
 * auto-commit transaction or its queries in one explicit transaction, every record read, then the response checked,
 * logged to Gatling's statistics (from send to the last record, or to the commit) and the virtual user passed on from
 * the thread the answer was read on: the user's own event loop, where its loop's driver keeps its connections.
 */
final class Neo4jAction(request: Neo4jRequest, components: Neo4jComponents, core: CoreComponents,
                        override val next: Action)
    extends ChainableAction with NameGen {
  override val name: String = genName("neo4j")

  override def statsEngine: StatsEngine = core.statsEngine

  /** The protocol's query timeout, on every transaction of this request (the server's own limit otherwise). */
  private val timeout: TransactionConfig = {
    val config = TransactionConfig.builder()
    components.protocol.queryTimeout.foreach(t => config.withTimeout(t.toJava))
    config.build()
  }

  override def execute(session: Session): Unit =
    if (components.isClosed) () // Gatling is stopping: a user still running (`forever`) ends here, quietly
    else Neo4jAction.resolve(request, session) match {
      case Failure(message) =>
        val named = request.name(session).toOption.getOrElse(name)
        statsEngine.logRequestCrash(session.scenario, session.groups, named, message)
        next ! session.markAsFailed
      case Success((named, queries, database)) => send(session, named, queries, database)
    }

  private def send(session: Session, named: String, queries: Seq[(String, java.util.Map[String, AnyRef])],
                   database: Option[String]): Unit = {
    val bolt = components.session(request.access, database, session)
    val start = core.clock.nowMillis
    val answered =
      if (request.transaction)
        bolt.beginTransactionAsync(timeout).thenCompose(tx =>
          Neo4jAction.inOrder(tx, queries).thenCompose(results => tx.commitAsync().thenApply(_ => results))
            .exceptionallyCompose(error => tx.rollbackAsync().handle[Seq[QueryResult]]((_, _) => throw error)))
      else Neo4jAction.run(bolt, queries.head, Some(timeout)).thenApply(Seq(_))
    answered.whenComplete { (results: Seq[QueryResult], error: Throwable) =>
      val end = core.clock.nowMillis
      val user = components.keepBookmarks(session, bolt)
      components.release(bolt)
      val response =
        if (error == null) Neo4jResponse(results, None) else Neo4jResponse(Nil, Some(Neo4jFailure.of(error)))
      judge(user, response) match {
        case (checked, None) => done(checked, named, start, end, None)
        case (checked, Some(reason)) => done(checked.markAsFailed, named, start, end, Some(reason))
      }
    }
    ()
  }

  /** A failure is a KO with the server's message unless a check is about it; then the checks decide, as for answers. */
  private def judge(session: Session, response: Neo4jResponse): (Session, Option[String]) =
    response.failure match {
      case Some(failure) if !request.checks.exists(_.aboutFailure) => (session, Some(failure.toString))
      case _ =>
        val (checked, failed) = Check.check(response, session, request.checks.toList)
        (checked, failed.map(_.message))
    }

  private def done(session: Session, named: String, start: Long, end: Long, message: Option[String]): Unit = {
    statsEngine.logResponse(session.scenario, session.groups, named, start, end, if (message.isEmpty) OK else KO, None,
      message)
    next ! session.logGroupRequestTimings(start, end)
  }
}

object Neo4jAction {
  /** The request's name, its queries' texts and parameters, and its database, as this virtual user asks them. */
  def resolve(request: Neo4jRequest, session: Session)
      : Validation[(String, Seq[(String, java.util.Map[String, AnyRef])], Option[String])] =
    for {
      named <- request.name(session)
      queries <- sequence(request.queries.map { query =>
        for {
          text <- query.text(session)
          maps <- sequence(query.paramMaps.map(_(session)))
          single <- sequence(query.params.map { case (key, value) => value(session).map(key -> _) })
        } yield text -> Neo4jParameters.toJava(maps :+ single)
      })
      database <- request.database.fold[Validation[Option[String]]](Success(None))(_(session).map(Some(_)))
    } yield (named, queries, database)

  private def sequence[X](all: Seq[Validation[X]]): Validation[Seq[X]] =
    all.foldLeft[Validation[Seq[X]]](Success(Vector.empty))((done, next) => done.flatMap(d => next.map(d :+ _)))

  /** One query: every record, then the summary. */
  private def run(runner: AsyncQueryRunner, query: (String, java.util.Map[String, AnyRef]),
                  timeout: Option[TransactionConfig]): CompletionStage[QueryResult] = {
    val cursor = (runner, timeout) match {
      case (session: AsyncSession, Some(config)) => session.runAsync(query._1, query._2, config)
      case _ => runner.runAsync(query._1, query._2)
    }
    cursor.thenCompose(c =>
      c.listAsync().thenCompose(records =>
        c.consumeAsync().thenApply(summary =>
          QueryResult(records.asScala.toSeq,
            summary))))
  }

  /** A transaction's queries one after the other (each may read what the one before wrote). */
  private def inOrder(tx: AsyncQueryRunner, queries: Seq[(String, java.util.Map[String, AnyRef])])
      : CompletionStage[Seq[QueryResult]] =
    queries.foldLeft[CompletionStage[Seq[QueryResult]]](CompletableFuture.completedFuture(Vector.empty))(
      (before, query) => before.thenCompose(done => run(tx, query, None).thenApply(done :+ _)))
}
