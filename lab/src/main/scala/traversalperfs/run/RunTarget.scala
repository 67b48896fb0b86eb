package traversalperfs.run

import traversalperfs.console.Say

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
    (settings.server.target, settings.server.neo4j) match {
      case (Some(url), _) if BoltUri.isBolt(url) =>
        if (probe.isDefined) Target.needsHttp(url)
        val cypher = CypherRunner.overBolt(url, settings.server.credentials)
        val version =
          try { cypher.verify(); cypher.serverVersion() }
          finally cypher.close()
        new Target(None, None, version, Some(url), settings.server.credentials)
      case (Some(url), _) =>
        val client = new ExtensionClient(url, settings.server.credentials)
        val version = client.serverVersion()
        probe.foreach(_(client))
        val target = new Target(Some(client), None, version, settings.server.bolt, settings.server.credentials)
        if (settings.server.bolt.isDefined)
          target.cypher.verify() // a Bolt address that cannot be used: refused before any load
        target
      case (None, Some(neo4j)) =>
        val server = settings.server
        val serverSettings = ServerSettings(neo4j, store(neo4j), server.heap, server.pageCache, settings.baseDir,
          jvmOptions = server.options, pin = server.pin, plugins = server.pluginsOn(neo4j, settings.baseDir),
          conf = server.confOn(neo4j, settings.baseDir))
        Say(s"starting embedded Neo4j $neo4j (heap ${server.heap}, page cache ${server.pageCache}) on " +
          s"${serverSettings.java.describe}" + server.pin.fold("")(p => s", ${p.describe}") +
          (if (server.plugins.isEmpty) "" else s", plugins: ${serverSettings.plugins.describe}"))
        bulk.foreach(dataset => OfflinePopulate.beforeStart(server.populate, serverSettings, dataset))
        val started = EmbeddedNeo4j.start(serverSettings)
        Say(s"Neo4j $neo4j answers at ${started.baseUrl} (store ${started.settings.home})")
        Target.embedded(started)
      case (None, None) => UserError("no target and no neo4j.version") // RunSettings gives one or the other
    }
}
