package traversalperfs.cypher

import traversalperfs.targets.{BoltDriver, Credentials}
import io.gatling.core.CoreComponents
import io.gatling.core.config.GatlingConfiguration
import io.gatling.core.protocol.{Protocol, ProtocolComponents, ProtocolKey}
import io.gatling.core.session.Session
import org.neo4j.driver.async.AsyncSession
import org.neo4j.driver.{AccessMode, Driver, SessionConfig}

/**
 * Cypher over Bolt for Gatling: where to connect, with which credentials (sent to that server only, never printed), the
 * driver's pool size and timeouts, and whether its sessions are read-only. One driver per simulation, made when the
 * simulation starts and closed when it ends.
 */
final case class CypherProtocol(uri: String, credentials: Option[Credentials], maxPoolSize: Int,
                                connectionTimeoutSeconds: Int, queryTimeoutSeconds: Int, readOnly: Boolean = false)
    extends Protocol {
  type Components = CypherComponents

  /** Never the password: this is what logs and errors may show. */
  override def toString: String = s"CypherProtocol($uri${credentials.map(c => s" as ${c.user}").getOrElse("")})"
}

final case class CypherComponents(driver: Driver, queryTimeoutSeconds: Int, readOnly: Boolean)
    extends ProtocolComponents {
  /** Sessions still closing: the driver is closed only once they are (its close must come after every use). */
  private val closing = java.util.concurrent.ConcurrentHashMap.newKeySet[java.util.concurrent.CompletableFuture[Void]]()

  /** Sessions in READ access mode when the protocol is read-only (4.x and later servers refuse a write in them). */
  def session(): AsyncSession = driver.session(classOf[AsyncSession],
    SessionConfig.builder()
      .withDefaultAccessMode(if (readOnly) AccessMode.READ else AccessMode.WRITE).build())

  /** Closes a request's session without waiting for it (the request is timed and passed on meanwhile). */
  def release(session: AsyncSession): Unit = {
    val closed = session.closeAsync().toCompletableFuture
    closing.add(closed)
    closed.whenComplete((_, _) => { closing.remove(closed); () })
    ()
  }

  /** When the simulation ends: the sessions' closes (10 s at most), then the driver's. */
  def close(uri: String): Unit = {
    try java.util.concurrent.CompletableFuture.allOf(
        closing.toArray(Array.empty[java.util.concurrent.CompletableFuture[Void]]): _*)
        .get(10, java.util.concurrent.TimeUnit.SECONDS)
    catch {
      case _: Exception =>
        println(s"[traversal-perfs] ${closing.size} Bolt sessions to $uri were still closing after 10 s")
    }
    BoltDriver.close(driver, uri)
  }

  override def onStart: Session => Session = Session.Identity

  override def onExit: Session => Unit = ProtocolComponents.NoopOnExit
}

object CypherProtocol {
  val Key: ProtocolKey[CypherProtocol, CypherComponents] = new ProtocolKey[CypherProtocol, CypherComponents] {
    override def protocolClass: Class[Protocol] = classOf[CypherProtocol].asInstanceOf[Class[Protocol]]

    override def defaultProtocolValue(configuration: GatlingConfiguration): CypherProtocol =
      throw new IllegalStateException("a cypher action needs CypherProtocol in the simulation's protocols")

    override def newComponents(coreComponents: CoreComponents): CypherProtocol => CypherComponents = protocol => {
      val driver =
        BoltDriver.open(protocol.uri, protocol.credentials, protocol.maxPoolSize, protocol.connectionTimeoutSeconds)
      val components = CypherComponents(driver, protocol.queryTimeoutSeconds, protocol.readOnly)
      coreComponents.actorSystem.registerOnTermination(components.close(protocol.uri))
      components
    }
  }
}
