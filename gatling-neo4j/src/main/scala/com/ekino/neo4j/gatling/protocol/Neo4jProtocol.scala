package com.ekino.neo4j.gatling.protocol

import io.gatling.core.CoreComponents
import io.gatling.core.config.GatlingConfiguration
import io.gatling.core.protocol.{Protocol, ProtocolKey}

import scala.concurrent.duration.FiniteDuration

/**
 * Where and how to talk to Neo4j: the URI (`bolt`, `neo4j`, each with `+s` or `+ssc`: encryption, trust and routing as
 * its scheme says), the credentials (sent to that server only, never printed), the database (None: the server's
 * default), the pool, the timeouts, the fetch size, and whether a virtual user's requests carry their bookmarks. A
 * driver per Gatling event loop ([[LoopDrivers]]), made when the simulation starts and closed when it ends.
 */
final case class Neo4jProtocol(uri: String, credentials: Option[(String, String)], database: Option[String],
                               maxPoolSize: Int, connectionTimeout: FiniteDuration,
                               acquisitionTimeout: FiniteDuration, queryTimeout: Option[FiniteDuration],
                               fetchSize: Option[Long], bookmarks: Boolean)
    extends Protocol {
  type Components = Neo4jComponents

  /** Never the password: this is what logs and errors may show. */
  override def toString: String =
    s"Neo4jProtocol($uri${credentials.map(c => s" as ${c._1}").getOrElse("")}${database.fold("")(d => s" db $d")})"
}

object Neo4jProtocol {
  val Key: ProtocolKey[Neo4jProtocol, Neo4jComponents] = new ProtocolKey[Neo4jProtocol, Neo4jComponents] {
    override def protocolClass: Class[Protocol] = classOf[Neo4jProtocol].asInstanceOf[Class[Protocol]]

    override def defaultProtocolValue(configuration: GatlingConfiguration): Neo4jProtocol =
      throw new IllegalStateException("a neo4j request needs a Neo4j protocol in the simulation's protocols: " +
        "setUp(...).protocols(neo4j.uri(\"bolt://...\"))")

    override def newComponents(coreComponents: CoreComponents): Neo4jProtocol => Neo4jComponents =
      protocol => Neo4jComponents.open(protocol, coreComponents)
  }
}
