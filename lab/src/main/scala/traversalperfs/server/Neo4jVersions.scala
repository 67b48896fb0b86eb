package traversalperfs.server

import traversalperfs.settings.UserError

/**
 * What differs from one Neo4j version to the next, in one table: how its server is started and configured, on which
 * Java, whether the lab talks Bolt to it, whether it has an object cache, which extension jar it loads and which
 * strategies that jar offers there, and its docker-compose service. The launcher, the tests' expectations, the
 * comparison's defaults and the compose check all read it; adding a version is a row here plus its runtime module under
 * `neo4j-runtimes/`.
 */
final case class Neo4jVersion(
    version: String,
    layout: ServerLayout,
    /** The Java versions it supports and runs on ([[ServerJava]] chooses its JDK from them). */
    java: JavaSupport,
    /**
     * The lab talks Bolt to it: its connector works on Java 9+ (3.0's does not) and the lab's driver speaks its
     * protocol (driver 6.2 still speaks 3.5's Bolt 3: tested). Otherwise Cypher goes through its HTTP endpoint.
     */
    bolt: Boolean,
    /** It keeps nodes and relationships in an object cache on the heap (2.2; 2.3 removed it). */
    objectCache: Boolean,
    /** The extension jar it loads, relative to the project. */
    pluginJar: String,
    /** Strategies its jar cannot offer there (the server answers 400 and says why). */
    withoutStrategies: Set[String],
    /** Where the extension's console lines (populate progress) land, under the server's home. */
    extensionLog: String,
    /** In the comparison when `compare.versions` is not given. */
    comparedByDefault: Boolean,
    compose: Option[ComposeService],
    /** Its jar's offline writer (`BulkPopulate`) can write its store; else datasets go through the server. */
    offlineWriter: Boolean = true,
    /** Its `neo4j-admin`, which loads, writes and migrates dumps ([[DumpLadder]]); none before 3.5 in the lab. */
    admin: Option[AdminTool] = None,
    /**
     * The store formats, as `neo4j-admin` names them (prefixes: `SF4.` for `SF4.3.0`), of which it is the first of the
     * lab's versions to run a dump: where a dump of that format starts its ladder
     * ([[traversalperfs.dumps.DumpLadder]]).
     */
    storeFormats: Seq[String] = Nil,
    /** The APOC release of its line on Maven Central, which `neo4j.plugins=apoc` runs on it; none: it runs without. */
    apoc: Option[ApocRelease] = None
) {
  def runsStoreFormat(format: String): Boolean = storeFormats.exists(format.startsWith)

  /** What any server of this version does (the same value a target's own version is parsed into). */
  val server: ServerVersion = ServerVersion.parse(version)

  override def toString: String = version
}

/** A docker-compose service: its image and the names that image reads its settings under. */
final case class ComposeService(name: String, image: String, port: Int, extensionSetting: String, heapSetting: String,
                                pageCacheSetting: String)

object Neo4jVersions {
  val PluginJar = "plugin/target/traversal-perfs-plugin.jar"
  /** The server process's own output, which the launcher writes to its home; 5.x sends System.out to its log. */
  private val Console = "console.log"
  /** What Neo4j 3.0 on Java 9+ breaks (its Scala 2.11 code calls interface static methods in a way Java 9 refuses). */
  val Java9Breaks = "on Java 9 and later its Bolt connector fails, and Cypher that needs RelationshipType.withName " +
    "(shortestPath) fails with \"must be InterfaceMethodref constant\""
  private val Neo4j2Compose = (name: String, image: String, port: Int) =>
    ComposeService(name, image, port, "NEO4J_THIRDPARTY_JAXRS_CLASSES", "NEO4J_HEAP_MEMORY", "NEO4J_CACHE_MEMORY")

  private val Neo4j5Compose = (name: String, image: String, port: Int) =>
    ComposeService(name, image, port,
      "NEO4J_server_unmanaged__extension__classes", "NEO4J_server_memory_heap_max__size",
      "NEO4J_server_memory_pagecache_size")
  private val Neo4j3Compose = (name: String, image: String, port: Int) =>
    ComposeService(name, image, port,
      "NEO4J_dbms_unmanaged__extension__classes", "NEO4J_dbms_memory_heap_max__size",
      "NEO4J_dbms_memory_pagecache_size")
  /** Built for Java 7/8, run here on 9 and later with their layout's flags (measured on 17 and 25). */
  private def oldJava(supported: JavaRange, breaks: Option[String] = None) =
    JavaSupport(supported, JavaRange(supported.from, 25), breaks)
  private val Neo4j5Jar = "plugin-neo4j5/target/traversal-perfs-plugin-neo4j5.jar"

  val V2_2: Neo4jVersion =
    Neo4jVersion("2.2.10", ServerLayout.Neo4j22, oldJava(JavaRange(7, 8)), bolt = false, objectCache = true, PluginJar,
      withoutStrategies = Set("kernel"), Console, comparedByDefault = true,
      Some(Neo4j2Compose("neo4j-2.2", "traversal-perfs/neo4j:2.2.10", 7422)))
  val V2_3: Neo4jVersion =
    Neo4jVersion("2.3.12", ServerLayout.Neo4j23, oldJava(JavaRange(7, 8)), bolt = false, objectCache = false, PluginJar,
      withoutStrategies = Set.empty, Console, comparedByDefault = true,
      Some(Neo4j2Compose("neo4j-2.3", "neo4j:2.3.12", 7423)))
  val V3_0: Neo4jVersion =
    Neo4jVersion("3.0.12", ServerLayout.Neo4j30, oldJava(JavaRange(8, 8), Some(Java9Breaks)), bolt = false,
      objectCache = false,
      PluginJar, withoutStrategies = Set.empty, Console, comparedByDefault = true,
      Some(Neo4j3Compose("neo4j-3.0", "neo4j:3.0.12", 7430)))
  val V3_5: Neo4jVersion =
    Neo4jVersion("3.5.35", ServerLayout.Neo4j35, oldJava(JavaRange(8, 11)), bolt = true, objectCache = false, PluginJar,
      withoutStrategies = Set("kernel"), Console, comparedByDefault = false, None, admin = Some(AdminTool.Neo4j35),
      storeFormats = Seq("v0.A.9", "vE.H.4"), apoc = Some(ApocRelease.V3_5))
  val V4_4: Neo4jVersion =
    Neo4jVersion("4.4.48", ServerLayout.Neo4j44,
      JavaSupport(JavaRange(11, 11), JavaRange(11, 17), Some("it does not start on Java 25")),
      bolt = true, objectCache = false, "plugin-neo4j4/target/traversal-perfs-plugin-neo4j4.jar",
      withoutStrategies = Set.empty,
      Console, comparedByDefault = true, Some(Neo4j3Compose("neo4j-4.4", "neo4j:4.4.48", 7444)),
      admin = Some(AdminTool.Neo4j44), storeFormats = Seq("SF4.", "AF4.", "HL4."), apoc = Some(ApocRelease.V4_4))
  val V5_26: Neo4jVersion =
    Neo4jVersion("5.26.30", ServerLayout.Neo4j526, JavaSupport(JavaRange(17, 21), JavaRange(17, 21)), bolt = true,
      objectCache = false, Neo4j5Jar, withoutStrategies = Set.empty, "logs/neo4j.log", comparedByDefault = true,
      Some(Neo4j5Compose("neo4j-5.26", "neo4j:5.26.30", 7526)), admin = Some(AdminTool.Neo4j5),
      apoc = Some(ApocRelease.Core5_26))
  // the calendar-versioned line: 5.26's settings and API, so 5.26's extension jar (it passes the whole contract there)
  val V2026: Neo4jVersion =
    Neo4jVersion("2026.08.1", ServerLayout.Neo4j2026, JavaSupport(JavaRange(21, 25), JavaRange(21, 25)), bolt = true,
      objectCache = false, Neo4j5Jar, withoutStrategies = Set.empty, "logs/neo4j.log", comparedByDefault = true,
      Some(Neo4j5Compose("neo4j-2026", "neo4j:2026.08.1", 7626)),
      // its import API is not 5.26's (Input and StorageEngineFactory.batchImporter changed): populated through the
      // server
      offlineWriter = false, admin = Some(AdminTool.Neo4j2026))

  val All: Seq[Neo4jVersion] = Seq(V2_2, V2_3, V3_0, V3_5, V4_4, V5_26, V2026)

  /** The main job's version (`neo4j.version`'s default): the original study's last. */
  val Default: Neo4jVersion = V3_0

  /** The newest of the lab's versions. */
  val Newest: Neo4jVersion = All.last

  def find(version: String): Option[Neo4jVersion] = All.find(_.version == version)

  /** The rows whose runtime module this checkout has (`neo4j-runtimes/neo4j-X`): the versions the lab can start. */
  def available(baseDir: java.nio.file.Path): Seq[Neo4jVersion] =
    All.filter(v => java.nio.file.Files.isDirectory(baseDir.resolve(s"neo4j-runtimes/neo4j-${v.version}")))

  /** A version given as text (`neo4j.version`, `compare.versions`) made a value once, or refused in one line. */
  def require(version: String, baseDir: java.nio.file.Path, parameter: String = "neo4j.version"): Neo4jVersion =
    available(baseDir).find(_.version == version).getOrElse(
      UserError(s"unknown $parameter '$version': use one of ${available(baseDir).mkString(", ")}"))
}
