package com.ekino.neo4j.gatling.check

import io.gatling.commons.validation.{Failure, Success, Validation}
import io.gatling.core.check.{CheckBuilder, Extractor}
import io.gatling.core.session.StaticValueExpression
import org.neo4j.driver.Record

import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * What a check can read of a response, each a Gatling check builder (`.is`, `.in`, `.transform`, `.validate`, `.saveAs`
 * as everywhere in Gatling). Values are the driver's Java values (`Value.asObject`: Long, Double, String,
 * java.util.List, java.util.Map, Node…). A check of the answer on a failed request finds nothing.
 */
object Neo4jChecks {
  type Answer[X] = CheckBuilder.Find[Neo4jCheckType, Neo4jResponse, X]
  type OfFailure[X] = CheckBuilder.Find[Neo4jFailureCheckType, Neo4jResponse, X]

  private def extractor[X](checkName: String)(read: Neo4jResponse => Validation[Option[X]])
      : Extractor[Neo4jResponse, X] = new Extractor[Neo4jResponse, X] {
    override val name: String = checkName
    override val arity: String = "find"
    override def apply(response: Neo4jResponse): Validation[Option[X]] = read(response)
  }

  private def answer[X](name: String)(read: Neo4jResponse => Validation[Option[X]]): Answer[X] =
    new CheckBuilder.Find.Default[Neo4jCheckType, Neo4jResponse, X](
      StaticValueExpression(extractor(name)(r => if (r.failure.isDefined) Success(None) else read(r))),
      true)

  private def ofFailure[X](name: String)(read: Neo4jFailure => X): OfFailure[X] =
    new CheckBuilder.Find.Default[Neo4jFailureCheckType, Neo4jResponse, X](
      StaticValueExpression(extractor(name)(r => Success(r.failure.map(read)))), true)

  private def summary[X](name: String)(read: org.neo4j.driver.summary.ResultSummary => X): Answer[X] =
    answer(name)(r => Success(r.summary.map(read)))

  /** How many records the (last) query answered. */
  val rowCount: Answer[Int] = answer("rowCount")(r => Success(Some(r.records.size)))

  /** The one value of the one record (a KO saying what came otherwise). */
  val singleValue: Answer[Any] = answer("singleValue")(r =>
    r.records match {
      case Seq(one) if one.size == 1 => Success(Some(one.get(0).asObject()))
      case Seq() => Success(None)
      case more => Failure(s"one record of one value expected, found ${more.size} records of ${more.head.size} values")
    })

  /** One column's value in every record, in order. */
  def column(key: String): Answer[Seq[Any]] = answer(s"column($key)")(r =>
    r.records.headOption match {
      case Some(first) if !first.containsKey(key) =>
        Failure(s"no column $key in the answer (columns: ${first.keys.asScala.mkString(", ")})")
      case _ => Success(Some(r.records.map(_.get(key).asObject())))
    })

  /** Every record as a map of column to value, in order. */
  val rows: Answer[Seq[Map[String, Any]]] =
    answer("rows")(r => Success(Some(r.records.map(_.asMap().asScala.toMap))))

  /** The driver's records themselves, for what the other checks do not read. */
  val records: Answer[Seq[Record]] = answer("records")(r => Success(Some(r.records)))

  /** A write's counters by name (`nodesCreated`, `propertiesSet`, `labelsAdded`…: [[Neo4jCounters.Names]]). */
  def counter(name: String): Answer[Int] = answer(s"counter($name)")(r =>
    r.summary.fold[Validation[Option[Int]]](Success(None))(s =>
      Neo4jCounters.of(s.counters()).get(name) match {
        case Some(value) => Success(Some(value))
        case None => Failure(s"no counter $name (counters: ${Neo4jCounters.Names.mkString(", ")})")
      }))

  /** Every counter by name. */
  val counters: Answer[Map[String, Int]] = summary("counters")(s => Neo4jCounters.of(s.counters()))

  /** `READ_ONLY`, `READ_WRITE`, `WRITE_ONLY` or `SCHEMA_WRITE`, as the server planned the query. */
  val queryType: Answer[String] = summary("queryType")(_.queryType().name())

  /** The address of the server that answered (a cluster member, with `neo4j://`). */
  val serverAddress: Answer[String] = summary("serverAddress")(_.server().address())

  /** The server's own time in milliseconds: until the first record, plus until the last was consumed. */
  val serverTime: Answer[Long] = summary("serverTime")(s =>
    s.resultAvailableAfter(TimeUnit.MILLISECONDS) + s.resultConsumedAfter(TimeUnit.MILLISECONDS))

  /** The failure's status code (`Neo.ClientError.Statement.SyntaxError`); nothing when the request succeeded. */
  val failureCode: OfFailure[String] = ofFailure("failureCode")(_.code)

  /** The failure's message (its first line); nothing when the request succeeded. */
  val failureMessage: OfFailure[String] = ofFailure("failureMessage")(_.message)
}
