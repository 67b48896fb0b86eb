package traversalperfs.cypher

import io.gatling.core.CoreComponents
import io.gatling.core.config.GatlingConfiguration
import io.gatling.core.protocol.{Protocol, ProtocolComponents, ProtocolKey}
import io.gatling.core.session.Session
import org.neo4j.driver.async.AsyncSession
import org.neo4j.driver.{AccessMode, Driver, SessionConfig}
import traversalperfs.lab.{BoltDriver, Credentials}

/**
 * Cypher over Bolt for Gatling: where to connect, with which credentials (sent to that server only, never printed),
 * the driver's pool size and timeouts, and whether its sessions are read-only. One driver per simulation, made when
 * the simulation starts and closed when it ends.
 */
final case class CypherProtocol(uri: String, credentials: Option[Credentials], maxPoolSize: Int,
                                connectionTimeoutSeconds: Int, queryTimeoutSeconds: Int, readOnly: Boolean = false)
    extends Protocol {
  type Components = CypherComponents

  /** Never the password: this is what logs and errors may show. */
  override def toString: String = s"CypherProtocol($uri${credentials.map(c => s" as ${c.user}").getOrElse("")})"
}

final case class CypherComponents(driver: Driver, queryTimeoutSeconds: Int, readOnly: Boolean) extends ProtocolComponents {
  /** Sessions in READ access mode when the protocol is read-only (4.x and later servers refuse a write in them). */
  def session(): AsyncSession = driver.session(classOf[AsyncSession], SessionConfig.builder()
    .withDefaultAccessMode(if (readOnly) AccessMode.READ else AccessMode.WRITE).build())

  override def onStart: Session => Session = Session.Identity

  override def onExit: Session => Unit = ProtocolComponents.NoopOnExit
}

object CypherProtocol {
  val Key: ProtocolKey[CypherProtocol, CypherComponents] = new ProtocolKey[CypherProtocol, CypherComponents] {
    override def protocolClass: Class[Protocol] = classOf[CypherProtocol].asInstanceOf[Class[Protocol]]

    override def defaultProtocolValue(configuration: GatlingConfiguration): CypherProtocol =
      throw new IllegalStateException("a cypher action needs CypherProtocol in the simulation's protocols")

    override def newComponents(coreComponents: CoreComponents): CypherProtocol => CypherComponents = protocol => {
      val driver = BoltDriver.open(protocol.uri, protocol.credentials, protocol.maxPoolSize, protocol.connectionTimeoutSeconds)
      coreComponents.actorSystem.registerOnTermination(BoltDriver.close(driver, protocol.uri))
      CypherComponents(driver, protocol.queryTimeoutSeconds, protocol.readOnly)
    }
  }
}
