package traversalperfs.workloads.traversal

import traversalperfs.server.ServerParameters

import traversalperfs.testing.{Arg, Lanes}
import traversalperfs.workloads.traversal.TraversalParameters
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.server.{Directories, Stores}
import traversalperfs.process.MavenRun
import traversalperfs.measure.WarmUp
import traversalperfs.tree.{TreeKey, TreeOracle}
import traversalperfs.workloads.traversal.{ExpectedCount, ExpectedCountsCsv, StartSample, TraversalSettings}

import org.junit.jupiter.api.parallel.ResourceLock
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Tag, Test, TestInstance, TestMethodOrder}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The user's path, for real: `./mvnw gatling:test` in a child process (non-interactive, no stdin) on a small tree and a
 * few seconds of replay, against the embedded Neo4j 3.0.12, recording where a user's run records (under target/, the
 * committed file untouched).
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class MainCommandEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-test")
  private val tree = TreeKey(depth = 2, fanout = 3, seed = 77)
  private val committed = baseDir.resolve(TraversalSettings.CommittedCsv)
  private val committedBefore = Files.readAllBytes(committed)
  private val csv = baseDir.resolve(TraversalSettings.RecordedCsv)
  // the user's own recordings, put back when the tests are over
  private val recordedBefore = if (Files.exists(csv)) Some(Files.readAllBytes(csv)) else None
  private val smallRun = Seq(Arg(TraversalParameters.Depth, s"${tree.depth}"),
    Arg(TraversalParameters.Fanout, s"${tree.fanout}"), Arg(TraversalParameters.Seed, s"${tree.seed}"),
    Arg(TraversalParameters.Starts, "4"),
    Arg(TraversalParameters.Caches, "none,label,property,label+property"), Arg(P.Warmup, "1"), Arg(P.Duration, "3"),
    Arg(P.Users, "2"), Arg(P.Heap, "512m"),
    Arg(P.PageCache, "32m"))
  private val replayOnly = "-Dgatling.simulationClass=traversalperfs.simulations.traversal.TraversalReplaySimulation"

  @Test @Order(1) def theMainCommandSeedsReplaysAndLeavesAReport(): Unit = {
    Files.createDirectories(work)
    Directories.deleteRecursively(Stores.of(baseDir, "3.0.12", tree.directoryName)) // a new user's first run
    // a recording of another tree, already there: recording this tree must keep it
    val otherTree = ExpectedCount(TreeKey(1, 2, 5), "", "depth-first", "none", TreeOracle.count(TreeKey(1, 2, 5), ""))
    ExpectedCountsCsv.write(csv, Seq(otherTree))
    val run =
      maven("main",
        smallRun ++ Seq(Arg(TraversalParameters.Access, "extension,cypher"),
          Arg(P.Populate, "bulk"))) // auto: bulk from 100,000 nodes
    assertEquals(0, run.exitCode, run.tail)
    assertTrue(run.output.contains("Cypher requests go over HTTP http://127.0.0.1:"),
      "3.0's Cypher over HTTP: " + run.tail)
    assertTrue(run.output.contains("| root cypher |") || run.output.contains(" root cypher |"), run.tail)

    assertArrayEquals(committedBefore, Files.readAllBytes(committed), "a run on another tree rewrote the committed CSV")
    val all = ExpectedCountsCsv.read(csv)
    assertTrue(all.contains(otherTree), "the other tree's row was dropped")
    val rows = all.filter(_.tree == tree)
    val starts = StartSample(tree, 4)
    assertEquals(starts.size * TraversalSettings.Orders.size * TraversalSettings.Caches.size, rows.size)
    assertEquals(starts.toSet, rows.map(_.start).toSet)
    rows.foreach(row => assertEquals(TreeOracle.count(tree, row.start), row.count, s"recorded $row"))

    val report = run.reports.find(_.getFileName.toString.startsWith("traversalreplaysimulation"))
    assertTrue(report.exists(r => Files.isRegularFile(r.resolve("index.html"))), s"no replay report: ${run.tail}")
    assertTrue(run.output.contains("| 50% |"), "the latency table is printed: " + run.tail)
    for (scope <- Seq("root", "subtree"))
      assertTrue(run.output.contains(s"[traversal-perfs] measured $scope requests: "), run.tail)
    assertTrue(run.output.contains("[traversal-perfs] warm-up over: "), run.tail)
    // a new store of the lab's: the tree is written offline, before the server starts, and the run says so
    assertTrue(run.output.contains("offline, before the server starts (populate=bulk: the store is the lab's"),
      run.tail)
    val populated = run.output.indexOf("[traversal-perfs] populated: ")
    val progress = run.output.lastIndexOf("[bulk 3.0.12] traversal-perfs: bulk populate")
    assertTrue(progress >= 0 && progress < populated, "the writer's progress comes before the lab's 'populated'")
    assertTrue(run.output.contains("nodes (100.0%)"), "progress in % and nodes/s: " + run.tail)
    assertTrue(run.output.indexOf("\"writer\":\"Neo4j's batch inserter\"") > populated, run.tail)
    assertTrue(populated < run.output.indexOf("answers at http://127.0.0.1:"), "populated before the server starts")
  }

  @Test @Order(2) def theSameCommandRunsOnNeo4j5WithTheCypherOracleOverBolt(): Unit = {
    val recorded = work.resolve("neo4j5.csv")
    Files.deleteIfExists(recorded)
    val summary = work.resolve("neo4j5-replay.json")
    // one pass can never show latency settled (three are needed): the figures must say their warm-up did not settle
    val run = maven("neo4j5",
      smallRun ++ Seq(Arg(ServerParameters.Neo4jVersion, "5.26.30"), Arg(TraversalParameters.Csv, s"$recorded"),
        Arg(TraversalParameters.Strategy, "core"),
        Arg(TraversalParameters.Access, "extension,cypher"), Arg(P.WarmupPasses, "1"), Arg(P.Summary, s"$summary")))
    assertEquals(0, run.exitCode, run.tail)
    assertTrue(run.output.contains("[traversal-perfs] warm-up over: not settled: pass cap of 1 passes reached"),
      run.tail)
    for (scope <- Seq("root", "subtree"))
      assertTrue(s"\\[traversal-perfs\\] measured $scope requests: .*\\(${WarmUp.UnsettledNote}\\)".r.findFirstIn(
          run.output).isDefined, run.tail)
    assertTrue(run.output.contains(s"[traversal-perfs] WARNING: ${WarmUp.UnsettledNote}"), run.tail)
    val written = org.json4s.native.JsonMethods.parse(Files.readString(summary))
    assertEquals(org.json4s.JBool(false), written \ "warmUpSettled")
    // after the load, each request's work: the extension's own counts (strategy core: its core API reads), the Cypher
    // count under PROFILE over Bolt; every answer checked
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val requestWork = (written \ "work").children.map(w => (w \ "name").extract[String] -> w).toMap
    for (name <- Seq("root depth-first cache=none", "subtree depth-first cache=none")) {
      assertTrue((requestWork(name) \ "nodesVisited").extract[Double] > 0, requestWork(name).toString)
      assertTrue((requestWork(name) \ "calls" \ "getProperty").extract[Double] > 0, requestWork(name).toString)
      assertTrue((requestWork(name) \ "via").extract[String].contains("strategy=core"), requestWork(name).toString)
    }
    for (name <- Seq("root cypher", "subtree cypher")) {
      assertTrue((requestWork(name) \ "via").extract[String].startsWith("PROFILE over Bolt bolt://"),
        requestWork(name).toString)
      assertTrue((requestWork(name) \ "dbHits").extract[Double] > 0 && (requestWork(name) \ "wrong").children.isEmpty,
        requestWork(name).toString)
      assertTrue((requestWork(name) \ "plan" \ "root" \ "operator").extract[String].startsWith("ProduceResults"),
        requestWork(name).toString)
    }
    assertTrue(run.output.contains("[traversal-perfs] work of 'root cypher' (PROFILE over Bolt bolt://127.0.0.1:"),
      run.tail)
    assertTrue(run.output.contains("Cypher requests go over Bolt bolt://127.0.0.1:"), run.tail)
    assertTrue(run.output.contains("[traversal-perfs] measured root requests: "), run.tail)
    ExpectedCountsCsv.read(recorded).foreach(row =>
      assertEquals(TreeOracle.count(tree, row.start), row.count, s"recorded $row"))
    assertTrue(run.output.contains("against Cypher (Bolt bolt://127.0.0.1:"), run.tail)
    // populate=auto on a small tree: through the extension (as a target's tree is made), with the server's progress
    assertTrue(run.output.contains(
        "no bulk populate (populate=auto: 121 nodes, under the 100,000 from which bulk is faster)"), run.tail)
    assertTrue(run.output.contains("through the server on http://127.0.0.1:"), run.tail)
    assertTrue(run.output.contains("[neo4j 5.26.30] traversal-perfs: populate"),
      "the server's progress is shown: " + run.tail)
    assertTrue(run.output.contains("strategy core,"), run.tail)
    Directories.deleteRecursively(Stores.of(baseDir, "5.26.30", tree.directoryName))
  }

  @Test @Order(3) def aTamperedCountFailsTheReplayWithExpectedAndActual(): Unit = {
    val tampered = work.resolve("tampered.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    val rootRow = lines.indexWhere(l =>
      l.startsWith(s"${tree.depth},${tree.fanout},${tree.seed},") && l.contains(",root,depth-first,none,"))
    val cells = lines(rootRow).split(",", -1)
    val wrong = cells.last.toLong + 1
    Files.write(tampered, lines.updated(rootRow, (cells.init :+ wrong.toString).mkString(",")).asJava)

    val run = maven("tampered", smallRun ++ Seq(Arg(TraversalParameters.Csv, s"$tampered"), replayOnly))
    assertNotEquals(0, run.exitCode, run.tail)
    assertTrue(run.output.contains(s"jsonPath($$.count).find.is($wrong), found ${cells.last}"), run.tail)
  }

  @Test @Order(4) def aRefusedConfigurationEndsWithItsOneLineAndNoAssertionNoise(): Unit = {
    val run = maven("refused", Seq(Arg(ServerParameters.Neo4jVersion, "9.9"), replayOnly))
    assertNotEquals(0, run.exitCode, run.tail)
    val errors = run.output.linesIterator.filter(_.startsWith("[traversal-perfs] ERROR:")).toSeq
    assertEquals(Seq(
        "[traversal-perfs] ERROR: unknown neo4j.version '9.9': use one of 2.2.10, 2.3.12, 3.0.12, 3.5.35, 4.4.48, " +
          "5.26.30, 2026.08.1"),
      errors)
    assertFalse(run.output.contains("starting embedded Neo4j 9.9"), run.tail)
    assertFalse(run.output.contains("assertions failed"), run.tail)
  }

  /**
   * A JDK-17-only machine, simulated: no toolchains, no JDK directories, no `*JAVA*HOME*` variables but Maven's own.
   */
  @Test @Order(4) def neo4j2026OnAJdk17OnlyMachineIsRefusedInOneLineNamingWhatToInstall(): Unit = {
    org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.version().feature() < 21,
      "the lab itself runs on Java 21+ here")
    val nowhere = work.resolve("no-jdks")
    val run = MavenRun.start(baseDir, work, "no-java-21",
      smallRun ++ Seq(Arg(ServerParameters.Neo4jVersion, "2026.08.1"),
        Arg(ServerParameters.JavaToolchains, s"$nowhere/toolchains.xml"),
        Arg(ServerParameters.JavaDirectories, s"$nowhere"), replayOnly),
      hidden = name => name.toUpperCase.matches(".*(JAVA|JDK).*HOME.*"))
    assertNotEquals(0, run.exitCode(), run.tail)
    val errors = run.output.linesIterator.filter(_.startsWith("[traversal-perfs] ERROR:")).toSeq
    assertEquals(1, errors.size, run.tail)
    assertTrue(
      errors.head.startsWith("[traversal-perfs] ERROR: Neo4j 2026.08.1 needs Java 21-25 and none of this " +
        "machine's JDKs can run it (found: Java 17") && errors.head.endsWith(
        "install a JDK 21 (for example Temurin 21), " +
          "declare it in ~/.m2/toolchains.xml or name it with -Dneo4j.java=<its home>"), errors.head)
    assertFalse(run.output.contains("starting embedded Neo4j"), run.tail)
  }

  @Test @Order(5) def aCsvOfAnotherTreeIsRefusedBeforeTheLoadInOneLine(): Unit = {
    val otherTree = work.resolve("other-tree.csv")
    val lines = Files.readAllLines(csv).asScala.toVector
    Files.write(otherTree, (lines.head +: lines.tail.map(_.replaceFirst(s",${tree.seed},", ",78,"))).asJava)

    val run = maven("other-tree", smallRun ++ Seq(Arg(TraversalParameters.Csv, s"$otherTree"), replayOnly))
    assertNotEquals(0, run.exitCode, run.tail)
    val errors = run.output.linesIterator.filter(_.startsWith("[traversal-perfs] ERROR:")).toSeq
    assertEquals(1, errors.size, run.tail)
    assertTrue(errors.head.contains("recorded on another tree"), errors.head)
    assertFalse(
      run.output.contains("Simulation traversalperfs.simulations.traversal.TraversalReplaySimulation started"),
      run.tail)
  }

  @Test @Order(6) def withClearEveryRequestStartsFromClearedCachesNeo4j22sObjectCachesIncluded(): Unit = {
    // the counts recorded by the first test, on 2.2.10 (the version with an object cache)
    val run = maven("clear",
      smallRun.filterNot(_.startsWith(Arg(TraversalParameters.Caches, ""))) ++ Seq(Arg(ServerParameters.Neo4jVersion,
          "2.2.10"),
        Arg(TraversalParameters.Caches, "none,label+property"), Arg(TraversalParameters.Clear, "true"),
        Arg(P.Rate, "4")))
    assertEquals(0, run.exitCode, run.tail)
    // in the open model: 4 requests arriving per second whatever the answers
    assertTrue(run.output.contains("4.0 requests/s offered for 3 s (open model)"), run.tail)
    assertTrue("""answers/s achieved of 4.0 requests/s offered""".r.findFirstIn(run.output).isDefined, run.tail)
    assertTrue(run.output.contains("caches cleared before every request, "), run.tail)
    val measured = """\[traversal-perfs\] measured \w+ requests: (\d+), KO 0""".r.findAllMatchIn(run.output).map(
      _.group(1).toInt).sum
    val line =
      """the server cleared them (\d+) times during the replay; Neo4j's object caches cleared too \((\d+) nodes""".r
        .findFirstMatchIn(run.output)
    assertTrue(line.isDefined, run.tail)
    assertTrue(measured > 0 && line.get.group(1).toInt >= measured,
      s"a clear before each of the $measured measured requests: ${line.get}")
    assertTrue(line.get.group(2).toInt > 0,
      "the last request left nodes in 2.2's object cache, and the clear emptied it")
  }

  @AfterAll def cleanUp(): Unit = {
    recordedBefore.fold(Files.deleteIfExists(csv): Any)(bytes => Files.write(csv, bytes))
    for (version <- Seq("3.0.12", "2.2.10"))
      Directories.deleteRecursively(Stores.of(baseDir, version, tree.directoryName))
  }

  import MainCommandEndToEndTest.Run

  private def maven(name: String, arguments: Seq[String]): Run = {
    val run = MavenRun.start(baseDir, work, name, arguments)
    Run(run.exitCode(), run.output, run.tail, run.reports)
  }
}

object MainCommandEndToEndTest {
  private final case class Run(exitCode: Int, output: String, tail: String, reports: Seq[Path])
}
