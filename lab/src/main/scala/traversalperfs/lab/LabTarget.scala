package traversalperfs.lab

/**
 * The server a lab run talks to: the one given by `target` (never modified beyond populating an empty database),
 * or an embedded Neo4j started for this run, with one store per version and tree under `target/neo4j`, reused
 * by later runs. Its version is known once (the table's for an embedded server, the server's own answer for a
 * target); credentials belong to a given target only (the lab's servers run without auth); the lab's own Cypher to
 * it goes over one [[CypherRunner]], closed with it.
 */
final class LabTarget private (http: Option[LabClient], val server: Option[EmbeddedNeo4j], val version: ServerVersion,
                               boltUri: Option[String], val credentials: Option[Credentials])
    extends AutoCloseable {
  /** The extension's server over HTTP; a Bolt-only target (a workload file's) has none, and says what to give. */
  def client: LabClient = http.getOrElse(LabTarget.needsHttp(address))

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
   * The server's process, for the machine's figures: the embedded server's, else the process of this machine
   * listening on the target's port (none for another machine's server).
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

object LabTarget {
  private def needsHttp(bolt: String): Nothing = LabError(s"$bolt is a Bolt URI and this workload talks to the " +
    s"extension over HTTP: give target=http://… (the server with the extension) and neo4j.bolt=$bolt")

  /** A server already started (and owned from now on) as the target. */
  def embedded(server: EmbeddedNeo4j): LabTarget =
    new LabTarget(Some(new LabClient(server.baseUrl, None)), Some(server), server.settings.neo4j.server, None, None)

  /**
   * The given target, or an embedded server of `settings.neo4j` on the workload's store for that version. A target
   * is asked its version first, to fail fast in one line when it is unreachable, refuses the credentials or (Bolt)
   * its certificate is not trusted; then `probe`, for what the workload needs of it over HTTP (by default the
   * extension; none for a workload file, which may be given a Bolt-only target).
   */
  def open(settings: LabSettings, store: Neo4jVersion => java.nio.file.Path,
           probe: Option[LabClient => Any] = Some(_.tree()), bulk: Option[BulkDataset] = None): LabTarget =
    (settings.target, settings.neo4j) match {
      case (Some(url), _) if BoltUri.isBolt(url) =>
        if (probe.isDefined) needsHttp(url)
        val cypher = CypherRunner.overBolt(url, settings.credentials)
        val version =
          try { cypher.verify(); cypher.serverVersion() }
          finally cypher.close()
        new LabTarget(None, None, version, Some(url), settings.credentials)
      case (Some(url), _) =>
        val client = new LabClient(url, settings.credentials)
        val version = client.serverVersion()
        probe.foreach(_(client))
        val target = new LabTarget(Some(client), None, version, settings.bolt, settings.credentials)
        if (settings.bolt.isDefined) target.cypher.verify() // a Bolt address that cannot be used: refused before any load
        target
      case (None, Some(neo4j)) =>
        val serverSettings = ServerSettings(neo4j, store(neo4j), settings.heap,
          settings.pageCache, settings.baseDir, jvmOptions = settings.serverOptions, pin = settings.pin)
        println(
          s"[traversal-perfs] starting embedded Neo4j $neo4j (heap ${settings.heap}, page cache ${settings.pageCache}) " +
            s"on ${serverSettings.java.describe}" + settings.pin.fold("")(p => s", ${p.describe}"))
        bulk.foreach(dataset => populateBeforeStart(settings.populate, serverSettings, dataset))
        val server = EmbeddedNeo4j.start(serverSettings)
        println(s"[traversal-perfs] Neo4j $neo4j answers at ${server.baseUrl} (store ${server.settings.home})")
        embedded(server)
      case (None, None) => LabError("no target and no neo4j.version") // LabSettings gives one or the other
    }

  /**
   * The dataset written offline into a store of the lab's that holds no database yet, when `populate` and its size
   * say so ([[OfflinePopulate.decide]]); otherwise the seed or record populates it through the server and says so.
   */
  def populateBeforeStart(mode: String, server: ServerSettings, dataset: BulkDataset): Unit =
    OfflinePopulate.decide(mode, server.neo4j, server.home, dataset) match {
      case PopulateDecision.Offline(why) =>
        println(f"[traversal-perfs] populating ${dataset.description} (${dataset.nodes}%,d nodes) offline, before the server starts ($why)")
        val answer = OfflinePopulate.write(server, dataset)
        println(s"[traversal-perfs] populated: ${org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(answer))}")
      case PopulateDecision.ThroughServer(why) =>
        println(s"[traversal-perfs] no bulk populate ($why)")
      case PopulateDecision.StoreHoldsDatabase =>
    }
}
