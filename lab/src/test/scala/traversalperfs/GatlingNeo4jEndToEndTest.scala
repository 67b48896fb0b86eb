package traversalperfs

import traversalperfs.testing.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.testing.{Lanes, Neo4jPassword}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Order, Tag, Test, TestInstance, TestMethodOrder}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * gatling-neo4j beyond its own tests (which cover 5.26.30: gatling-neo4j/src/test/…/server/ServerEndToEndTest): the
 * three example projects against a lab-started 5.26.30 with auth, and its features (a write and its counters, a read
 * with bookmarks, a transaction, an expected failure, a named database, groups) on 3.5, 4.4 and 2026.08 through
 * `./mvnw gatling:test`. (TLS and routing through the replay: TlsAndRoutingTargetsEndToEndTest.)
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class GatlingNeo4jEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/gatling-neo4j-test")
  private val password = "pw-" + java.util.UUID.randomUUID().toString.take(12)
  private var server: EmbeddedNeo4j = _

  @BeforeAll def startAServerWithAuth(): Unit = {
    Directories.deleteRecursively(work)
    server =
      EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("5.26.30", baseDir), work.resolve("neo4j-5.26.30"),
          "512m", "32m", baseDir, extraSettings = Map("dbms.security.auth_enabled" -> "true")))
    Neo4jPassword.setOverBolt(server.boltUri.get, password)
  }

  @AfterAll def stopIt(): Unit = {
    if (server != null) server.close()
    Directories.deleteRecursively(work)
  }

  private def gatling(name: String, simulation: String, arguments: String*): ChildProcess = {
    val run = MavenRun.start(baseDir, work, name,
      Seq(s"-Dgatling.simulationClass=traversalperfs.testing.$simulation") ++ arguments)
    run.exitCode()
    run
  }

  private def asUser(uri: String, secret: String) =
    Seq(Arg(P.Bolt, s"$uri"), Arg(P.User, "neo4j"), Arg(P.Password, s"$secret"))

  /** Every feature's request OK, named (and grouped) in the report as Gatling users expect. */
  private def assertEveryFeature(run: ChildProcess, database: Boolean): Unit = {
    assertEquals(0, run.process.exitValue(), run.tail)
    val report = run.reports.headOption.getOrElse(fail(run.tail))
    val reportFiles = Files.walk(report).iterator.asScala
      .filter(p => Files.isRegularFile(p) && (p.toString.endsWith(".html") || p.toString.endsWith(".js")))
      .map(p => new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.UTF_8)).mkString
    val names = Seq("people", "create", "read back", "two in one", "expected failure") ++
      (if (database) Seq("named database") else Nil)
    for (name <- names) assertTrue(reportFiles.contains(name), s"$name is not in the HTML report")
  }

  /**
   * gatling-neo4j installed alone (its own POM, as docs/gatling-neo4j.md says), then each example project, a Gatling
   * project of its own in Java, Scala and Kotlin, run against the 5.26 with auth: every request OK, names from the
   * database through `neo4jFeeder`.
   */
  @Test @Order(1) def theExampleProjectsRun(): Unit = {
    val install = MavenRun.start(baseDir, work, "install-gatling-neo4j", Nil,
      goals = Seq("-f", "gatling-neo4j/pom.xml", "install", "-DskipTests"))
    assertEquals(0, install.exitCode(), install.tail)
    // side by side: each is mostly its own Maven's start and compilation; Kotlin's compiler in Maven's JVM (a daemon
    // JVM started for one compilation costs more, and outlived the suite)
    val examples = Seq("java", "scala", "kotlin").map(language =>
      language -> MavenRun.start(baseDir, work, s"example-$language",
        asUser(server.boltUri.get, password).map(_.replace("neo4j.bolt", "neo4j.uri")) ++
          (if (language == "kotlin") Seq("-Dkotlin.compiler.daemon=false") else Nil),
        goals = Seq("-f", s"examples/gatling-neo4j-$language/pom.xml", "gatling:test")))
    for ((language, example) <- examples) {
      assertEquals(0, example.exitCode(), s"$language: ${example.tail}")
      for (name <- Seq("create person", "find person", "count people", "delete person"))
        assertTrue(s"> $name +\\|\\s+20 \\|\\s+20 \\|\\s+0".r.findFirstIn(example.output).isDefined,
          s"$language: ${example.tail}")
      assertFalse(example.output.contains(password), "the password was printed")
    }
  }

  /** The other versions, each a server of its own without auth: 3.5 (Bolt 3, no databases), 4.4, 2026.08. */
  @Test @Order(2) def everyFeatureOnTheOtherVersions(): Unit =
    for (version <- Seq("3.5.35", "4.4.48", "2026.08.1")) {
      val other = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(version, baseDir),
          work.resolve(s"neo4j-$version"), "512m", "32m", baseDir))
      try {
        val multiDatabase = !version.startsWith("3.")
        val uri = if (multiDatabase) other.boltUri.get.replace("bolt://", "neo4j://") else other.boltUri.get
        val run = gatling(s"features-$version", "GatlingNeo4jSimulation",
          Seq(Arg(P.Bolt, s"$uri")) ++ (if (multiDatabase) Seq(Arg(P.CypherDatabase, "neo4j")) else Nil): _*)
        assertEveryFeature(run, multiDatabase)
      } finally other.close()
    }

}
