package traversalperfs.run

import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion, OfflinePopulate, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.{BoltUri, CypherRunner, ExtensionClient, Target}

/** The target a run opens from its settings: the one given, or the lab's embedded server of the version asked for. */
object RunTarget {
  /**
   * The given target, or an embedded server of `settings.neo4j` on the workload's store for that version. A target is
   * asked its version first, to fail fast in one line when it is unreachable, refuses the credentials or (Bolt) its
   * certificate is not trusted; then `probe`, for what the workload needs of it over HTTP (by default the extension;
   * none for a workload file, which may be given a Bolt-only target).
   */
  def open(settings: RunSettings, store: Neo4jVersion => java.nio.file.Path,
           probe: Option[ExtensionClient => Any] = Some(_.probe()), bulk: Option[BulkDataset] = None): Target =
    (settings.target, settings.neo4j) match {
      case (Some(url), _) if BoltUri.isBolt(url) =>
        if (probe.isDefined) Target.needsHttp(url)
        val cypher = CypherRunner.overBolt(url, settings.credentials)
        val version =
          try { cypher.verify(); cypher.serverVersion() }
          finally cypher.close()
        new Target(None, None, version, Some(url), settings.credentials)
      case (Some(url), _) =>
        val client = new ExtensionClient(url, settings.credentials)
        val version = client.serverVersion()
        probe.foreach(_(client))
        val target = new Target(Some(client), None, version, settings.bolt, settings.credentials)
        if (settings.bolt.isDefined)
          target.cypher.verify() // a Bolt address that cannot be used: refused before any load
        target
      case (None, Some(neo4j)) =>
        val serverSettings = ServerSettings(neo4j, store(neo4j), settings.heap,
          settings.pageCache, settings.baseDir, jvmOptions = settings.serverOptions, pin = settings.pin)
        println(
          s"[traversal-perfs] starting embedded Neo4j $neo4j (heap ${settings.heap}, page cache " +
            s"${settings.pageCache}) " +
            s"on ${serverSettings.java.describe}" + settings.pin.fold("")(p => s", ${p.describe}"))
        bulk.foreach(dataset => OfflinePopulate.beforeStart(settings.populate, serverSettings, dataset))
        val server = EmbeddedNeo4j.start(serverSettings)
        println(s"[traversal-perfs] Neo4j $neo4j answers at ${server.baseUrl} (store ${server.settings.home})")
        Target.embedded(server)
      case (None, None) => UserError("no target and no neo4j.version") // RunSettings gives one or the other
    }
}
