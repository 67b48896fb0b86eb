package traversalperfs.server.conf

import traversalperfs.server.Neo4jVersions
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.workloads.traversal.TraversalSettings
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}

/**
 * The user's neo4j.conf read as Neo4j reads it, refused in one line where it is not a conf, and each setting's fate on
 * a version decided in order: the lab's own, memory (unless given on the command line), JVM options, APOC's on 5.0 and
 * later, the rest as the version's tool says (fed here its words) or as given before 5.0.
 */
@Tag(Lanes.Units)
class UserConfTest {
  private val work = Paths.get("target/user-conf-test").toAbsolutePath
  private def conf = UserConf.read(ProductionConf.write(work), "neo4j.conf")
  private def refusal(body: => Any): String = assertThrows(classOf[UserError], () => { body; () }).getMessage

  @Test def aConfIsReadAsNeo4jReadsIt(): Unit = {
    val file = Files.writeString(Files.createDirectories(work).resolve("repeated.conf"),
      "# a comment\n\n dbms.memory.heap.max_size = 1g \ndbms.jvm.additional=-XX:+UseG1GC\n" +
        "dbms.memory.heap.max_size=2G\ndbms.jvm.additional=-Xss1m\n")
    val read = UserConf.read(file, "neo4j.conf")
    assertEquals(Seq("dbms.jvm.additional=-XX:+UseG1GC", "dbms.memory.heap.max_size=2G", "dbms.jvm.additional=-Xss1m"),
      read.settings.map(_.text), "the last value of a name, every JVM option")
    assertEquals(Some("2g"), read.memory(MemorySettings.MaxHeap))
    assertEquals(Seq(3, 4, 5, 6), read.lines.map(_.number))
  }

  @Test def whatIsNotAConfIsRefusedInOneLine(): Unit = {
    val bad = Files.writeString(Files.createDirectories(work).resolve("bad.conf"), "dbms.mode=CORE\njust words\n")
    assertEquals(s"neo4j.conf: $bad line 2 is not a setting (name=value): 'just words'",
      refusal(UserConf.read(bad, "neo4j.conf")))
    assertEquals(s"neo4j.conf: no file ${work.resolve("none.conf")}",
      refusal(UserConf.read(work.resolve("none.conf"), "neo4j.conf")))
  }

  @Test def theLabOwnsWhereItsServersListenAndLiveNotHowTheyAreTuned(): Unit = {
    for (name <- Seq("dbms.connector.bolt.listen_address", "server.bolt.advertised_address", "server.http.enabled",
        "dbms.default_listen_address", "server.directories.data", "dbms.security.auth_enabled",
        "org.neo4j.server.webserver.port", "server.unmanaged_extension_classes"))
      assertTrue(OwnedSettings.of(name).isDefined, name)
    for (name <- Seq("server.bolt.thread_pool_max_size", "dbms.logs.query.enabled", "db.tx_log.rotation.size"))
      assertEquals(None, OwnedSettings.of(name), name)
  }

  @Test def before5EverySettingIsGivenAsIsBesideTheLabsOwnAndItsMemory(): Unit = {
    val on = ConfOnVersion.of(conf, Neo4jVersions.V4_4, Map.empty, _ => fail("4.4 has no tool to ask"))
    val words = on.fates.map(f => f.line.name -> f.words).toMap
    assertEquals("the server JVM's -Xmx600m", words("dbms.memory.heap.max_size"))
    assertEquals("the server JVM's -Xms600m", words("dbms.memory.heap.initial_size"))
    assertEquals("the server's page cache (40m)", words("dbms.memory.pagecache.size"))
    assertEquals("an option of the server's JVM", words("dbms.jvm.additional"))
    assertTrue(words("dbms.connector.bolt.listen_address").startsWith("the lab's own (addresses and ports"))
    for (name <- Seq("dbms.logs.query.enabled", "dbms.no_such.setting", "apoc.import.file.enabled"))
      assertEquals("applied", words(name), name)
    assertEquals((Some("600m"), Some("40m"), Seq("-XX:+UseG1GC")), (on.heap, on.pageCache, on.jvmOptions))
    assertEquals("11 settings: 10 applied, 0 renamed, 0 left out, 1 the lab's own", on.counted)
  }

  @Test def from5OnTheToolDecidesAndApocsGoToApocConfAndTheCommandLineWinsOverMemory(): Unit = {
    var asked = Seq.empty[String]
    val on = ConfOnVersion.of(conf, Neo4jVersions.V5_26,
      Map(MemorySettings.MaxHeap -> "neo4j.heap=512m given", MemorySettings.InitialHeap -> "neo4j.heap=512m given"),
      lines => {
        asked = lines.map(_.name)
        lines.map(l => SettingFate.LeftOut(l, "fed"))
      })
    assertEquals(Seq("dbms.logs.query.enabled", "dbms.logs.query.threshold", "dbms.tx_log.rotation.retention_policy",
        "dbms.no_such.setting", "causal_clustering.minimum_core_cluster_size_at_formation"), asked,
      "the tool is asked of what is neither the lab's, nor memory, nor the JVM's, nor APOC's")
    val words = on.fates.map(f => f.line.name -> f.words).toMap
    assertEquals("left out: neo4j.heap=512m given", words("dbms.memory.heap.max_size"))
    assertEquals("applied in apoc.conf (APOC reads its settings there from 5.0)", words("apoc.import.file.enabled"))
    assertEquals(Seq("apoc.import.file.enabled" -> "true"), on.apocSettings)
    assertEquals((None, None, Some("40m")), (on.heap, on.initialHeap, on.pageCache))
  }

  @Test def whatA44ServerWarnsItDoesNotKnowIsIgnoredFromThenOn(): Unit = {
    val file = UserConf.read(ProductionConf.write(work.resolve("heard")), "neo4j.conf")
    val baseDir = Paths.get("").toAbsolutePath
    val before = ConfOnVersions.of(file, Neo4jVersions.V4_4, Map.empty, baseDir)
    assertTrue(before.settings.contains("dbms.no_such.setting" -> "42"))
    ConfOnVersions.heard(before,
      "2026-12-03 10:13:23.247+0000 WARN  Unrecognized setting. No declared setting " +
        "with name: dbms.no_such.setting\n2026-12-03 10:13:24.001+0000 INFO  Starting...\n")
    val after = ConfOnVersions.of(file, Neo4jVersions.V4_4, Map.empty, baseDir)
    assertEquals(
      Seq("ignored by the server: 'Unrecognized setting. No declared setting with name: " +
        "dbms.no_such.setting'"), after.fates.filter(_.line.name == "dbms.no_such.setting").map(_.words))
    assertFalse(after.settings.exists(_._1 == "dbms.no_such.setting"), "left out of its later starts")
    assertEquals("11 settings: 9 applied, 0 renamed, 1 left out, 1 the lab's own", after.counted)
  }

  @Test def theConfsHeapAndPageCacheAreTheServersUnlessTheCommandLineGivesThem(): Unit = {
    val file = ProductionConf.write(work.resolve("memory")).toString
    def server(values: (String, String)*) =
      TraversalSettings.load(Parameters.of(("neo4j.conf" -> file) +: values: _*)).lab.server
    assertEquals(("600m", "40m"), (server().heap, server().pageCache))
    assertEquals(("2g", "40m"), (server("neo4j.heap" -> "2g").heap, server("neo4j.heap" -> "2g").pageCache))
    assertEquals(Map(MemorySettings.MaxHeap -> "neo4j.heap=2g given",
        MemorySettings.InitialHeap -> "neo4j.heap=2g given"),
      server("neo4j.heap" -> "2g").explicitMemory)
    assertEquals("64m", server("neo4j.pagecache" -> "64m").pageCache)
  }
}
