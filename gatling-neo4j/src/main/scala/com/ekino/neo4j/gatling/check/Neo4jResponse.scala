package com.ekino.neo4j.gatling.check

import org.neo4j.driver.Record
import org.neo4j.driver.summary.ResultSummary

/**
 * What a request got: each query's records and summary in order (a transaction has several), or the failure that ended
 * it. Checks read the last query's answer: the one a transaction's earlier queries lead to.
 */
final case class Neo4jResponse(results: Seq[QueryResult], failure: Option[Neo4jFailure]) {
  def records: Seq[Record] = results.lastOption.fold(Seq.empty[Record])(_.records)

  def summary: Option[ResultSummary] = results.lastOption.map(_.summary)
}

final case class QueryResult(records: Seq[Record], summary: ResultSummary)

/**
 * A failed request: the server's status code (`Neo.ClientError.Statement.SyntaxError`), or the driver's exception's
 * name when the server sent none (`ServiceUnavailableException`: a connection lost), and the message's first line.
 */
final case class Neo4jFailure(code: String, message: String) {
  override def toString: String = s"$code: $message"
}

object Neo4jFailure {
  def of(error: Throwable): Neo4jFailure = {
    val cause = Iterator.iterate(error)(_.getCause).takeWhile(_ != null)
      .find(e => !e.isInstanceOf[java.util.concurrent.CompletionException]).getOrElse(error)
    val message = Option(cause.getMessage).flatMap(_.linesIterator.nextOption()).getOrElse("")
    val code = cause match {
      // the driver's own exceptions (a connection lost) carry "N/A": their kind says more
      case server: org.neo4j.driver.exceptions.Neo4jException
          if server.code() != null && server.code().startsWith("Neo.") =>
        server.code()
      case other => other.getClass.getSimpleName
    }
    Neo4jFailure(code, message)
  }
}
