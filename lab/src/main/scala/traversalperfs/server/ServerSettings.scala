package traversalperfs.server

import java.nio.file.Path

/** What to start: a Neo4j version from its runtime module, a store directory, memory and extra JVM options. */
final case class ServerSettings(
    neo4j: Neo4jVersion,
    home: Path,
    heap: String,
    pageCache: String,
    baseDir: Path,
    jvmOptions: Seq[String] = Nil,
    extraSettings: Map[String, String] = Map.empty,
    pluginJar: Option[Path] = None,
    /** The JDK to run it on; by default the one [[ServerJava.forVersion]] chooses (refused here when none can). */
    chosenJava: Option[ServerJava] = None,
    /** `lab.pin`: the server on its own CPUs. */
    pin: Option[traversalperfs.machine.CpuPinning] = None,
    /** The user's server plugins it runs (APOC, jars), synced into its plugins folder before every start. */
    plugins: ServerPluginJars = ServerPluginJars.None,
    /** The user's neo4j.conf on this version: its settings, apoc.conf, initial heap and JVM options. */
    conf: Option[traversalperfs.server.conf.ConfOnVersion] = None
) {
  def version: String = neo4j.version

  val java: ServerJava = chosenJava.getOrElse(ServerJava.forVersion(neo4j))
}
