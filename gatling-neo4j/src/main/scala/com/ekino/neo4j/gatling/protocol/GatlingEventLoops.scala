package com.ekino.neo4j.gatling.protocol

import io.gatling.core.CoreComponents
import io.netty.channel.EventLoop
import org.neo4j.bolt.connection.netty.NettyBoltConnectionProviderFactory
import org.neo4j.bolt.connection.netty.impl.async.connection.NettyTransport
import org.neo4j.bolt.connection.observation.ObservationProvider
import org.neo4j.bolt.connection.values.ValueFactory
import org.neo4j.bolt.connection.{BoltConnectionProvider, BoltConnectionProviderFactory, LoggingProvider}
import org.neo4j.driver.internal.security.{BoltSecurityPlanManager, SecurityPlans, StaticAuthTokenManager}
import org.neo4j.driver.internal.{DriverFactory, SecuritySettings}
import org.neo4j.driver.{AuthToken, Config, Driver}

import java.net.URI
import scala.jdk.CollectionConverters._

/**
 * Gatling's own event loops, for the driver's connections, as Gatling's HTTP connections live there: a driver per loop
 * ([[LoopDrivers]]), its connections on that loop only, so that a virtual user's request is written on the user's own
 * thread and its answer, read there, passes the user on without waking another (on the driver's own threads every
 * request crossed from Gatling's thread to the driver's and back; with one driver on all of Gatling's loops, a
 * connection on another loop than the user's, which the pool hands out as often as not, crossed twice). `transport` is
 * the one Gatling chose for them (`io.gatling.netty.util.Transports`: io_uring when asked and available, else epoll
 * when native transport is on and available, else NIO): the driver left to itself takes io_uring wherever it is
 * available, and a channel cannot live on a loop of another transport.
 *
 * The driver's public API takes neither: its factory and security plan (`org.neo4j.driver.internal`, the way the
 * driver's own tests give it a group) do, and its Netty connection provider takes the transport from the settings this
 * factory adds. A driver given a group leaves it open when it closes. Both lines are pinned for it (driver 6.2.x, Bolt
 * connection 12.0.x).
 */
final case class GatlingEventLoops(loops: Seq[EventLoop], transport: String) {
  /** A driver whose connections all live on `loop` (a loop is a group of one). */
  def driver(loop: EventLoop, uri: URI, auth: AuthToken, config: Config): Driver = {
    val plan = SecurityPlans.createSecurityPlan(new SecuritySettings(config.encrypted, config.trustStrategy),
      uri.getScheme, null, config.logging)
    new DriverFactory().newInstance(uri, new StaticAuthTokenManager(auth), config, BoltSecurityPlanManager.from(plan),
      loop, null, new GatlingEventLoops.OnTransport(transport))
  }
}

object GatlingEventLoops {
  def of(core: CoreComponents): GatlingEventLoops = {
    val netty = core.configuration.netty
    val transport =
      if (netty.useNativeTransport && netty.useIoUring && NettyTransport.isIoUringAvailable) "io_uring"
      else if (netty.useNativeTransport && NettyTransport.isEpollAvailable) "epoll"
      else "nio"
    // the loops Gatling gives its virtual users to, each user's for the whole of its run
    GatlingEventLoops(core.eventLoopGroup.asScala.collect { case loop: EventLoop => loop }.toVector, transport)
  }

  /**
   * A driver on threads of its own (a feeder's, a test's, a tool's), on the transport Gatling takes by default: epoll
   * where the machine has it, else NIO. Left to itself the driver takes io_uring wherever it is available, and its
   * close was seen to wait for good on io_uring (its loop waiting for completions while destroyed; on this lab's host).
   */
  def ownThreadsDriver(uri: URI, auth: AuthToken, config: Config): Driver = {
    val plan = SecurityPlans.createSecurityPlan(new SecuritySettings(config.encrypted, config.trustStrategy),
      uri.getScheme, null, config.logging)
    val transport = if (NettyTransport.isEpollAvailable) "epoll" else "nio"
    new DriverFactory().newInstance(uri, new StaticAuthTokenManager(auth), config, BoltSecurityPlanManager.from(plan),
      null, null, new OnTransport(transport))
  }

  /** The driver's Netty connections, on the given transport. */
  private final class OnTransport(transport: String) extends BoltConnectionProviderFactory {
    private val netty = new NettyBoltConnectionProviderFactory

    override def supports(scheme: String): Boolean = netty.supports(scheme)

    override def create(logging: LoggingProvider, values: ValueFactory, observation: ObservationProvider,
                        settings: java.util.Map[String, _]): BoltConnectionProvider = {
      val withTransport = new java.util.HashMap[String, Any](settings)
      withTransport.put("nettyTransport", transport)
      netty.create(logging, values, observation, withTransport)
    }
  }
}
