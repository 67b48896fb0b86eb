package com.ekino.neo4j.gatling.testing

import com.ekino.neo4j.gatling.check.{Neo4jFailure, Neo4jResponse, QueryResult}
import io.gatling.core.session.Session
import org.neo4j.driver.internal.InternalRecord
import org.neo4j.driver.internal.summary.InternalSummaryCounters
import org.neo4j.driver.summary.{QueryType, ResultSummary, ServerInfo}
import org.neo4j.driver.{Record, Values}

import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/** Synthetic responses for the checks' tests: records and a summary made here, no server. */
object Answers {
  val user: Session = Session("test", 1L, new io.netty.channel.DefaultEventLoop())

  def record(columns: (String, Any)*): Record =
    new InternalRecord(columns.map(_._1).asJava, columns.map(c => Values.value(c._2.asInstanceOf[AnyRef])).asJava)

  /** A summary as a server sends it: only what the checks read answers, the rest is not asked. */
  def summary(created: Int = 0, kind: QueryType = QueryType.READ_ONLY, available: Long = 2, consumed: Long = 3)
      : ResultSummary = {
    val server = proxy[ServerInfo] { case "address" => "127.0.0.1:7687"; case "agent" => "Neo4j/5.26.30" }
    val counters = new InternalSummaryCounters(created, 0, 0, 0, created * 2, created, 0, 0, 0, 0, 0, 0)
    proxy[ResultSummary] {
      case "counters" => counters
      case "queryType" => kind
      case "server" => server
      case "resultAvailableAfter" => java.lang.Long.valueOf(available)
      case "resultConsumedAfter" => java.lang.Long.valueOf(consumed)
    }
  }

  private def proxy[T](answer: PartialFunction[String, AnyRef])(implicit kind: scala.reflect.ClassTag[T]): T =
    java.lang.reflect.Proxy.newProxyInstance(getClass.getClassLoader, Array(kind.runtimeClass),
      (_, method, _) =>
        answer.applyOrElse(method.getName,
          (name: String) => throw new UnsupportedOperationException(s"$name is not read by the checks"))).asInstanceOf[
      T]

  def answer(records: Record*): Neo4jResponse = Neo4jResponse(Seq(QueryResult(records, summary())), None)

  /** For the Java tests: one record per value, of one column. */
  def oneColumn(key: String, values: java.util.List[AnyRef]): Neo4jResponse =
    answer(values.asScala.toSeq.map(v => record(key -> v)): _*)

  def failed(code: String, message: String): Neo4jResponse = Neo4jResponse(Nil, Some(Neo4jFailure(code, message)))

  val unit: TimeUnit = TimeUnit.MILLISECONDS
}
