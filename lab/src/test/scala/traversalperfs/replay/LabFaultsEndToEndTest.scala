package traversalperfs.replay

import traversalperfs.testing.Arg
import traversalperfs.workloads.traversal.TraversalParameters
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.tree.{TreeClient, TreeKey}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings, Stores}
import traversalperfs.process.MavenRun
import traversalperfs.testing.{Lanes, Neo4jPassword}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/** Faults and load through the user's command (`./mvnw gatling:test`), with real servers. */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@Tag(Lanes.Faults)
class LabFaultsEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/lab-faults")
  private val small =
    Seq(Arg(TraversalParameters.Depth, "2"), Arg(TraversalParameters.Fanout, "3"), Arg(TraversalParameters.Starts, "2"),
      Arg(P.Warmup, "1"), Arg(P.Heap, "512m"), Arg(P.PageCache, "32m"))

  @Test def aServerKilledDuringTheReplayEndsTheRunWithin60sAndLeavesNothingBehind(): Unit = {
    val seed = 991
    val home = Stores.of(baseDir, "3.0.12", TreeKey(2, 3, seed).directoryName)
    val run = MavenRun.start(baseDir, work, "killed-server",
      small ++ Seq(Arg(TraversalParameters.Seed, s"$seed"), Arg(P.Duration, "300"),
        Arg(TraversalParameters.Csv, s"${work.resolve("killed-server.csv")}")))
    run.awaitOutput("Simulation traversalperfs.simulations.traversal.TraversalReplaySimulation started", 300)
    Thread.sleep(2000)
    val children = run.process.descendants().iterator().asScala.toSeq // the Gatling JVM and its Neo4j
    assertTrue(children.size >= 2, s"expected Gatling's and Neo4j's JVMs: $children")
    val pid = Files.readString(home.resolve("server.pid")).trim.split(' ').head.toLong
    ProcessHandle.of(pid).ifPresent(server => { server.destroyForcibly(); () })
    val killedAt = System.nanoTime()

    val exit = run.exitCode()
    val seconds = (System.nanoTime() - killedAt) / 1e9
    assertNotEquals(0, exit, run.tail)
    assertTrue(seconds < 60, f"the run took $seconds%.0f s to end after the server died")
    assertTrue(run.output.contains("went away during the run"), run.tail)
    children.foreach(_.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS))
    assertEquals(Nil, children.filter(_.isAlive), "processes left behind")

    val next = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("3.0.12", baseDir), home, "512m", "32m",
        baseDir)) // no stale lock
    try assertTrue(new TreeClient(next.baseUrl, None).tree().isDefined)
    finally {
      next.close()
      Directories.deleteRecursively(home)
    }
  }

  @Test def credentialsGoToTheTargetOnlyAndAreNeverPrinted(): Unit = {
    val password = "pw-" + java.util.UUID.randomUUID()
    val home = baseDir.resolve("target/test-neo4j/credentials")
    val server =
      EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("3.0.12", baseDir), home, "512m", "32m", baseDir,
          extraSettings = Map("dbms.security.auth_enabled" -> "true")))
    try {
      val changed = Neo4jPassword.set(server.baseUrl, password)
      assertEquals(200, changed.statusCode(), changed.body())

      val run = MavenRun.start(baseDir, work, "credentials",
        small ++ Seq(Arg(TraversalParameters.Seed, "992"), Arg(P.Duration, "2"),
          Arg(P.Target, s"${server.baseUrl}"), Arg(P.User, "neo4j"), Arg(P.Password, s"$password"),
          Arg(TraversalParameters.Csv, s"${work.resolve("credentials.csv")}")))
      assertEquals(0, run.exitCode(), run.tail)
      assertFalse(run.output.contains(password), "the password was printed")
      assertTrue(run.output.contains(s"${server.baseUrl} as neo4j"), run.tail)
    } finally {
      server.close()
      Directories.deleteRecursively(home)
      Directories.deleteRecursively(Stores.of(baseDir, "3.0.12", TreeKey(2, 3, 992).directoryName))
    }
  }

  // fifteen seconds (sixty, then thirty, before the suite's time was cut): 20 users' requests on 4 caches and 8 starts
  // still pass through every path many times over, and a leak of a request's objects still reads in the heap after GC
  @Test def fifteenSecondsAtTwentyUsersKeepEveryAnswerRightAndTheHeapFlat(): Unit = {
    val run = MavenRun.start(baseDir, work, "soak",
      Seq(Arg(TraversalParameters.Depth, "4"), Arg(TraversalParameters.Fanout, "4"),
        Arg(TraversalParameters.Seed, "993"), Arg(TraversalParameters.Starts, "8"),
        Arg(TraversalParameters.Caches, "none,label,property,label+property"), Arg(P.Users, "20"), Arg(P.Warmup, "3"),
        Arg(P.Duration, "15"),
        Arg(P.Heap, "1g"), Arg(P.PageCache, "64m"), Arg(TraversalParameters.Csv, s"${work.resolve("soak.csv")}")))
    assertEquals(0, run.exitCode(), run.tail)
    val summaries =
      run.output.linesIterator.filter(_.matches("""\[traversal-perfs\] measured \w+ requests: .*""")).toSeq
    assertEquals(2, summaries.size, "a line for root requests, one for subtree requests: " + run.tail)
    summaries.foreach(summary => assertTrue(summary.contains(", KO 0,"), summary))
    val heap = """server heap after GC: (\d+) MB before the load, (\d+) MB after""".r
    val Some(heap(before, after)) = heap.findFirstIn(run.output).flatMap(heap.findFirstMatchIn(_))
    assertTrue(after.toLong - before.toLong < 64, s"heap grew from $before MB to $after MB")
    Directories.deleteRecursively(Stores.of(baseDir, "3.0.12", TreeKey(4, 4, 993).directoryName))
  }
}
