package traversalperfs.targets

import traversalperfs.settings.UserError

/**
 * A Bolt address as the driver takes it: `bolt://` (one server), `neo4j://` (routing: the driver asks the server for
 * its cluster's members), each plain, `+s` (TLS, the certificate verified against the JVM's trust store) or `+ssc`
 * (TLS, a self-signed certificate accepted unverified).
 */
object BoltUri {
  val Schemes: Seq[String] = for (kind <- Seq("bolt", "neo4j"); security <- Seq("", "+s", "+ssc")) yield kind + security

  def isBolt(text: String): Boolean = Schemes.exists(scheme => text.startsWith(scheme + "://"))

  /** `text` when it is a Bolt URI with a host, else refused in one line. */
  def require(text: String, parameter: String): String = {
    val uri = scala.util.Try(new java.net.URI(text)).toOption
    if (!isBolt(text) || uri.forall(_.getHost == null))
      UserError(
        s"$parameter must be a Bolt URI (${Schemes.map(_ + "://").mkString(", ")}) like bolt://127.0.0.1:7687, got " +
          s"'$text'")
    text.stripSuffix("/")
  }

  /** The same address with a self-signed certificate accepted (`bolt+s` -> `bolt+ssc`). */
  def selfSigned(text: String): String = text.replaceFirst("^(bolt|neo4j)(\\+s)?://", "$1+ssc://")
}
