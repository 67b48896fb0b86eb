package traversalperfs.copies

import traversalperfs.copies.{CopyWriter, GraphCopy}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersion, Neo4jVersions, ServerSettings}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.targets.{Credentials, CypherRunner, DatasetFingerprint, Target}
import traversalperfs.testing.{Lanes, Neo4jPassword}
import traversalperfs.workloads.file.{Answer, AnswerKind, FileServer, FileSettings}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, BeforeAll, MethodOrderer, Order, Tag, Test, TestInstance, TestMethodOrder}
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.json4s.{JInt, JString}

import java.nio.file.{Files, Paths}

/**
 * A running server's graph copied to other versions, on real servers: a 5.26.30 source with auth, holding a dataset
 * made by Cypher (strings, integers, floats, booleans, lists on nodes and relationships, two labels, an index and a
 * uniqueness constraint), copied through a workload file to 2.3.12 (written over HTTP) and to 4.4.48 (over Bolt): the
 * data's fingerprint and the answers of the same queries are the source's, the schema made again, the lab's temporary
 * label gone. Then a date and a point added to the source: 3.0.12 refused in one line before anything is written,
 * 4.4.48 holds them. An unreachable source and a wrong password are refused in one line.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[MethodOrderer.OrderAnnotation])
@Tag(Lanes.Servers)
class CopiesOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/test-copies")
  private val Password = "copy-source-secret"
  private var server: EmbeddedNeo4j = _
  private var source: CypherRunner = _
  private var uri: String = _

  private val Setup = Seq(
    "CREATE CONSTRAINT FOR (p:Person) REQUIRE p.name IS UNIQUE",
    "CREATE INDEX FOR (p:Person) ON (p.age)",
    "UNWIND range(0, 1999) AS i CREATE (p:Person {name: 'p' + i, age: i % 80, score: i / 7.0, active: i % 2 = 0, " +
      "tags: ['t' + (i % 3), 't' + (i % 5)]}) WITH p, i WHERE i % 20 = 0 " +
      "CREATE (p)-[:KNOWS {since: 2000 + i % 25, weight: 0.5}]->(c:Person:Customer {name: 'c' + i, age: i % 70})",
    "MATCH (a:Person {name: 'p1'}), (b:Person {name: 'p2'}) CREATE (a)-[:KNOWS]->(b), (b)-[:LIKES {why: 'x'}]->(a)")

  private val Queries: Seq[(String, AnswerKind, Boolean)] = Seq(
    ("MATCH (p:Person) WHERE p.age = 17 RETURN count(p)", AnswerKind.Value, false),
    ("MATCH (p:Person)-[k:KNOWS]->(c:Customer) RETURN p.name, k.since, c.name ORDER BY p.name", AnswerKind.Fingerprint,
      true),
    ("MATCH (p:Person {name: 'p40'}) RETURN p.score, p.active, p.tags, labels(p)", AnswerKind.Fingerprint, false),
    ("MATCH (a)-[r]->(b) WHERE a.name IN ['p1', 'p2'] RETURN a.name, type(r), r.why, b.name ORDER BY a.name, type(r)",
      AnswerKind.Fingerprint, true))

  @BeforeAll def startTheSource(): Unit = {
    Directories.deleteRecursively(work)
    server = EmbeddedNeo4j.start(ServerSettings(version("5.26.30"), work.resolve("source"), "512m", "32m",
        baseDir, extraSettings = Map("dbms.security.auth_enabled" -> "true")))
    uri = server.boltUri.get
    Neo4jPassword.setOverBolt(uri, Password)
    source = CypherRunner.overBolt(uri, Some(Credentials("neo4j", Password)))
    Setup.foreach(source.write)
  }

  @AfterAll def stop(): Unit = {
    if (source != null) source.close()
    if (server != null) server.close()
    Seq("2.3.12", "3.0.12", "4.4.48").foreach(v => Directories.deleteRecursively(copy().storeOf(version(v))))
    Files.deleteIfExists(copy().spoolFile)
    Directories.deleteRecursively(work)
  }

  @Test @Order(1) def aCopyThroughAWorkloadFileHoldsTheSourcesDataOn23And44(): Unit = {
    val expected = answers(source)
    for (v <- Seq("2.3.12", "4.4.48")) {
      val settings = settingsFor(v)
      val home = settings.storeOf(version(v))
      Files.createDirectories(home.resolve("data")) // what an interrupted copy leaves: no mark
      Files.writeString(home.resolve("data/half-written"), "x")
      // as a comparison does: every store prepared before any server, then again as each server starts
      FileServer.prepareStore(settings, version(v), make = true)
      assertTrue(settings.copies.get.dataWritten(home), s"written offline on $v")
      val written = Files.getLastModifiedTime(home.resolve("workload-copy.data"))
      val copied = FileServer.open(settings, makeDataset = true)
      assertEquals(written, Files.getLastModifiedTime(home.resolve("workload-copy.data")), "written once")
      try {
        assertFalse(Files.exists(home.resolve("data/half-written")), "an unfinished copy is started again")
        assertEquals(expected, answers(copied.cypher), s"Neo4j $v holds the source's data")
        assertEquals(Some(BigInt(0)), copied.cypher.read(s"MATCH (n:${CopyWriter.Mark}) RETURN count(n)").count)
        if (v == "4.4.48") {
          assertEquals(Seq(Seq(JString("UNIQUENESS"))),
            copied.cypher.read(
              "SHOW CONSTRAINTS YIELD type, labelsOrTypes WHERE labelsOrTypes = ['Person'] RETURN type").rows)
          assertEquals(1,
            copied.cypher.read("SHOW INDEXES YIELD labelsOrTypes, properties, uniqueness " +
              "WHERE properties = ['age'] AND uniqueness = 'NONUNIQUE' RETURN 1").rows.size)
        }
      } finally copied.close()
      assertTrue(settings.copies.get.done(home))
    }
  }

  @Test @Order(2) def aDateAndAPointAreRefusedOn30BeforeAnythingIsWrittenAndHeldOn44(): Unit = {
    source.write("CREATE (:Event {name: 'launch', on: date('2024-01-02'), at: point({x: 1.5, y: 2.5})})")
    val copy = this.copy()
    Files.deleteIfExists(copy.spoolFile) // the source changed: read it again
    try {
      val why = copy.refusal(version("3.0.12")).getOrElse(fail("3.0.12 takes a date"))
      assertEquals(
        s"Neo4j 3.0.12 cannot take the copy of $uri: it cannot store property 'at' (spatial Point, on 1 " +
          "node), property 'on' (temporal LocalDate, on 1 node); versions that can take it: 3.5.35, 4.4.48, 5.26.30, " +
          "2026.08.1", why)
      assertFalse(Files.exists(copy.storeOf(version("3.0.12"))), "nothing written on 3.0.12")
      assertEquals(None, copy.refusal(version("4.4.48")))
      val home = work.resolve("with-dates")
      val target = Target.embedded(EmbeddedNeo4j.start(ServerSettings(version("4.4.48"), home, "512m", "32m",
            baseDir)))
      try {
        copy.into(target.cypher, target.version, home)
        assertEquals(Seq(Seq(JString("2024-01-02"), JInt(1), JInt(2))),
          target.cypher.read(
            "MATCH (e:Event) RETURN toString(e.on), toInteger(e.at.x), toInteger(e.at.y)").rows)
      } finally target.close()
    } finally copy.close()
  }

  @Test def anUnreachableSourceOrAWrongPasswordIsRefusedInOneLine(): Unit = {
    val unreachable = refusal(GraphCopy("bolt://127.0.0.1:1", None, baseDir, 100).types)
    assertTrue(unreachable.startsWith("the copy's source: no Bolt server answers at bolt://127.0.0.1:1"), unreachable)
    val wrong = refusal(GraphCopy(uri, Some(Credentials("neo4j", "not-the-password")), baseDir, 100).types)
    assertTrue(wrong.startsWith(s"the copy's source: the Bolt server at $uri refused the credentials " +
        "(copy.user, copy.password)"), wrong)
    assertFalse(wrong.contains("not-the-password"), wrong)
  }

  private def settingsFor(v: String): FileSettings = {
    val file = Files.createDirectories(work).resolve("copied.yml")
    Files.writeString(file,
      s"name: copied\ndataset:\n  copy: $uri\nqueries:\n  - name: count\n    cypher: MATCH (n) " +
        "RETURN count(n)\n")
    FileSettings.load(Parameters.of("workload" -> s"file:$file", "neo4j.version" -> v, "neo4j.heap" -> "512m",
        "neo4j.pagecache" -> "32m", "copy.user" -> "neo4j", "copy.password" -> Password, "copy.batch" -> "500"))
  }

  private def copy(): GraphCopy = GraphCopy(uri, Some(Credentials("neo4j", Password)), baseDir, 500)

  private def answers(cypher: CypherRunner): (DatasetFingerprint, Seq[String]) = {
    val answers = Queries.map { case (query, kind, ordered) =>
      Answer.of(kind, ordered, cypher.read(query).rows).fold(e => fail(s"$query: $e"), identity)
    }
    (DatasetFingerprint.of(cypher, hashed = true), answers)
  }

  private def version(text: String): Neo4jVersion = Neo4jVersions.require(text, baseDir)

  private def refusal(body: => Any): String = {
    val error = assertThrows(classOf[UserError], () => { body; () })
    assertFalse(error.getMessage.contains("\n"), error.getMessage)
    error.getMessage
  }
}
