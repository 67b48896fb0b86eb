package com.ekino.neo4j.gatling

import com.ekino.neo4j.gatling.check.{
  Neo4jCheck, Neo4jCheckMaterializer, Neo4jCheckType, Neo4jChecks,
  Neo4jFailureCheckType, Neo4jResponse
}
import com.ekino.neo4j.gatling.feeder.Neo4jFeeder
import com.ekino.neo4j.gatling.protocol.{Neo4jProtocol, Neo4jProtocolBuilder}
import com.ekino.neo4j.gatling.request.Neo4jRequestBuilder
import io.gatling.core.check.CheckBuilder
import io.gatling.core.config.GatlingConfiguration
import io.gatling.core.feeder.FeederBuilderBase
import io.gatling.core.session.Expression

import scala.language.implicitConversions

/**
 * The Scala DSL, as Gatling's `HttpDsl`: `neo4j` (the protocol), `neo4j("name")` (a request), `neo4jFeeder` and the
 * checks. Most simulations `import com.ekino.neo4j.gatling.Predef._` (beside `io.gatling.core.Predef._`); a project
 * with its own DSL object mixes this trait in.
 */
trait Neo4jDsl {
  def neo4j: Neo4jProtocolBuilder = Neo4jProtocolBuilder.Default

  def neo4j(requestName: Expression[String]): Neo4jRequestBuilder = Neo4jRequestBuilder(requestName)

  implicit def neo4jProtocolBuilder2Protocol(builder: Neo4jProtocolBuilder): Neo4jProtocol = builder.build

  /** A query's rows as a feeder (`.circular`, `.random`, `.shuffle`, `.queue`): see [[Neo4jFeeder]]. */
  def neo4jFeeder(protocol: Neo4jProtocolBuilder, query: String, parameters: Map[String, Any] = Map.empty)(
      implicit
      configuration: GatlingConfiguration): FeederBuilderBase[Any] = Neo4jFeeder(protocol.build, query, parameters)

  def rowCount: Neo4jChecks.Answer[Int] = Neo4jChecks.rowCount
  def singleValue: Neo4jChecks.Answer[Any] = Neo4jChecks.singleValue
  def column(key: String): Neo4jChecks.Answer[Seq[Any]] = Neo4jChecks.column(key)
  def rows: Neo4jChecks.Answer[Seq[Map[String, Any]]] = Neo4jChecks.rows
  def records: Neo4jChecks.Answer[Seq[org.neo4j.driver.Record]] = Neo4jChecks.records
  def counter(name: String): Neo4jChecks.Answer[Int] = Neo4jChecks.counter(name)
  def counters: Neo4jChecks.Answer[Map[String, Int]] = Neo4jChecks.counters
  def queryType: Neo4jChecks.Answer[String] = Neo4jChecks.queryType
  def serverAddress: Neo4jChecks.Answer[String] = Neo4jChecks.serverAddress
  def serverTime: Neo4jChecks.Answer[Long] = Neo4jChecks.serverTime
  def failureCode: Neo4jChecks.OfFailure[String] = Neo4jChecks.failureCode
  def failureMessage: Neo4jChecks.OfFailure[String] = Neo4jChecks.failureMessage

  // As in Gatling's own modules: a finished check, a check still to validate (`.exists`), a bare find (`.find.exists`)
  implicit def neo4jCheck(builder: CheckBuilder[Neo4jCheckType, Neo4jResponse]): Neo4jCheck =
    builder.build(Neo4jCheckMaterializer.Answer)

  implicit def neo4jValidate[X](builder: CheckBuilder.Validate[Neo4jCheckType, Neo4jResponse, X]): Neo4jCheck =
    builder.exists.build(Neo4jCheckMaterializer.Answer)

  implicit def neo4jFind[X](builder: CheckBuilder.Find[Neo4jCheckType, Neo4jResponse, X]): Neo4jCheck =
    builder.find.exists.build(Neo4jCheckMaterializer.Answer)

  implicit def neo4jFailureCheck(builder: CheckBuilder[Neo4jFailureCheckType, Neo4jResponse]): Neo4jCheck =
    builder.build(Neo4jCheckMaterializer.Failure)

  implicit def neo4jFailureValidate[X](builder: CheckBuilder.Validate[Neo4jFailureCheckType, Neo4jResponse, X])
      : Neo4jCheck = builder.exists.build(Neo4jCheckMaterializer.Failure)

  implicit def neo4jFailureFind[X](builder: CheckBuilder.Find[Neo4jFailureCheckType, Neo4jResponse, X]): Neo4jCheck =
    builder.find.exists.build(Neo4jCheckMaterializer.Failure)
}
