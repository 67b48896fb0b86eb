package traversalperfs.targets

import traversalperfs.server.{EmbeddedNeo4j, ServerVersion}
import traversalperfs.settings.UserError

/**
 * The server a lab run talks to: the one given by `target` (never modified beyond populating an empty database), or an
 * embedded Neo4j started for this run, with one store per version and tree under `target/neo4j`, reused by later runs.
 * Its version is known once (the table's for an embedded server, the server's own answer for a target); credentials
 * belong to a given target only (the lab's servers run without auth); the lab's own Cypher to it goes over one
 * [[CypherRunner]], closed with it.
 */
final class Target private[traversalperfs] (http: Option[ExtensionClient], val server: Option[EmbeddedNeo4j],
                                            val version: ServerVersion,
                                            boltUri: Option[String], val credentials: Option[Credentials])
    extends AutoCloseable {
  /** The extension's server over HTTP; a Bolt-only target (a workload file's) has none, and says what to give. */
  def client: ExtensionClient = http.getOrElse(Target.needsHttp(address))

  def baseUrl: String = client.baseUrl

  /** Where the target is, for messages: its HTTP base, or its Bolt URI. */
  def address: String = http.map(_.baseUrl).orElse(boltUri).getOrElse("?")

  /** The target's Bolt address: an embedded server that speaks it, `neo4j.bolt` given, or a Bolt `target`. */
  def bolt: Option[String] = boltUri.orElse(server.flatMap(_.boltUri))

  /** Cypher over Bolt where the target speaks it, else over HTTP: one for the run. */
  lazy val cypher: CypherRunner =
    bolt.fold(CypherRunner.overHttp(client, version))(CypherRunner.overBolt(_, credentials))

  def cypherOracle: CypherOracle = new CypherOracle(cypher)

  def ownsStore: Boolean = server.isDefined

  /**
   * The server's process, for the machine's figures: the embedded server's, else the process of this machine listening
   * on the target's port (none for another machine's server).
   */
  def serverPid: Option[Long] = server.map(_.pid).orElse(scala.util.Try(java.net.URI.create(address)).toOption
      .filter(uri => Set("127.0.0.1", "localhost", "[::1]", "::1").contains(uri.getHost)).flatMap(uri =>
        Option.when(uri.getPort > 0)(uri.getPort))
      .flatMap(traversalperfs.machine.ListeningProcess.of(_)))

  /** It still answers: the embedded process lives, the extension answers, or (Bolt only) the driver connects. */
  def answers: Boolean = server.map(_.isAlive).orElse(http.map(_.extensionAnswers))
    .getOrElse(scala.util.Try(cypher.verify()).isSuccess)

  override def close(): Unit =
    try cypher.close()
    finally server.foreach(_.close())
}

object Target {
  private[traversalperfs] def needsHttp(
      bolt: String): Nothing = UserError(s"$bolt is a Bolt URI and this workload talks to the " +
    s"extension over HTTP: give target=http://… (the server with the extension) and neo4j.bolt=$bolt")

  /** A server already started (and owned from now on) as the target. */
  def embedded(server: EmbeddedNeo4j): Target =
    new Target(Some(new ExtensionClient(server.baseUrl, None)), Some(server), server.settings.neo4j.server, None, None)
}
