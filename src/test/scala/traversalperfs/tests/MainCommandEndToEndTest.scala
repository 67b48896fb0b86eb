package traversalperfs.tests

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Test, TestInstance, TestMethodOrder}
import traversalperfs.lab.{MavenRun, ExpectedCountsCsv, LabSettings, StartSample, TreeKey}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The user's path, for real: `./mvnw gatling:test` in a child process (non-interactive, no stdin) on a small tree
 * and a few seconds of replay, against the embedded Neo4j 3.0.12.
 */
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
class MainCommandEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-test")
  private val tree = TreeKey(depth = 2, fanout = 3, seed = 77)
  // in the resources folder, like the default CSV: Gatling treats files there differently
  private val csv = baseDir.resolve("src/test/resources/data/e2e-test-expected-counts.csv")
  private val smallRun = Seq(s"-Ddepth=${tree.depth}", s"-Dfanout=${tree.fanout}", s"-Dseed=${tree.seed}", "-Dstarts=4",
    "-Dcaches=none,label,property,label+property", "-Dwarmup=1", "-Dduration=3", "-Dusers=2", "-Dneo4j.heap=512m", "-Dneo4j.pagecache=32m")
  private val replayOnly = "-Dgatling.simulationClass=traversalperfs.simulations.TraversalReplaySimulation"

  @Test @Order(1) def theMainCommandSeedsReplaysAndLeavesAReport(): Unit = {
    Files.createDirectories(work)
    Files.deleteIfExists(csv)
    val startedAt = System.currentTimeMillis()
    val run = maven("main", smallRun :+ s"-Dcsv=$csv")
    assertEquals(0, run.exitCode, run.tail)

    val rows = ExpectedCountsCsv.read(csv)
    val starts = StartSample(tree, 4)
    assertEquals(starts.size * LabSettings.Orders.size * LabSettings.Caches.size, rows.size)
    assertEquals(starts.toSet, rows.map(_.start).toSet)
    rows.foreach(row => assertEquals(TreeOracle.count(tree, row.start), row.count, s"recorded $row"))

    val report = newestReport("traversalreplaysimulation", startedAt)
    assertTrue(report.exists(r => Files.isRegularFile(r.resolve("index.html"))), s"no replay report: ${run.tail}")
    assertTrue(run.output.contains("please open the following file"), run.tail)
    assertTrue(run.output.contains("| 50% |"), "the latency table is printed: " + run.tail)
  }

  @Test @Order(2) def aTamperedCountFailsTheReplayWithExpectedAndActual(): Unit = {
    val tampered = work.resolve("tampered.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    val rootRow = lines.indexWhere(_.contains(",root,depth-first,none,"))
    val cells = lines(rootRow).split(",", -1)
    val wrong = cells.last.toLong + 1
    Files.write(tampered, lines.updated(rootRow, (cells.init :+ wrong.toString).mkString(",")).asJava)

    val run = maven("tampered", smallRun ++ Seq(s"-Dcsv=$tampered", replayOnly))
    assertNotEquals(0, run.exitCode, run.tail)
    assertTrue(run.output.contains(s"jsonPath($$.count).find.is($wrong), found ${cells.last}"), run.tail)
  }

  @Test @Order(3) def aCsvOfAnotherTreeIsRefusedBeforeTheLoadInOneLine(): Unit = {
    val otherTree = work.resolve("other-tree.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    Files.write(otherTree, (lines.head +: lines.tail.map(_.replaceFirst(s",${tree.seed},", ",78,"))).asJava)

    val run = maven("other-tree", smallRun ++ Seq(s"-Dcsv=$otherTree", replayOnly))
    assertNotEquals(0, run.exitCode, run.tail)
    val errors = run.output.linesIterator.filter(_.startsWith("[traversal-perfs] ERROR:")).toSeq
    assertEquals(1, errors.size, run.tail)
    assertTrue(errors.head.contains("recorded on another tree"), errors.head)
    assertFalse(run.output.contains("Simulation traversalperfs.simulations.TraversalReplaySimulation started"), run.tail)
  }

  @AfterAll def removeTheRecordedCsv(): Unit = Files.deleteIfExists(csv)

  private final case class Run(exitCode: Int, output: String, tail: String)

  private def maven(name: String, arguments: Seq[String]): Run = {
    val run = MavenRun.start(baseDir, work, name, arguments)
    Run(run.exitCode(), run.output, run.tail)
  }

  private def newestReport(prefix: String, notBefore: Long): Option[Path] = {
    val stream = Files.list(baseDir.resolve("target/gatling"))
    try stream.iterator.asScala.toSeq
      .filter(p => p.getFileName.toString.startsWith(prefix) && Files.getLastModifiedTime(p).toMillis >= notBefore)
      .sortBy(p => Files.getLastModifiedTime(p).toMillis).lastOption
    finally stream.close()
  }
}
