package traversalperfs.tests.endtoend

import traversalperfs.comparison.MavenRun
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.tests.support.{Lanes, Neo4jPassword}
import org.junit.jupiter.api.parallel.ResourceLock
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Order, Test, TestInstance, TestMethodOrder}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * The lab's Gatling Bolt action on real servers, through `./mvnw gatling:test` (its own small simulation): a right
 * answer is OK and named in the report, a wrong one is a KO saying expected and found, wrong credentials and a killed
 * server are KOs with a one-line reason, and the password is never printed. Neo4j 5.26 with auth, and 3.5.
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
class CypherOverBoltEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/cypher-test")
  private val password = "pw-" + java.util.UUID.randomUUID().toString.take(12)
  private var server: EmbeddedNeo4j = _

  @BeforeAll def startAServerWithAuth(): Unit = {
    val home = work.resolve("neo4j-5.26.30")
    Directories.deleteRecursively(home)
    server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("5.26.30", baseDir), home, "512m", "32m", baseDir,
        extraSettings = Map("dbms.security.auth_enabled" -> "true")))
    Neo4jPassword.setOverBolt(server.boltUri.get, password)
  }

  @AfterAll def stopIt(): Unit = {
    if (server != null) server.close()
    Directories.deleteRecursively(work.resolve("neo4j-5.26.30"))
    Directories.deleteRecursively(work.resolve("neo4j-3.5.35"))
  }

  private def bolt(name: String, arguments: String*): MavenRun = {
    val run = MavenRun.start(baseDir, work, name,
      Seq("-Dgatling.simulationClass=traversalperfs.tests.support.CypherActionSimulation") ++ arguments)
    run.exitCode()
    run
  }

  private def asUser(uri: String, secret: String) =
    Seq(s"-Dneo4j.bolt=$uri", "-Dneo4j.user=neo4j", s"-Dneo4j.password=$secret")

  @Test @Order(1) def aRightAnswerIsOkAndNamedInTheReport(): Unit = {
    val run = bolt("right", asUser(server.boltUri.get, password) ++ Seq("-Dcypher.expect=0", "-Dcypher.requests=5"): _*)
    assertEquals(0, run.process.exitValue(), run.tail)
    val report = run.output.linesIterator.collectFirst {
      case line if line.contains("please open the following file: ") =>
        Paths.get(java.net.URI.create(line.substring(line.indexOf("file:///")).trim)).getParent
    }.getOrElse(fail(run.tail))
    val reportFiles = Files.walk(report).iterator.asScala
      .filter(p => Files.isRegularFile(p) && (p.toString.endsWith(".html") || p.toString.endsWith(".js")))
      .map(p => new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.UTF_8)).mkString
    assertTrue(reportFiles.contains("count over bolt"), "the request name is in the HTML report")
    assertFalse(run.output.contains(password), "the password was printed")
  }

  @Test @Order(2) def aWrongAnswerIsAKoWithExpectedAndFound(): Unit = {
    val run = bolt("wrong", asUser(server.boltUri.get, password) ++ Seq("-Dcypher.expect=1", "-Dcypher.requests=2"): _*)
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertTrue(run.output.contains("singleValue.find.is(1), found 0"), run.tail)
  }

  @Test @Order(3) def wrongCredentialsAreOneErrorBeforeAnyLoad(): Unit = {
    val run = bolt("credentials", asUser(server.boltUri.get, "not-" + password) ++ Seq("-Dcypher.requests=2"): _*)
    assertNotEquals(0, run.process.exitValue(), run.tail)
    assertTrue(run.output.contains(s"gatling-neo4j: ${server.boltUri.get} refused the credentials of neo4j"), run.tail)
    assertFalse(run.output.contains("count over bolt"), "no request was sent")
    assertFalse(run.output.contains("not-" + password), "the password was printed")
  }

  @Test @Order(4) def aKilledServerTurnsItsRequestsIntoKosAndTheRunEnds(): Unit = {
    val run = MavenRun.start(baseDir, work, "killed",
      Seq("-Dgatling.simulationClass=traversalperfs.tests.support.CypherActionSimulation")
        ++ asUser(server.boltUri.get, password) ++ Seq("-Dcypher.expect=0", "-Dcypher.requests=200",
          "-Dcypher.seconds=60"))
    run.awaitOutput("Simulation traversalperfs.tests.support.CypherActionSimulation started", 120)
    Thread.sleep(2000)
    server.kill()
    val began = System.nanoTime()
    assertNotEquals(0, run.exitCode(), run.tail)
    assertTrue((System.nanoTime() - began) / 1e9 < 60, "the run ended")
    assertTrue(run.output.linesIterator.exists(l =>
        l.contains("ServiceUnavailableException") || l.contains("SessionExpiredException")),
      run.tail)
  }

  @Test @Order(5) def theActionSpeaksToNeo4j35Too(): Unit = {
    val home = work.resolve("neo4j-3.5.35")
    Directories.deleteRecursively(home)
    val old =
      EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("3.5.35", baseDir), home, "512m", "32m", baseDir))
    try {
      val run = bolt("neo4j35", s"-Dneo4j.bolt=${old.boltUri.get}", "-Dcypher.expect=0", "-Dcypher.requests=3")
      assertEquals(0, run.process.exitValue(), run.tail)
    } finally old.close()
  }
}
