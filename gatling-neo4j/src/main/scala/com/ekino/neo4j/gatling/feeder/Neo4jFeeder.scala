package com.ekino.neo4j.gatling.feeder

import com.ekino.neo4j.gatling.action.Neo4jParameters
import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jProtocol, Neo4jSetupError}
import io.gatling.core.config.GatlingConfiguration
import io.gatling.core.feeder.FeederBuilderBase
import org.neo4j.driver.SessionConfig
import org.neo4j.driver.exceptions.Neo4jException

import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * A query's rows as a Gatling feeder, as Gatling's `jdbcFeeder` gives a SQL query's: read once, when the simulation is
 * built (so every virtual user draws from the same rows and no query runs during the load), through a driver made with
 * the protocol's settings (URI, credentials, database, timeouts) and closed after. Each row is a record: its columns by
 * name, values as the driver gives them (Long, Double, String, java.util.List, java.util.Map, Node...). A query that
 * fails or returns no row is one [[Neo4jSetupError]] line before any load.
 */
object Neo4jFeeder {
  def apply(protocol: Neo4jProtocol, query: String, parameters: Map[String, Any] = Map.empty)(
      implicit
      configuration: GatlingConfiguration): FeederBuilderBase[Any] =
    // Gatling's own in-memory feeder (as for `Array(...).circular`): its strategies, `.transform`, `.batch`...
    io.gatling.core.Predef.seq2FeederBuilder(rows(protocol, query, parameters))(configuration)

  /** For the Java DSL. */
  def fromJava(protocol: Neo4jProtocol, query: String, parameters: java.util.Map[String, AnyRef],
               configuration: GatlingConfiguration): FeederBuilderBase[Any] =
    apply(protocol, query, parameters.asScala.toMap)(configuration)

  /** The query's records, each a map of column to value. */
  def rows(protocol: Neo4jProtocol, query: String, parameters: Map[String, Any]): IndexedSeq[Map[String, Any]] =
    Using.resource(Neo4jConnection.open(protocol)) { driver =>
      val session = protocol.database.fold(SessionConfig.defaultConfig())(SessionConfig.forDatabase)
      val records =
        try Using.resource(driver.session(session))(_.run(query, Neo4jParameters.toJava(parameters)).list())
        catch {
          case e: Neo4jException =>
            val first = Option(e.getMessage).flatMap(_.linesIterator.nextOption()).getOrElse("")
            throw Neo4jSetupError(s"neo4jFeeder: $query failed on ${protocol.uri}: ${e.code()}: $first")
        }
      if (records.isEmpty) throw Neo4jSetupError(s"neo4jFeeder: $query returned no row on ${protocol.uri}")
      records.asScala.map(_.asMap().asScala.toMap[String, Any]).toVector
    }
}
