package traversalperfs.lab

import org.neo4j.driver.{AuthTokens, Config, Driver, GraphDatabase, Logging}

import java.util.concurrent.TimeUnit

/**
 * A neo4j-java-driver for one run (the lab's own statements, or a simulation's Bolt requests): credentials only
 * when given (a target's; the lab's servers run without auth), no TLS on loopback, the driver's logging off (errors
 * reach the lab as exceptions), the pool and connection timeout the run asks for.
 */
object BoltDriver {
  def open(uri: String, credentials: Option[Credentials], maxPoolSize: Int = 100, connectionTimeoutSeconds: Int = 30): Driver =
    GraphDatabase.driver(uri,
      credentials.fold(AuthTokens.none())(c => AuthTokens.basic(c.user, c.password)),
      Config.builder()
        .withoutEncryption()
        .withMaxConnectionPoolSize(maxPoolSize)
        .withConnectionTimeout(connectionTimeoutSeconds.toLong, TimeUnit.SECONDS)
        .withLogging(Logging.none())
        .build())
}

/** A target's user and password: sent to that target only, never printed. */
final case class Credentials(user: String, password: String) {
  override def toString: String = s"Credentials($user)"
}
