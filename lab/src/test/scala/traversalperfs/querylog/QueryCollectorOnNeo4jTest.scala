package traversalperfs.querylog

import traversalperfs.querylog.QueryLogImport
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.Parameters
import traversalperfs.targets.CypherRunner
import traversalperfs.testing.Lanes
import traversalperfs.workloads.file.{ParameterSource, WorkloadReader}

import org.json4s._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, Tag, Test, TestInstance}
import org.junit.jupiter.api.TestInstance.Lifecycle

import java.nio.file.Paths
import scala.concurrent.ExecutionContext.Implicits.global
import scala.concurrent.duration._
import scala.concurrent.{Await, Future}

/**
 * The Community path to a workload: the data collector of a lab-started 5.26.30, collecting while queries run, read by
 * the import. It talks to its own server only, so it runs beside the child runs (the Enterprise query log and its
 * replay: [[QueryLogOnNeo4jTest]]).
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Servers)
class QueryCollectorOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/test-querycollector")

  @Test def aCommunityServersDataCollectorImportsWhatItRan(): Unit = {
    val home = work.resolve("collector-5.26.30")
    val server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("5.26.30", baseDir), home, "512m", "32m",
        baseDir))
    val cypher = CypherRunner.overBolt(server.boltUri.get, None)
    try {
      cypher.write("UNWIND range(1, 50) AS i CREATE (:Person {name: 'p' + i, age: i % 10})")
      val importing = Future(QueryLogImport.run(Parameters.of("querylog" -> server.boltUri.get,
            "querylog.out" -> work.resolve("collected.yml").toString, "querylog.collect" -> "4")))
      Thread.sleep(1500)
      (1 to 5).foreach(i =>
        cypher.read("MATCH (p:Person) WHERE p.age = $age RETURN count(p) AS n",
          Map("age" -> JInt(i))))
      val imported = Await.result(importing, 2.minutes)
      val workload = WorkloadReader.read(imported.file)
      val byAge = workload.queries.find(_.cypher.text.contains("p.age = $age")).getOrElse(
        fail(s"the query run while collecting: ${imported.summary.mkString("\n")}"))
      assertEquals(Some(5L), byAge.weight)
      val ParameterSource.Csv(_, rows) = byAge.parameters: @unchecked
      assertEquals((1 to 5).map(i => Map("age" -> JInt(i))).toSet, rows.toSet)
    } finally { cypher.close(); server.close(); Directories.deleteRecursively(home) }
  }

  @AfterAll def clean(): Unit = Directories.deleteRecursively(work)

  private def fail(why: String): Nothing = throw new AssertionError(why)
}
