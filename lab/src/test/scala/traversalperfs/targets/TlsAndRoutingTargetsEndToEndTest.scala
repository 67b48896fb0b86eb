package traversalperfs.targets

import traversalperfs.testing.{Arg, Lanes}
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.workloads.AllParameters
import traversalperfs.run.{RunDefaults, RunSettings, RunTarget}
import traversalperfs.process.MavenRun
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.targets.CypherRunner
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, BeforeAll, Tag, Test, TestInstance}

import java.nio.file.{Files, Path, Paths}
import java.security.KeyStore
import java.util.Base64

/**
 * Targets as users outside this machine have them: a Neo4j 5.26 the lab starts with Bolt TLS required and a self-signed
 * certificate this test makes (keytool). A workload file is recorded and replayed verified through a routing URI over
 * TLS (`neo4j+ssc://`: Community answers the routing request with itself); the certificate refused under `bolt+s://`, a
 * plain `bolt://` to the TLS-only server, an unreachable router and a wrong scheme are each one line, before any load.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.EndToEnd)
class TlsAndRoutingTargetsEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-tls")
  private var server: EmbeddedNeo4j = _
  private def port: Int = java.net.URI.create(server.boltUri.get).getPort

  @BeforeAll def startATlsOnlyServer(): Unit = {
    Directories.deleteRecursively(work)
    val certificates = selfSignedCertificate(work.resolve("certificates/bolt"))
    server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("5.26.30", baseDir), work.resolve("neo4j"),
        "512m", "32m", baseDir,
        extraSettings = Map(
          "server.bolt.tls_level" -> "REQUIRED",
          "dbms.ssl.policy.bolt.enabled" -> "true",
          "dbms.ssl.policy.bolt.base_directory" -> certificates.toString,
          "dbms.ssl.policy.bolt.private_key" -> "private.key",
          "dbms.ssl.policy.bolt.public_certificate" -> "public.crt",
          "dbms.ssl.policy.bolt.client_auth" -> "NONE")))
    val setup = CypherRunner.overBolt(s"bolt+ssc://127.0.0.1:$port", None)
    try setup.write("UNWIND range(1, 200) AS i CREATE (:Person {name: 'p' + i, age: i % 50})")
    finally setup.close()
  }

  @AfterAll def stop(): Unit = if (server != null) server.close()

  @Test def aWorkloadFileIsRecordedAndReplayedVerifiedThroughARoutingUriOverTls(): Unit = {
    val file = Files.writeString(work.resolve("people.yml"),
      Seq(
        "queries:",
        "  - name: people",
        "    cypher: MATCH (p:Person) RETURN count(p) AS people",
        "  - name: by age",
        "    cypher: MATCH (p:Person) WHERE p.age = $age RETURN count(p) AS people",
        "    parameters: {cypher: 'MATCH (p:Person) RETURN DISTINCT p.age AS age', rows: 3, seed: 1}").mkString("\n"))
    val run = MavenRun.start(baseDir, work.resolve("logs"), "routing-tls",
      Seq(Arg(AllParameters.Workload, s"file:$file"), Arg(P.Summary, s"${work.resolve("summary.json")}"),
        Arg(P.Target, s"neo4j+ssc://127.0.0.1:$port"), Arg(P.Users, "2"), Arg(P.Ramp, "0"), Arg(P.Duration, "3")))
    assertEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"(Neo4j 5.26.30) to ${work.resolve("people.expected.csv")}"), run.tail)
    for (query <- Seq("people", "by age"))
      assertTrue(s"""\\[traversal-perfs\\] query '$query': \\d+ requests, KO 0""".r.findFirstIn(run.output).isDefined,
        run.tail)
    assertFalse(run.output.contains("starting embedded Neo4j"), "the target is used, nothing started")
  }

  @Test def whatCannotConnectIsOneLineBeforeAnyLoad(): Unit = {
    val refused = refusal(s"bolt+s://127.0.0.1:$port")
    assertTrue(
      refused.contains(s"the Bolt server at bolt+s://127.0.0.1:$port presented a certificate this JVM does " +
        s"not trust") && refused.contains(s"use bolt+ssc://127.0.0.1:$port"), refused)
    val plain = refusal(s"bolt://127.0.0.1:$port")
    assertTrue(plain.contains("if it requires TLS, use bolt+s:// or bolt+ssc://"), plain)
    val nobody = refusal(s"neo4j://127.0.0.1:${freePort()}")
    assertTrue(nobody.startsWith(s"no Bolt server answers at neo4j://127.0.0.1:"), nobody)
    val scheme = refusal(s"bolt+tls://127.0.0.1:$port")
    assertTrue(scheme.startsWith(
        "target must be a URL like http://127.0.0.1:7474 (a server with the extension) or a Bolt URI"), scheme)
    for (line <- Seq(refused, plain, nobody, scheme)) assertFalse(line.contains("\n") || line.contains("\tat "), line)
    // the traversal needs the extension over HTTP: a Bolt target is refused for it, saying what to give
    val traversal = intercept(RunTarget.open(RunSettings.load(Parameters.of("target" -> s"bolt+ssc://127.0.0.1:$port"),
          RunDefaults(1, 0, 1, 0, "x.json")), _ => work))
    assertTrue(traversal.contains("this workload talks to the extension over HTTP: give target=http://"), traversal)
  }

  @Test def aRoutingDriverIsSentBackToTheServerItAsked(): Unit = {
    val target = RunTarget.open(RunSettings.load(Parameters.of("target" -> s"neo4j+ssc://127.0.0.1:$port"),
        RunDefaults(1, 0, 1, 0, "x.json")), _ => work, probe = None)
    try {
      assertEquals("5.26.30", target.version.text)
      assertEquals(Seq(Seq(org.json4s.JInt(200))), target.cypher.read("MATCH (p:Person) RETURN count(p)").rows)
    } finally target.close()
  }

  private def refusal(uri: String): String = intercept(RunTarget.open(
      RunSettings.load(Parameters.of("target" -> uri), RunDefaults(1, 0, 1, 0, "x.json")), _ => work,
      probe = None).close())

  private def intercept(body: => Any): String = assertThrows(classOf[UserError], () => { body; () }).getMessage

  private def freePort(): Int = scala.util.Using.resource(new java.net.ServerSocket(0))(_.getLocalPort)

  /** A key and a self-signed certificate for 127.0.0.1 (keytool), written as the PEM files Neo4j's SSL policy reads. */
  private def selfSignedCertificate(directory: Path): Path = {
    Files.createDirectories(directory.resolve("trusted"))
    Files.createDirectories(directory.resolve("revoked"))
    val store = directory.resolve("bolt.p12")
    val keytool = Paths.get(sys.props("java.home"), "bin", "keytool").toString
    val process = new ProcessBuilder(keytool, "-genkeypair", "-alias", "bolt", "-keyalg", "RSA", "-keysize", "2048",
      "-dname", "CN=127.0.0.1", "-ext", "SAN=ip:127.0.0.1,dns:localhost", "-validity", "2", "-storetype", "PKCS12",
      "-keystore", store.toString, "-storepass", "changeit", "-keypass", "changeit").redirectErrorStream(true).start()
    val output = new String(process.getInputStream.readAllBytes())
    assertEquals(0, process.waitFor(), output)
    val keys = KeyStore.getInstance("PKCS12")
    scala.util.Using.resource(Files.newInputStream(store))(keys.load(_, "changeit".toCharArray))
    def pem(kind: String, bytes: Array[Byte]) =
      s"-----BEGIN $kind-----\n${Base64.getMimeEncoder(64, "\n".getBytes).encodeToString(bytes)}\n-----END $kind-----\n"
    Files.writeString(directory.resolve("private.key"),
      pem("PRIVATE KEY", keys.getKey("bolt", "changeit".toCharArray).getEncoded))
    Files.writeString(directory.resolve("public.crt"), pem("CERTIFICATE", keys.getCertificate("bolt").getEncoded))
    directory
  }
}
