package traversalperfs.targets

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import org.neo4j.driver.exceptions.{
  AuthenticationException, Neo4jException, SecurityException, ServiceUnavailableException
}
import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jProtocolBuilder}
import org.neo4j.driver.Driver

import java.util.concurrent.TimeUnit
import scala.concurrent.duration._

/**
 * The lab's own Bolt drivers (its statements to a server, the calibration's bare client): made by gatling-neo4j, as a
 * simulation's Bolt requests' are ([[Neo4jConnection.unchecked]]: credentials only when given, a target's, since the
 * lab's servers run without auth; encryption and routing as the URI's scheme says, [[BoltUri]]; the driver's logging
 * off), the pool and connection timeout the run asks for; checked the lab's way ([[verify]]), closed within a bound.
 */
object BoltDriver {
  def open(uri: String, credentials: Option[Credentials], maxPoolSize: Int = 100, connectionTimeoutSeconds: Int = 30)
      : Driver =
    Neo4jConnection.unchecked(Neo4jProtocolBuilder.Default.build.copy(uri = uri,
        credentials = credentials.map(c => c.user -> c.password), maxPoolSize = maxPoolSize,
        connectionTimeout = connectionTimeoutSeconds.seconds))

  /**
   * Closes `driver` waiting at most `seconds`: a close that does not end (driver 6.2.1, in some runs: against Neo4j
   * 3.5's Bolt 3, and through `neo4j+ssc://` on 5.26) must not keep a finished run from writing its report; what is
   * left stops with the JVM. Sessions are closed before their driver, as the driver's documentation asks.
   */
  def close(driver: Driver, uri: String, seconds: Int = 10): Unit =
    try driver.closeAsync().toCompletableFuture.get(seconds.toLong, TimeUnit.SECONDS)
    catch {
      case _: java.util.concurrent.TimeoutException =>
        Say(s"the Bolt driver for $uri did not close within $seconds s: left to the JVM's exit")
      case e: java.util.concurrent.ExecutionException =>
        Say(s"closing the Bolt driver for $uri failed: ${e.getCause}")
    }

  /**
   * Connects once, before any load, or refuses in one line: a certificate the JVM does not trust, credentials refused,
   * no server (or no router) answering, a server that closes plain connections because it requires TLS.
   */
  def verify(driver: Driver, uri: String): Unit =
    try driver.verifyConnectivity()
    catch { case e: Exception => UserError(refusal(uri, e)) }

  def refusal(uri: String, error: Throwable): String = {
    val causes = Iterator.iterate(error)(_.getCause).takeWhile(_ != null).toSeq
    val certificate = causes.find(c =>
      c.isInstanceOf[javax.net.ssl.SSLHandshakeException] ||
        c.isInstanceOf[java.security.cert.CertificateException] || c.isInstanceOf[SecurityException])
    def first(t: Throwable) =
      Option(t.getMessage).flatMap(_.linesIterator.nextOption()).getOrElse(t.getClass.getSimpleName)
    (error, certificate) match {
      case (_: AuthenticationException, _) =>
        s"the Bolt server at $uri refused the credentials (neo4j.user, neo4j.password): ${first(error)}"
      case (_, Some(refused)) if uri.matches("^(bolt|neo4j)\\+s://.*") =>
        s"the Bolt server at $uri presented a certificate this JVM does not trust (${first(refused)}): for a " +
          s"self-signed one use ${BoltUri.selfSigned(uri)} (encrypted, not verified), or add its CA to the JVM's " +
          s"trust store"
      case (_, Some(refused)) => s"TLS with the Bolt server at $uri failed: ${first(refused)}"
      case (_: ServiceUnavailableException, _)
          if causes.exists(c => Option(c.getMessage).exists(_.contains("terminated"))) =>
        s"the Bolt server at $uri closed the connection (${first(error)}): if it requires TLS, use bolt+s:// or " +
          s"bolt+ssc://"
      case (_: ServiceUnavailableException, _) => s"no Bolt server answers at $uri: ${first(error)}"
      case (e: Neo4jException, _) => s"the Bolt server at $uri refused the connection: ${first(e)}"
      case _ => s"cannot talk Bolt to $uri: ${first(error)}"
    }
  }
}
