package traversalperfs.workloads.file

import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, DatasetFingerprint, Target}
import traversalperfs.tree.TreeOnServer
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.json4s._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Tag, Test, TestInstance}
import traversalperfs.workloads.file._

import java.nio.file.Paths

/**
 * Users' workloads on a real Neo4j server of one version: the example workload's committed answers (recorded on 3.0.12)
 * are what this version answers, over Bolt where it speaks it and through the transactional HTTP endpoint always (the
 * two give the same canonical rows: nodes, relationships, paths, numbers); a query that writes is seen and rolled back;
 * a failing query is one line; the dataset's fingerprint is the recorded one.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Contract)
abstract class WorkloadOnNeo4jContract(version: String) {
  private val baseDir = Paths.get("").toAbsolutePath
  private val home = baseDir.resolve(s"target/test-neo4j/workload-$version")
  private val example = WorkloadReader.read(baseDir.resolve("workloads/tree.yml"))
  private val recorded = RecordedAnswers.read(example.defaultCsv, example)
  private var server: EmbeddedNeo4j = _
  private var runners: Seq[CypherRunner] = Nil

  @BeforeAll def startServer(): Unit = {
    Directories.deleteRecursively(home)
    server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(version, baseDir), home, heap = "512m",
        pageCache = "32m", baseDir = baseDir))
    val target = Target.embedded(server)
    val WorkloadDataset.Tree(tree) = example.dataset
    TreeOnServer.ensure(target, tree)
    runners = CypherRunner.overHttp(target.client, target.version) +:
      server.boltUri.toSeq.map(uri => CypherRunner.overBolt(uri, None))
  }

  @AfterAll def stopServer(): Unit = {
    runners.foreach(_.close())
    if (server != null) server.close()
    Directories.deleteRecursively(home)
  }

  @Test def theExampleAnswersAreTheRecordedOnesOverEveryAccessPath(): Unit =
    for (runner <- runners) {
      assertEquals(Nil, recorded.dataset.differences(DatasetFingerprint.of(runner)), runner.via)
      for (answer <- recorded.answers) {
        val query = example.query(answer.query).get
        val rows = runner.read(query.cypher.text, answer.parameters)
        assertFalse(rows.changedData)
        assertEquals(Right(answer.answer), Answer.of(query.answer, query.ordered, rows.rows),
          s"${runner.via}: ${answer.query} ${answer.parametersJson}")
      }
    }

  @Test def boltAndHttpGiveTheSameCanonicalRows(): Unit = {
    val statement = "MATCH p = (r:Root)-[h:HAS_B]->(b:B {index: $i}) " +
      "RETURN b, h, p, [b.value, 1.5, 'x', null] AS list, {k: b.index, n: 2} AS map, b.index / 2.0 AS ratio"
    val answers = runners.map(r =>
      r.via -> Answer.text(JArray(r.read(statement, Map("i" -> JInt(1))).rows.map(row => JArray(row.toList)).toList)))
    answers.tail.foreach { case (via, text) => assertEquals(answers.head._2, text, s"${answers.head._1} vs $via") }
    assertTrue(answers.head._2.contains(""""index":1"""), answers.head._2)
  }

  @Test def aWriteIsSeenAndRolledBack(): Unit =
    for (runner <- runners) {
      val before = DatasetFingerprint.of(runner)
      val wrote = runner.read("MATCH (b:B {index: 0}) SET b.touched = true CREATE (:Extra) RETURN count(b)")
      assertTrue(wrote.changedData, runner.via)
      assertEquals(before, DatasetFingerprint.of(runner), s"${runner.via}: the write was rolled back")
      assertEquals(Seq(Seq(JInt(0))), runner.read("MATCH (b:B) WHERE b.touched = true RETURN count(b)").rows)
    }

  /**
   * The lab sends a query as written: `CYPHER 25` works where the server has it (2025.06 on), else the server refuses
   * it.
   */
  @Test def cypher25QueriesPassThroughUntouched(): Unit = {
    val statement = "CYPHER 25 UNWIND range(1, 5) AS x FILTER x > 2 LET y = x * 10 RETURN sum(y) AS total"
    for (runner <- runners)
      if (server.settings.neo4j.server.major >= 2025)
        assertEquals(Seq(Seq(JInt(120))), runner.read(statement).rows, runner.via)
      else {
        val refused = assertThrows(classOf[UserError], () => { runner.read(statement); () }).getMessage
        assertTrue(refused.startsWith("Cypher failed: ") && !refused.contains("\n"), refused)
      }
  }

  @Test def aQueryPastItsTimeoutIsEndedByTheServerAndKeptAsARefusal(): Unit =
    // a billion rows: minutes on any version unless the server ends it (the record's bolt.timeout, one second here);
    // the same connection answers the next query; HTTP has no timeout to ask for (the view is the runner itself)
    for (runner <- runners) {
      val within = runner.within(1)
      if (runner.via.startsWith("Bolt")) {
        val attempt = assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
          () => within.attempt("UNWIND range(1, 1000000000) AS i WITH i WHERE i < 0 RETURN count(*) AS n"))
        val refusal = attempt.answer.swap.getOrElse(fail(s"answered: ${attempt.answer}"))
        assertTrue(refusal.code.startsWith("Neo.ClientError.Transaction.") &&
            refusal.message.toLowerCase.contains("timeout"), refusal.describe)
        assertEquals(Some(BigInt(1)), within.read("RETURN 1 AS one").count)
        within.close()
        assertEquals(Some(BigInt(1)), runner.read("RETURN 1 AS one").count, "the view left the driver open")
      } else assertSame(runner, within)
    }

  @Test def aFailingQueryIsOneLine(): Unit =
    for (runner <- runners) {
      val error = assertThrows(classOf[UserError], () => runner.read("MATCH (n RETURN n"))
      assertTrue(error.getMessage.startsWith("Cypher failed: ") && !error.getMessage.contains("\n"), error.getMessage)
    }
}

// 2.2: `{parameter}` syntax over HTTP; 5.26 and 2026.08.1: Bolt and HTTP side by side
// (3.0.12 runs in WorkloadEndToEndTest)
@Tag(Lanes.Contract)
class WorkloadOnNeo4j22Test extends WorkloadOnNeo4jContract("2.2.10")
@Tag(Lanes.Contract)
class WorkloadOnNeo4j526Test extends WorkloadOnNeo4jContract("5.26.30")
@Tag(Lanes.Contract)
class WorkloadOnNeo4j2026Test extends WorkloadOnNeo4jContract("2026.08.1")
