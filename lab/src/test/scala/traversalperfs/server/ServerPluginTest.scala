package traversalperfs.server

import traversalperfs.testing.Lanes
import traversalperfs.settings.UserError
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import java.util.zip.{ZipEntry, ZipOutputStream}
import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * The user's server plugins: `apoc` resolved per version to its line's release (none on 2026.08: said, with the setting
 * it would need elsewhere absent), a jar named by path checked to be one, and a home's plugins folder synced before a
 * start without touching a jar the user put there.
 */
@Tag(Lanes.Units)
class ServerPluginTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = Files.createTempDirectory("plugins")

  private def jar(name: String, entries: String*): Path = {
    val path = work.resolve(name)
    Using.resource(new ZipOutputStream(Files.newOutputStream(path))) { zip =>
      (entries :+ "META-INF/MANIFEST.MF").foreach { e => zip.putNextEntry(new ZipEntry(e)); zip.closeEntry() }
    }
    path
  }

  /** A jar shaped as APOC's: its classes under apoc/, its release in the manifest. */
  private def apoc(name: String, release: String): Path = {
    val path = work.resolve(name)
    Using.resource(new ZipOutputStream(Files.newOutputStream(path))) { zip =>
      zip.putNextEntry(new ZipEntry("META-INF/MANIFEST.MF"))
      zip.write(s"Manifest-Version: 1.0\nImplementation-Version: $release\n".getBytes)
      zip.closeEntry()
      zip.putNextEntry(new ZipEntry("apoc/ApocConfig.class"))
      zip.closeEntry()
    }
    path
  }

  private def refusal(body: => Any): String = assertThrows(classOf[UserError], () => { body; () }).getMessage

  @Test def apocIsTheReleaseOfEachVersionsLineAndNoneOn2026(): Unit = {
    val asked = Seq(ServerPlugin.parse("APOC", baseDir, "neo4j.plugins"))
    assertEquals(Seq(ServerPlugin.Apoc), asked)
    Seq("3.5.35" -> "APOC 3.5.0.21", "4.4.48" -> "APOC 4.4.0.25", "5.26.30" -> "APOC Core 5.26.19").foreach {
      case (version, release) =>
        val on = ServerPlugin.on(asked, Neo4jVersions.find(version).get, baseDir)
        assertEquals(release, on.describe, version)
        assertTrue(on.jars.exists(_.getFileName.toString.startsWith("apoc-")), on.jars.toString)
        assertFalse(on.jars.exists(_.toString.contains("/org/neo4j/neo4j")), "no jar of Neo4j's own: " + on.jars)
        assertEquals(Map("dbms.security.procedures.unrestricted" -> "apoc.*"), on.settings)
        assertEquals(Nil, on.without)
    }
    val newest = ServerPlugin.on(asked, Neo4jVersions.V2026, baseDir)
    assertEquals(Nil, newest.jars)
    assertEquals(Map.empty, newest.settings)
    assertTrue(newest.describe.startsWith("none (without APOC (no release of its line on Maven Central"),
      newest.describe)
    // a refusal for want of it is told by its namespace from one of the query's own
    val missing = newest.without.head
    assertTrue(missing.named("Neo.ClientError.Statement.SyntaxError: Unknown function 'apoc.coll.max'"))
    assertFalse(missing.named("Neo.ClientError.Procedure.ProcedureNotFound: There is no procedure 'gds.graph.list'"))
    assertTrue(ServerPlugin.on(Nil, Neo4jVersions.V4_4, baseDir).isEmpty)
  }

  @Test def aJarIsCheckedToBeOneWhenThePlanIsRead(): Unit = {
    val mine = jar("mine.jar", "my/Procedure.class")
    assertEquals(ServerPlugin.Jar(mine), ServerPlugin.parse(mine.toString, baseDir, "neo4j.plugins"))
    assertEquals("APOC 4.4.0.25, mine.jar",
      ServerPlugin.on(Seq(ServerPlugin.Apoc, ServerPlugin.Jar(mine)), Neo4jVersions.V4_4, baseDir).describe)
    val text = Files.writeString(work.resolve("notes.jar"), "not a jar")
    assertEquals(s"neo4j.plugins: $text is not a jar (no META-INF/MANIFEST.MF in it)",
      refusal(ServerPlugin.parse(text.toString, baseDir, "neo4j.plugins")))
    assertEquals("neo4j.plugins: apok is neither apoc nor a jar file",
      refusal(ServerPlugin.parse("apok", baseDir, "neo4j.plugins")))
  }

  /** 2026.08 takes the APOC jar named for its line; an APOC of another line is refused when the plan is read. */
  @Test def aJarNamedForALineRunsThereAndApocOfAnotherLineIsRefused(): Unit = {
    val newest = apoc("apoc-2026.08.0-core.jar", "2026.08.0")
    val asked = Seq("apoc", s"2026.08=$newest").map(ServerPlugin.parse(_, baseDir, "neo4j.plugins"))
    assertEquals(ServerPlugin.Jar(newest, Some("2026.08"), Some("2026.08")), asked.last)
    val on2026 = ServerPlugin.on(asked, Neo4jVersions.V2026, baseDir)
    assertEquals((Seq(newest), "apoc-2026.08.0-core.jar", Nil), (on2026.jars, on2026.describe, on2026.without))
    assertEquals(Map("dbms.security.procedures.unrestricted" -> "apoc.*"), on2026.settings)
    assertEquals("APOC Core 5.26.19", ServerPlugin.on(asked, Neo4jVersions.V5_26, baseDir).describe)
    // APOC 4.4's jar named for every version: fine on 4.4.48, refused on 5.26.30 in one line
    val old = Seq(ServerPlugin.parse(apoc("apoc-4.4.0.25.jar", "4.4.0.25").toString, baseDir, "neo4j.plugins"))
    assertEquals("apoc-4.4.0.25.jar", ServerPlugin.on(old, Neo4jVersions.V4_4, baseDir).describe)
    // where the line has its release, an APOC jar named runs beside it (APOC Extended beside Core)
    val extended = ServerPlugin.parse(apoc("apoc-5.26.1-extended.jar", "5.26.1").toString, baseDir, "neo4j.plugins")
    assertEquals("APOC Core 5.26.19, apoc-5.26.1-extended.jar",
      ServerPlugin.on(Seq(ServerPlugin.Apoc, extended), Neo4jVersions.V5_26, baseDir).describe)
    assertEquals(
      "apoc-4.4.0.25.jar is APOC of the 4.4 line: Neo4j 5.26.30 runs the APOC of its own (5.26); name it " +
        "for its line only (neo4j.plugins=4.4=apoc-4.4.0.25.jar) or name the jar of 5.26",
      refusal(ServerPlugin.on(old, Neo4jVersions.V5_26, baseDir)))
    // a jar not APOC's (no apoc/ classes) is the user's business on every version
    val mine = jar("mine-with-version.jar", "my/Procedure.class")
    assertEquals(None,
      ServerPlugin.parse(mine.toString, baseDir, "neo4j.plugins").asInstanceOf[ServerPlugin.Jar]
        .apocLine)
  }

  @Test def aHomesPluginsFolderIsSyncedAndTheUsersOwnJarKept(): Unit = {
    val home = Files.createDirectories(work.resolve("home"))
    val users = Files.writeString(Files.createDirectories(home.resolve("plugins")).resolve("theirs.jar"), "theirs")
    val (one, two) = (jar("one.jar", "a"), jar("two.jar", "b"))
    def plugins(jars: Path*) = ServerPluginJars(jars, jars.map(_.getFileName.toString), Nil, Nil)
    def folder = Using.resource(Files.list(home.resolve("plugins")))(_.iterator.asScala.map(_.getFileName.toString)
        .toList.sorted)
    plugins(one, two).syncInto(home)
    assertEquals(List(ServerPluginJars.Installed, "one.jar", "theirs.jar", "two.jar").sorted, folder)
    plugins(two).syncInto(home) // the next start runs fewer
    assertEquals(List(ServerPluginJars.Installed, "theirs.jar", "two.jar").sorted, folder)
    ServerPluginJars.None.syncInto(home)
    assertEquals(List(ServerPluginJars.Installed, "theirs.jar").sorted, folder)
    assertEquals("theirs", Files.readString(users))
  }
}
