package com.ekino.neo4j.gatling.protocol

import io.netty.channel.EventLoop
import org.neo4j.driver.exceptions.{AuthenticationException, Neo4jException, ServiceUnavailableException}
import org.neo4j.driver.{AuthToken, AuthTokens, Config, Driver, Logging, SessionConfig}

import java.net.URI
import java.util.concurrent.TimeUnit

/**
 * Makes the protocol's drivers and checks each before any load: the URI, the credentials, the database. What is wrong
 * is one [[Neo4jSetupError]] naming the setting (never the password), and the simulation stops before it starts.
 */
object Neo4jConnection {
  private val Schemes = Seq("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")

  /** A driver on its own threads (a feeder's, a test's, a tool's). */
  def open(protocol: Neo4jProtocol): Driver =
    open(protocol, protocol.maxPoolSize,
      (uri, auth, config) => GatlingEventLoops.ownThreadsDriver(URI.create(uri), auth, config))

  /**
   * A driver per Gatling event loop, each checked, each with its share of the pool; if one cannot work, those opened
   * are closed and the error is the first one's.
   */
  def open(protocol: Neo4jProtocol, eventLoops: GatlingEventLoops): LoopDrivers = {
    val share = LoopDrivers.poolShare(protocol.maxPoolSize, eventLoops.loops.size)
    val opened = Vector.newBuilder[(EventLoop, Driver)]
    try {
      eventLoops.loops.foreach { loop =>
        opened += loop -> open(protocol, share,
          (uri, auth, config) =>
            eventLoops.driver(loop, URI.create(uri), auth,
              config))
      }
      new LoopDrivers(opened.result().toMap)
    } catch {
      case e: Neo4jSetupError =>
        opened.result().foreach(_._2.closeAsync())
        throw e
    }
  }

  /**
   * A driver on its own threads as `protocol` configures it, not yet checked: for a tool that checks it its own way (a
   * load-test lab's own statements) or lets its first use fail. Every driver of the plugin is made here.
   */
  def unchecked(protocol: Neo4jProtocol): Driver =
    make(protocol, protocol.maxPoolSize,
      (uri, auth, config) => GatlingEventLoops.ownThreadsDriver(URI.create(uri), auth, config))

  private def make(protocol: Neo4jProtocol, poolSize: Int, newDriver: (String, AuthToken, Config) => Driver): Driver = {
    val config = driverConfig(protocol, poolSize)
    val auth = protocol.credentials.fold(AuthTokens.none())(c => AuthTokens.basic(c._1, c._2))
    try {
      // the driver's factory, which both paths use, takes any scheme and fails later: said here, first
      val scheme = Option(URI.create(protocol.uri).getScheme).getOrElse("")
      if (!Schemes.contains(scheme)) throw new IllegalArgumentException(s"unknown scheme '$scheme'")
      newDriver(protocol.uri, auth, config)
    } catch {
      case e: IllegalArgumentException => throw Neo4jSetupError(s"the URI ${protocol.uri} is not one the driver " +
          s"takes (${Schemes.map(_ + "://").mkString(", ")}): ${e.getMessage}")
    }
  }

  private def open(protocol: Neo4jProtocol, poolSize: Int, newDriver: (String, AuthToken, Config) => Driver): Driver = {
    val driver = make(protocol, poolSize, newDriver)
    try {
      driver.verifyConnectivity()
      protocol.database.foreach { name =>
        val session = driver.session(SessionConfig.forDatabase(name))
        try session.run("RETURN 1").consume()
        finally session.close()
      }
      driver
    } catch {
      case e: Exception =>
        driver.closeAsync()
        throw Neo4jSetupError(refusal(protocol, e))
    }
  }

  /** The driver's settings; one it refuses (a negative timeout, a fetch size of 0) is a setup error, said first. */
  private def driverConfig(protocol: Neo4jProtocol, poolSize: Int): Config =
    try {
      val config = Config.builder()
        .withMaxConnectionPoolSize(poolSize)
        .withConnectionTimeout(protocol.connectionTimeout.toMillis, TimeUnit.MILLISECONDS)
        .withConnectionAcquisitionTimeout(protocol.acquisitionTimeout.toMillis, TimeUnit.MILLISECONDS)
        .withLogging(Logging.none())
      protocol.fetchSize.foreach(config.withFetchSize)
      config.build()
    } catch {
      case e: IllegalArgumentException =>
        throw Neo4jSetupError(s"a protocol setting the driver refuses: ${e.getMessage}")
    }

  private def refusal(protocol: Neo4jProtocol, error: Exception): String = {
    val first = Option(error.getMessage).flatMap(_.linesIterator.nextOption()).getOrElse(error.getClass.getSimpleName)
    error match {
      case _: AuthenticationException => s"${protocol.uri} refused the credentials of ${protocol.credentials
            .fold("no user")(_._1)}: $first"
      case _: ServiceUnavailableException => s"no Neo4j answers at ${protocol.uri}: $first"
      case e: Neo4jException if protocol.database.isDefined && Option(e.code()).exists(_.contains(".Database.")) =>
        s"the database ${protocol.database.get} at ${protocol.uri}: $first (${e.code()})"
      case _ => s"cannot talk to ${protocol.uri}: $first"
    }
  }
}

/** A setting that cannot work, said in one line (no stack trace: the message is the whole story). */
final case class Neo4jSetupError(reason: String) extends RuntimeException(s"gatling-neo4j: $reason", null, false, false)
