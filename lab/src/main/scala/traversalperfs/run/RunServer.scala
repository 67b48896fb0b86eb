package traversalperfs.run

import traversalperfs.machine.CpuPinning
import traversalperfs.server.{Neo4jVersion, ServerPlugin, ServerPluginJars}
import traversalperfs.server.conf.{ConfOnVersion, ConfOnVersions, MemorySettings, UserConf}
import traversalperfs.settings.UserError
import traversalperfs.targets.Credentials

/**
 * The server a run talks to: a `target` given (and its credentials, its Bolt address), or the embedded version the lab
 * starts itself, with its heap, page cache, JVM options, CPUs and how its dataset is populated; the Bolt pool and
 * timeout of the lab's own statements.
 */
final case class RunServer(
    target: Option[String],
    /** The embedded server's version; none with a `target` (it runs whatever it runs: the lab asks it). */
    neo4j: Option[Neo4jVersion],
    /** `neo4j.user` and `neo4j.password`, for a given target only (the lab's own servers run without auth). */
    credentials: Option[Credentials],
    bolt: Option[String],
    heap: String,
    pageCache: String,
    boltPoolSize: Int,
    boltTimeoutSeconds: Int,
    /** How a missing dataset is made: `auto`, `bulk` or `http` (see [[traversalperfs.server.OfflinePopulate]]). */
    populate: String,
    /** Server and injector on separate CPUs (`lab.pin`), or where the system puts them. */
    pin: Option[CpuPinning] = None,
    /** `neo4j.jvm`: the JVM options of the lab's servers beside heap and GC, said in every cell's settings. */
    jvmOptions: Seq[String] = Nil,
    /** `test.delay`: the tests' known-capacity delay of every traversal (0: none). */
    testDelayMillis: Int = 0,
    /** `neo4j.plugins`: the server plugins (APOC, jars) every embedded server runs, resolved per version. */
    plugins: Seq[ServerPlugin] = Nil,
    /** `neo4j.conf`: the user's settings, carried to every embedded server with a fate on each version. */
    conf: Option[UserConf] = None,
    /** With a conf: the memory given on the command line, which wins over the conf's (said as given). */
    explicitMemory: Map[MemorySettings.Role, String] = Map.empty
) {
  /** The version of the server a run starts itself (the benchmark); such a run takes no target. */
  def embedded: Neo4jVersion = neo4j.getOrElse(UserError("this run starts its own server: drop target"))

  /** What to print about the target, never the password. */
  def describe: String =
    target.map(t => s"$t${credentials.map(c => s" as ${c.user}").getOrElse("")}").getOrElse(
      s"embedded Neo4j ${neo4j.mkString}")

  /** What an embedded server of `version` runs of the plugins asked. */
  def pluginsOn(version: Neo4jVersion, baseDir: java.nio.file.Path): ServerPluginJars =
    ServerPlugin.on(plugins, version, baseDir)

  /**
   * With the user's neo4j.conf: its heap and page cache are the servers' unless the command line gave them (`explicit`,
   * [[traversalperfs.run.RunSettings.explicitMemory]]).
   */
  def withConf(file: UserConf, explicit: Map[MemorySettings.Role, String]): RunServer = {
    def memory(role: MemorySettings.Role, asked: String) =
      if (explicit.contains(role)) asked else file.memory(role).getOrElse(asked)
    copy(conf = Some(file), explicitMemory = explicit, heap = memory(MemorySettings.MaxHeap, heap),
      pageCache = memory(MemorySettings.PageCache, pageCache))
  }

  /** The user's neo4j.conf on `version`, when one is given (worked out and said once per version). */
  def confOn(version: Neo4jVersion, baseDir: java.nio.file.Path): Option[ConfOnVersion] =
    conf.map(ConfOnVersions.of(_, version, explicitMemory, baseDir))

  /** The lab's servers' extra JVM options: `neo4j.jvm`'s, and the tests' known-capacity delay (`test.delay`). */
  def options: Seq[String] =
    jvmOptions ++ (if (testDelayMillis > 0) Seq(s"-Dtraversalperfs.test.delayMillis=$testDelayMillis") else Nil)
}
