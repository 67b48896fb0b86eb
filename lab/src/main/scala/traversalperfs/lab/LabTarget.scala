package traversalperfs.lab

/**
 * The server a lab run talks to: the one given by `target` (never modified beyond populating an empty database),
 * or an embedded Neo4j started for this run, with one store per version and tree under `target/neo4j`, reused
 * by later runs.
 */
final class LabTarget private (val client: LabClient, val server: Option[EmbeddedNeo4j], boltUri: Option[String],
                               user: Option[String], password: Option[String]) extends AutoCloseable {
  def baseUrl: String = client.baseUrl

  /** The target's Bolt address: an embedded 3.5 or later, or `neo4j.bolt` given. */
  def bolt: Option[String] = boltUri.orElse(server.flatMap(_.boltUri))

  /** Cypher over Bolt where the target speaks it, else over HTTP. */
  def cypherOracle: CypherOracle = new CypherOracle(client, bolt.map(new BoltCypher(_, user, password)))

  def ownsStore: Boolean = server.isDefined

  override def close(): Unit = server.foreach(_.close())
}

object LabTarget {
  /** A server already started (and owned from now on) as the target. */
  def embedded(server: EmbeddedNeo4j): LabTarget =
    new LabTarget(new LabClient(server.baseUrl, None, None), Some(server), None, None, None)

  /**
   * The given target, or an embedded server of `settings.neo4jVersion` on the store at `home`. `probe` asks the
   * target something first, to fail fast in one line when it is unreachable, refuses the credentials or lacks what
   * the workload needs (by default the extension).
   */
  def open(settings: LabSettings, home: Option[java.nio.file.Path] = None,
           probe: LabClient => Any = _.tree(), bulk: Option[BulkDataset] = None): LabTarget = settings.target match {
    case Some(url) =>
      val client = new LabClient(url, settings.user, settings.password)
      probe(client)
      new LabTarget(client, None, settings.bolt, settings.user, settings.password)
    case None =>
      println(s"[traversal-perfs] starting embedded Neo4j ${settings.neo4jVersion} (heap ${settings.heap}, page cache ${settings.pageCache})")
      val serverSettings = ServerSettings(
        version = settings.neo4jVersion,
        home = home.getOrElse(settings.storeOf(settings.neo4jVersion)),
        heap = settings.heap,
        pageCache = settings.pageCache,
        baseDir = settings.baseDir,
        jvmOptions = settings.serverOptions)
      bulk.foreach(dataset => populateBeforeStart(settings.populate, serverSettings, dataset))
      val server = EmbeddedNeo4j.start(serverSettings)
      println(s"[traversal-perfs] Neo4j ${settings.neo4jVersion} answers at ${server.baseUrl} (store ${server.settings.home})")
      new LabTarget(new LabClient(server.baseUrl, None, None), Some(server), None, None, None)
  }

  /**
   * The dataset written offline into a store of the lab's that holds no database yet, when `populate` and its size
   * say so ([[OfflinePopulate.decide]]); otherwise the seed or record populates it through the server and says so.
   */
  def populateBeforeStart(mode: String, server: ServerSettings, dataset: BulkDataset): Unit =
    OfflinePopulate.decide(mode, server.version, server.home, dataset) match {
      case PopulateDecision.Offline(why) =>
        println(f"[traversal-perfs] populating ${dataset.description} (${dataset.nodes}%,d nodes) offline, before the server starts ($why)")
        val answer = OfflinePopulate.write(server, dataset)
        println(s"[traversal-perfs] populated: ${org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(answer))}")
      case PopulateDecision.ThroughServer(why) =>
        println(s"[traversal-perfs] no bulk populate ($why)")
      case PopulateDecision.StoreHoldsDatabase =>
    }
}
