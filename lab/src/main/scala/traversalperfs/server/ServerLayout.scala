package traversalperfs.server

import java.nio.file.{Files, Path}

/**
 * How one generation of Neo4j is started as a standalone JVM from its Maven Central jars: main class, arguments, JVM
 * flags for JDK 17, and its configuration files (each generation names the same settings differently).
 * [[Neo4jVersions]] says which version uses which.
 */
sealed trait ServerLayout {
  def mainClass: String

  /** Writes the configuration under `home` (Bolt enabled when `bolt`) and answers how to point the server at it. */
  def configure(home: Path, ports: ServerPorts, bolt: Boolean, pageCache: String,
                extraSettings: Map[String, String]): LaunchArguments

  def jvmFlags: Seq[String]

  /**
   * The default database's directories under a home, relative: the last one is the database's own (it exists when the
   * home holds a database). The offline populate writes them and moves them into place in this order.
   */
  def databaseDirectories: Seq[String]

  /**
   * What the offline writer (the extension's `BulkPopulate`) is pointed at: the database directory (2.x, 3.x) or the
   * home (4.x, 5.x).
   */
  def bulkTarget(home: Path): Path = home.resolve(databaseDirectories.last)

  def hasDatabase(home: Path): Boolean = Files.isDirectory(home.resolve(databaseDirectories.last))

  /** Writes `key=value` lines, a key once (the last value given wins: extra settings override the layout's own). */
  protected def write(file: Path, settings: Seq[(String, String)]): Unit = {
    Files.createDirectories(file.getParent)
    val values = settings.toMap
    val lines = settings.map(_._1).distinct.map(key => s"$key=${values(key)}")
    Files.writeString(file, lines.mkString("", "\n", "\n"))
  }
}

final case class ServerPorts(http: Int, https: Int, bolt: Int)

final case class LaunchArguments(jvm: Seq[String], program: Seq[String])

object ServerLayout {
  val ExtensionMount = "com.ekino.neo4j.traversal=/traversal-perfs,com.ekino.neo4j.permissions=/permissions"

  /** 2.3 and 3.0 mask every start-up error without these (see shared/neo4j-runtimes.md). */
  private val Jdk17Flags =
    Seq("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED", "--add-opens=java.base/java.lang=ALL-UNNAMED")

  val Neo4j22: ServerLayout =
    new Neo4j2x(bootstrapper = "org.neo4j.server.Bootstrapper", configAsArgument = false, flags = Nil)
  val Neo4j23: ServerLayout =
    new Neo4j2x(bootstrapper = "org.neo4j.server.CommunityBootstrapper", configAsArgument = true, flags = Jdk17Flags)
  /** 3.0's server turns the remote shell on unless told otherwise (see [[Neo4j2x]]); 3.5 has no shell. */
  val Neo4j30: ServerLayout = new Neo4j3x(addressKey = "address", Seq("dbms.shell.enabled" -> "false"))
  val Neo4j35: ServerLayout = new Neo4j3x(addressKey = "listen_address", Nil)
  private val Neo4j4EntryPoint = "org.neo4j.server.CommunityEntryPoint"
  /**
   * 4.4 and later wait for their Bolt threads to stay idle 5 s, twice, after the databases have stopped (their netty
   * shutdown's quiet period: `Shutting down Bolt server` then `Bolt server has been shut down` 10 s later in
   * debug.log); the store is closed by then, so the lab, which stops servers often, does not wait. Each names it its
   * own way (read in their neo4j-configuration jars).
   */
  val Neo4j44: ServerLayout = new Neo4j4x(settingsPrefix = "dbms", Neo4j4EntryPoint,
    jvmFlags = Seq(
      "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/java.lang=ALL-UNNAMED",
      "--add-opens=java.base/java.io=ALL-UNNAMED", "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"),
    ownSettings = Seq("unsupported.dbms.bolt.netty_server_shutdown_quiet_period" -> "0"))
  val Neo4j526: ServerLayout = new Neo4j4x(settingsPrefix = "server", Neo4j4EntryPoint, jvmFlags = Nil,
    ownSettings = Seq("internal.dbms.bolt.netty_server_shutdown_quiet_period" -> "0"))
  /**
   * 5.26's settings under another entry point; JNA's native access allowed (Java 24+ warns on every start otherwise).
   */
  val Neo4j2026: ServerLayout = new Neo4j4x(settingsPrefix = "server", "org.neo4j.server.Neo4jCommunity",
    jvmFlags = Seq("--enable-native-access=ALL-UNNAMED"),
    ownSettings = Seq("internal.dbms.bolt.netty_server_shutdown_quiet_period_duration" -> "0s"))

  /**
   * 2.2 and 2.3: neo4j-server.properties plus neo4j.properties for the database tuning. The server turns the remote
   * shell on unless told otherwise: every server would then share RMI port 1337, and one starting while another stops
   * fails ("Connection reset").
   */
  private final class Neo4j2x(bootstrapper: String, configAsArgument: Boolean, flags: Seq[String])
      extends ServerLayout {
    override val mainClass: String = bootstrapper
    override val jvmFlags: Seq[String] = flags
    override val databaseDirectories: Seq[String] = Seq("data/graph.db")

    override def configure(home: Path, ports: ServerPorts, bolt: Boolean, pageCache: String,
                           extra: Map[String, String]): LaunchArguments = {
      val server = home.resolve("conf/neo4j-server.properties")
      val tuning = home.resolve("conf/neo4j.properties")
      write(tuning, Seq("dbms.pagecache.memory" -> pageCache, "remote_shell_enabled" -> "false"))
      write(server,
        Seq(
          "org.neo4j.server.database.location" -> home.resolve("data/graph.db").toString,
          "org.neo4j.server.webserver.address" -> "127.0.0.1",
          "org.neo4j.server.webserver.port" -> ports.http.toString,
          "org.neo4j.server.webserver.https.enabled" -> "false",
          "org.neo4j.server.webserver.https.port" -> ports.https.toString,
          "org.neo4j.server.thirdparty_jaxrs_classes" -> ExtensionMount,
          "org.neo4j.server.db.tuning.properties" -> tuning.toString,
          "org.neo4j.server.webadmin.rrdb.location" -> home.resolve("data/rrd").toString,
          "dbms.security.auth_enabled" -> "false",
          "dbms.security.auth_store.location" -> home.resolve("data/auth").toString
        ) ++ extra)
      if (configAsArgument) LaunchArguments(Nil, Seq(s"--config=$server"))
      else LaunchArguments(Seq(s"-Dorg.neo4j.server.properties=$server"), Nil)
    }
  }

  /** 3.0 and 3.5: one neo4j.conf in a config directory, directories named explicitly; 3.5 renamed the address. */
  private final class Neo4j3x(addressKey: String, ownSettings: Seq[(String, String)]) extends ServerLayout {
    override val mainClass = "org.neo4j.server.CommunityEntryPoint"
    override val jvmFlags: Seq[String] = Jdk17Flags
    override val databaseDirectories: Seq[String] = Seq("data/databases/graph.db")

    override def configure(home: Path, ports: ServerPorts, bolt: Boolean, pageCache: String,
                           extra: Map[String, String]): LaunchArguments = {
      write(home.resolve("conf/neo4j.conf"),
        Seq(
          "dbms.unmanaged_extension_classes" -> ExtensionMount,
          "dbms.connector.http.type" -> "HTTP",
          "dbms.connector.http.enabled" -> "true",
          s"dbms.connector.http.$addressKey" -> s"127.0.0.1:${ports.http}",
          "dbms.connector.https.enabled" -> "false",
          "dbms.connector.bolt.type" -> "BOLT",
          "dbms.connector.bolt.enabled" -> bolt.toString,
          "dbms.connector.bolt.tls_level" -> "DISABLED",
          s"dbms.connector.bolt.$addressKey" -> s"127.0.0.1:${ports.bolt}",
          "dbms.security.auth_enabled" -> "false",
          "dbms.directories.data" -> home.resolve("data").toString,
          "dbms.directories.logs" -> home.resolve("logs").toString,
          "dbms.directories.plugins" -> home.resolve("plugins").toString,
          "dbms.directories.run" -> home.resolve("run").toString,
          "dbms.memory.pagecache.size" -> pageCache
        ) ++ ownSettings ++ extra)
      LaunchArguments(Nil, Seq(s"--home-dir=$home", s"--config-dir=${home.resolve("conf")}"))
    }
  }

  /**
   * 4.4, 5.26 and 2026.x: neo4j.conf with the connector and directory settings under `dbms.` (4.4) or `server.` (5.x
   * and later, which also refuse unknown settings); the security setting keeps its `dbms.` name in all. The advertised
   * address is the loopback one, so that a routing driver (`neo4j://`) is sent back where it came.
   */
  private final class Neo4j4x(settingsPrefix: String, override val mainClass: String,
                              override val jvmFlags: Seq[String], ownSettings: Seq[(String, String)])
      extends ServerLayout {
    override val databaseDirectories: Seq[String] = Seq("data/transactions/neo4j", "data/databases/neo4j")

    override def bulkTarget(home: Path): Path = home

    override def configure(home: Path, ports: ServerPorts, bolt: Boolean, pageCache: String,
                           extra: Map[String, String]): LaunchArguments = {
      val connector = if (settingsPrefix == "dbms") "dbms.connector" else "server"
      write(home.resolve("conf/neo4j.conf"),
        Seq(
          s"$settingsPrefix.unmanaged_extension_classes" -> ExtensionMount,
          s"$connector.http.enabled" -> "true",
          s"$connector.http.listen_address" -> s"127.0.0.1:${ports.http}",
          s"$connector.https.enabled" -> "false",
          s"$connector.bolt.enabled" -> bolt.toString,
          s"$connector.bolt.tls_level" -> "DISABLED",
          s"$connector.bolt.listen_address" -> s"127.0.0.1:${ports.bolt}",
          s"$settingsPrefix.default_advertised_address" -> "127.0.0.1",
          "dbms.security.auth_enabled" -> "false",
          s"$settingsPrefix.directories.data" -> home.resolve("data").toString,
          s"$settingsPrefix.directories.logs" -> home.resolve("logs").toString,
          s"$settingsPrefix.directories.plugins" -> home.resolve("plugins").toString,
          s"$settingsPrefix.directories.run" -> home.resolve("run").toString,
          s"$settingsPrefix.memory.pagecache.size" -> pageCache
        ) ++ ownSettings ++ extra)
      LaunchArguments(Nil, Seq(s"--home-dir=$home", s"--config-dir=${home.resolve("conf")}"))
    }
  }
}
