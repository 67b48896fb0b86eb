package traversalperfs.tests.endtoend

import traversalperfs.tests.support.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.process.MavenRun
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.tests.support.{Lanes, Neo4jPassword}
import com.ekino.neo4j.gatling.Predef.neo4j
import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jSetupError}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Order, Test, TestInstance, TestMethodOrder}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * gatling-neo4j on real servers, through `./mvnw gatling:test`: its features (a write and its counters, a read with
 * bookmarks, a transaction, an expected failure, a named database, groups) on 5.26 with auth through a routing URI, and
 * on 3.5, 4.4 and 2026.08; a wrong answer, a failing server and a killed server are KOs with their message; wrong
 * credentials, an unknown database and a bad URI are one error before any load; the password is never printed; the Java
 * example project runs against the 5.26. (TLS and routing through the replay: TlsAndRoutingTargetsEndToEndTest.)
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
class GatlingNeo4jEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/gatling-neo4j-test")
  private val password = "pw-" + java.util.UUID.randomUUID().toString.take(12)
  private var server: EmbeddedNeo4j = _
  private def routing: String = server.boltUri.get.replace("bolt://", "neo4j://")

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

  private def gatling(name: String, simulation: String, arguments: String*): MavenRun = {
    val run = MavenRun.start(baseDir, work, name,
      Seq(s"-Dgatling.simulationClass=traversalperfs.tests.support.$simulation") ++ arguments)
    run.exitCode()
    run
  }

  private def asUser(uri: String, secret: String) =
    Seq(Arg(P.Bolt, s"$uri"), Arg(P.User, "neo4j"), Arg(P.Password, s"$secret"))

  /** Every feature's request OK, named (and grouped) in the report as Gatling users expect. */
  private def assertEveryFeature(run: MavenRun, database: Boolean): Unit = {
    assertEquals(0, run.process.exitValue(), run.tail)
    val report = run.reports.headOption.getOrElse(fail(run.tail))
    val reportFiles = Files.walk(report).iterator.asScala
      .filter(p => Files.isRegularFile(p) && (p.toString.endsWith(".html") || p.toString.endsWith(".js")))
      .map(p => new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.UTF_8)).mkString
    val names = Seq("people", "create", "read back", "two in one", "expected failure") ++
      (if (database) Seq("named database") else Nil)
    for (name <- names) assertTrue(reportFiles.contains(name), s"$name is not in the HTML report")
  }

  @Test @Order(1) def everyFeatureThroughARoutingUri(): Unit = {
    val run =
      gatling("features-5.26", "GatlingNeo4jSimulation",
        asUser(routing, password) :+ Arg(P.CypherDatabase, "neo4j"): _*)
    assertEveryFeature(run, database = true)
    assertFalse(run.output.contains(password), "the password was printed")
  }

  @Test @Order(2) def aWrongAnswerIsAKoWithExpectedAndFound(): Unit = {
    val run = gatling("wrong", "CypherActionSimulation",
      asUser(server.boltUri.get, password) ++ Seq(Arg(P.CypherQuery, "RETURN 0"), Arg(P.CypherExpect, "1"),
        Arg(P.CypherRequests, "2")): _*)
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertTrue(run.output.contains("singleValue.find.is(1), found 0"), run.tail)
  }

  @Test @Order(3) def aFailingQueryIsAKoWithTheServersMessage(): Unit = {
    val run = gatling("failing", "CypherActionSimulation",
      asUser(server.boltUri.get, password) ++ Seq(Arg(P.CypherQuery, "RETURN 1/0"), Arg(P.CypherRequests, "2")): _*)
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertTrue(run.output.contains("Neo.ClientError.Statement.ArithmeticError: / by zero"), run.tail)
  }

  @Test @Order(4) def wrongCredentialsAreOneErrorBeforeAnyLoad(): Unit = {
    val run = gatling("credentials", "CypherActionSimulation",
      asUser(server.boltUri.get, "not-" + password) ++ Seq(Arg(P.CypherRequests, "2")): _*)
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertTrue(run.output.contains(s"gatling-neo4j: ${server.boltUri.get} refused the credentials of neo4j"), run.tail)
    assertFalse(run.output.contains("count over bolt"), "no request was sent")
    assertFalse(run.output.contains("not-" + password), "the password was printed")
  }

  /** What a simulation's start does (the protocol's components): here without a Gatling run each. */
  @Test @Order(5) def anUnknownDatabaseOrABadUriIsOneErrorBeforeAnyLoad(): Unit = {
    def refusal(protocol: com.ekino.neo4j.gatling.protocol.Neo4jProtocol) =
      assertThrows(classOf[Neo4jSetupError], () => { Neo4jConnection.open(protocol).close() }).getMessage
    val unknown = refusal(neo4j.uri(server.boltUri.get).credentials("neo4j", password).database("nowhere").build)
    assertTrue(unknown.startsWith(s"gatling-neo4j: the database nowhere at ${server.boltUri.get}: "), unknown)
    val scheme = refusal(neo4j.uri("bolt+tls://127.0.0.1:7687").build)
    assertTrue(scheme.startsWith("gatling-neo4j: the URI bolt+tls://127.0.0.1:7687 is not one the driver takes"),
      scheme)
    val nobody = refusal(neo4j.uri(s"bolt://127.0.0.1:${freePort()}").build)
    assertTrue(nobody.startsWith("gatling-neo4j: no Neo4j answers at bolt://127.0.0.1:"), nobody)
    for (line <- Seq(unknown, scheme, nobody)) assertFalse(line.contains("\n") || line.contains(password), line)
  }

  @Test @Order(6) def theJavaExampleProjectRuns(): Unit = {
    val install = MavenRun.start(baseDir, work, "install-gatling-neo4j", Nil,
      goals = Seq("-f", "gatling-neo4j/pom.xml", "install", "-DskipTests"))
    assertEquals(0, install.exitCode(), install.tail)
    val example = MavenRun.start(baseDir, work, "example",
      asUser(server.boltUri.get, password).map(
        _.replace("neo4j.bolt", "neo4j.uri")),
      goals = Seq("-f", "examples/gatling-neo4j-java/pom.xml", "gatling:test"))
    assertEquals(0, example.exitCode(), example.tail)
    for (name <- Seq("create person", "find person", "count people", "delete person"))
      assertTrue(s"> $name +\\|\\s+20 \\|\\s+20 \\|\\s+0".r.findFirstIn(example.output).isDefined, example.tail)
  }

  @Test @Order(7) def aKilledServerTurnsItsRequestsIntoKosAndTheRunEnds(): Unit = {
    val run = MavenRun.start(baseDir, work, "killed",
      Seq("-Dgatling.simulationClass=traversalperfs.tests.support.CypherActionSimulation")
        ++ asUser(server.boltUri.get, password) ++ Seq(Arg(P.CypherQuery, "RETURN 0"), Arg(P.CypherExpect, "0"),
          Arg(P.CypherRequests, "200"),
          Arg(P.CypherSeconds, "60")))
    run.awaitOutput("Simulation traversalperfs.tests.support.CypherActionSimulation started", 120)
    Thread.sleep(2000)
    server.kill()
    val began = System.nanoTime()
    assertNotEquals(0, run.exitCode(), run.tail)
    assertTrue((System.nanoTime() - began) / 1e9 < 60, "the run ended")
    assertTrue(run.output.linesIterator.exists(l =>
        l.contains("ServiceUnavailableException: ") || l.contains("SessionExpiredException: ")),
      run.tail)
  }

  /** The other versions, each a server of its own without auth: 3.5 (Bolt 3, no databases), 4.4, 2026.08. */
  @Test @Order(8) def everyFeatureOnTheOtherVersions(): Unit =
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

  private def freePort(): Int = scala.util.Using.resource(new java.net.ServerSocket(0))(_.getLocalPort)
}
