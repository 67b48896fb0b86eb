package com.ekino.neo4j.gatling

import com.ekino.neo4j.gatling.Predef._
import com.ekino.neo4j.gatling.feeder.Neo4jFeeder
import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jProtocol, Neo4jSetupError}
import com.ekino.neo4j.gatling.testing.{FeaturesSimulation, GatlingRun, Neo4jServer, OneQuerySimulation}
import io.gatling.core.config.GatlingConfiguration
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Order, Test, TestInstance, TestMethodOrder}

import java.nio.file.Paths

/**
 * gatling-neo4j against a real Neo4j 5.26.30 with auth (one server for the class; [[Neo4jServer]] says which and why):
 * every feature OK through a routing URI and a named database; a wrong answer and a failing query are KOs with what was
 * expected and the server's code; wrong credentials, an unknown database, a bad URI, no server are one line before any
 * load, never the password; `neo4jFeeder`'s rows, its four strategies and its errors; a killed server's requests are
 * KOs and the run ends (last: it kills the server).
 */
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
class ServerEndToEndTest {
  private val results = Paths.get("target/gatling-runs")
  private var server: Neo4jServer = _
  private def protocol(uri: String = server.boltUri, password: String = server.password) =
    neo4j.uri(uri).credentials("neo4j", password)

  @BeforeAll def start(): Unit = server = Neo4jServer.start("end-to-end")
  @AfterAll def stop(): Unit = if (server != null) server.close()

  private def run(simulation: Class[_], settings: (String, String)*): GatlingRun =
    GatlingRun(simulation, results.resolve(simulation.getSimpleName),
      Seq("neo4j.uri" -> server.boltUri, "neo4j.user" -> "neo4j", "neo4j.password" -> server.password) ++ settings: _*)

  @Test @Order(1) def everyFeatureThroughARoutingUriAndANamedDatabase(): Unit = {
    val features = run(classOf[FeaturesSimulation], "neo4j.uri" -> server.routingUri, "neo4j.database" -> "neo4j")
    assertEquals(0, features.exitCode, features.tail)
    for (name <- Seq("create", "read back", "two in one", "expected failure", "fed from the database",
        "named database"))
      assertTrue(features.output.linesIterator.exists(l => l.startsWith("> ") && l.contains(s"$name  ")),
        s"$name is not in the console:\n${features.tail}")
    assertFalse(features.output.contains(server.password), "the password was printed")
  }

  @Test @Order(2) def aWrongAnswerIsAKoWithExpectedAndFound(): Unit = {
    val wrong = run(classOf[OneQuerySimulation], "query.text" -> "RETURN 0", "query.expect" -> "1")
    assertNotEquals(0, wrong.exitCode, wrong.tail)
    assertTrue(wrong.output.contains("singleValue.find.is(1), found 0"), wrong.tail)
  }

  @Test @Order(3) def aFailingQueryIsAKoWithTheServersCode(): Unit = {
    val failing = run(classOf[OneQuerySimulation], "query.text" -> "RETURN 1/0")
    assertNotEquals(0, failing.exitCode, failing.tail)
    assertTrue(failing.output.contains("Neo.ClientError.Statement.ArithmeticError: / by zero"), failing.tail)
  }

  @Test @Order(4) def wrongCredentialsAreOneLineBeforeAnyLoad(): Unit = {
    val refused = run(classOf[OneQuerySimulation], "neo4j.password" -> ("not-" + server.password))
    assertNotEquals(0, refused.exitCode, refused.tail)
    assertTrue(refused.output.contains(s"gatling-neo4j: ${server.boltUri} refused the credentials of neo4j"),
      refused.tail)
    assertFalse(refused.output.contains("> one query"), "no request was sent")
    assertFalse(refused.output.contains(server.password), "the password was printed")
  }

  @Test @Order(5) def anUnknownDatabaseABadUriOrNoServerIsOneLine(): Unit = {
    def refusal(protocol: Neo4jProtocol) =
      assertThrows(classOf[Neo4jSetupError], () => { Neo4jConnection.open(protocol).close() }).getMessage
    val unknown = refusal(protocol().database("nowhere").build)
    assertTrue(unknown.startsWith(s"gatling-neo4j: the database nowhere at ${server.boltUri}: "), unknown)
    val scheme = refusal(neo4j.uri("bolt+tls://127.0.0.1:7687").build)
    assertTrue(scheme.startsWith("gatling-neo4j: the URI bolt+tls://127.0.0.1:7687 is not one the driver takes"),
      scheme)
    val port = scala.util.Using.resource(new java.net.ServerSocket(0))(_.getLocalPort)
    val nobody = refusal(neo4j.uri(s"bolt://127.0.0.1:$port").build)
    assertTrue(nobody.startsWith("gatling-neo4j: no Neo4j answers at bolt://127.0.0.1:"), nobody)
    for (line <- Seq(unknown, scheme, nobody)) assertFalse(line.contains("\n") || line.contains(server.password), line)
  }

  @Test @Order(6) def theFeedersRowsStrategiesAndErrors(): Unit = {
    implicit val configuration: GatlingConfiguration = GatlingConfiguration.loadForTest()
    val query = "UNWIND range(1, 3) AS n RETURN n, 'n' + n AS label"
    val all = Seq(1L, 2L, 3L).map(n => Map[String, Any]("n" -> n, "label" -> s"n$n"))
    assertEquals(all, Neo4jFeeder.rows(protocol().build, query, Map.empty))
    val feeder = neo4jFeeder(protocol(), "UNWIND range(1, $last) AS n RETURN n, 'n' + n AS label", Map("last" -> 3))
    assertEquals(all, feeder.queue.apply().toSeq, "queue: each row once, in order")
    assertEquals(all ++ all.take(1), feeder.circular.apply().take(4).toSeq, "circular: again from the first")
    assertEquals(all.toSet, feeder.shuffle.apply().toSeq.toSet, "shuffle: each row once")
    assertTrue(feeder.random.apply().take(20).forall(row => all.contains(row)), "random: rows of the query")
    def refusal(query: String) =
      assertThrows(classOf[Neo4jSetupError], () => { neo4jFeeder(protocol(), query); () }).getMessage
    assertEquals(s"gatling-neo4j: neo4jFeeder: MATCH (n:Nobody) RETURN n returned no row on ${server.boltUri}",
      refusal("MATCH (n:Nobody) RETURN n"))
    val failing = refusal("RETURN 1/0")
    assertTrue(failing.startsWith(s"gatling-neo4j: neo4jFeeder: RETURN 1/0 failed on ${server.boltUri}: " +
        "Neo.ClientError.Statement.ArithmeticError: "), failing)
    assertFalse(failing.contains("\n"), failing)
    val badPassword = assertThrows(classOf[Neo4jSetupError],
      () => { neo4jFeeder(protocol(password = "wrong-" + server.password), query); () }).getMessage
    assertTrue(badPassword.contains("refused the credentials of neo4j"), badPassword)
  }

  @Test @Order(7) def aKilledServerTurnsItsRequestsIntoKosAndTheRunEnds(): Unit = {
    // two users asking 80 times 100 ms apart (at least 8 s however fast the server): the kill, 2 s in, leaves most of
    // their requests to fail, and the run's end is theirs
    val started = GatlingRun.start(classOf[OneQuerySimulation], results.resolve("killed"),
      "neo4j.uri" -> server.boltUri, "neo4j.user" -> "neo4j", "neo4j.password" -> server.password,
      "query.requests" -> "80", "query.seconds" -> "60")
    started.awaitOutput("Simulation com.ekino.neo4j.gatling.testing.OneQuerySimulation started", 120)
    Thread.sleep(2000)
    server.kill()
    val began = System.nanoTime()
    val killed = GatlingRun.await(started)
    assertNotEquals(0, killed.exitCode, killed.tail)
    assertTrue((System.nanoTime() - began) / 1e9 < 60, "the run ended")
    assertTrue(killed.output.linesIterator.exists(l =>
        l.contains("ServiceUnavailableException: ") || l.contains("SessionExpiredException: ")), killed.tail)
  }
}
