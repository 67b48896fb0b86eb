package traversalperfs.machine

import traversalperfs.server.ServerParameters

import traversalperfs.testing.{Arg, Lanes}
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.workloads.AllParameters
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.server.Directories
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, Order, Tag, Test, TestInstance, TestMethodOrder}
import traversalperfs.workloads.file.{WorkloadDataset, WorkloadReader}

import java.nio.file.{Files, Paths}

/**
 * What the machine was doing, for real: a workload of one cheap lookup on the embedded 5.26.30 over Bolt, run quietly
 * with `lab.pin` (one user pausing: no flag; the kernel's CPU lists of the server and the injector read back; the
 * Gatling report's ranges the run chose), then with many users and no pause (the machine saturated: flagged on the
 * console and in the summary). Every run carries the injector's and the server's CPU, the server's memory, the lab's
 * overhead against a bare driver and the microsecond percentiles. Beside the other classes (its store, answers,
 * summaries and reports its own): the quiet run is not flagged when the others left the cores idle, and when they took
 * them the flag names the machine, never the pinned and nearly idle injector. (Alone, as it ran until 2026-12-03, it
 * held the suite's last 100 s, the other core idle.)
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class MachineFiguresEndToEndTest {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = Files.createDirectories(baseDir.resolve("target/e2e-machine"))
  private val file = Files.writeString(work.resolve("lookups.yml"),
    Seq(
      "dataset:",
      "  setup:",
      "    - \"UNWIND range(1, 200) AS i CREATE (:Person {name: 'p' + i, age: i % 80})\"",
      "    - CREATE INDEX person_name IF NOT EXISTS FOR (p:Person) ON (p.name)",
      "queries:",
      "  - name: by name",
      "    cypher: MATCH (p:Person) WHERE p.name = $name RETURN p.age AS age",
      "    parameters: {cypher: 'MATCH (p:Person) RETURN p.name AS name', rows: 20, seed: 3}").mkString("\n"))
  private val common =
    Seq(Arg(AllParameters.Workload, s"file:$file"), Arg(ServerParameters.Neo4jVersion, "5.26.30"), Arg(P.Heap, "512m"),
      Arg(P.PageCache, "32m"),
      Arg(P.Ramp, "0"))

  private def replay(name: String, arguments: String*): (ChildProcess, JValue) = {
    val summary = work.resolve(s"$name.json")
    Files.deleteIfExists(summary)
    val run = MavenRun.start(baseDir, work.resolve("logs"), name, common ++ arguments :+ Arg(P.Summary, s"$summary"))
    assertEquals(0, run.exitCode(timeoutMinutes = 10), run.tail)
    (run, JsonMethods.parse(Files.readString(summary)))
  }

  /** What every run carries, whatever its load. */
  private def measuredTheMachine(run: ChildProcess, summary: JValue): JValue = {
    val machine = summary \ "machine"
    assertTrue((machine \ "injectorCores").extract[Double] > 0, machine.toString)
    assertTrue((machine \ "serverCores").extract[Double] > 0, "the embedded server's CPU: " + machine)
    assertTrue((machine \ "serverPeakRssMb").extract[Double] >= (machine \ "serverRssMb").extract[Double],
      machine.toString)
    assertTrue((machine \ "serverRssMb").extract[Double] > 50, machine.toString)
    assertEquals(Runtime.getRuntime.availableProcessors, (machine \ "cores").extract[Int])
    val overhead = (summary \ "labOverhead").children
    assertEquals(Seq("Bolt"), overhead.map(o => (o \ "transport").extract[String]), "the workload's only transport")
    for (o <- overhead; client <- Seq("gatling", "bare")) assertTrue((o \ client \ "p50").extract[Long] > 0, o.toString)
    val row = (summary \ "rows").children.head
    assertEquals("by name", (row \ "name").extract[String])
    assertTrue((row \ "micros" \ "p50").extract[Long] > 0 && (row \ "micros" \ "histogram").extract[String].nonEmpty,
      row.toString)
    assertTrue(
      """\[traversal-perfs\] machine over the measured [\d.]+ s \(\d+ cores\): injector \(Gatling\) [\d.]+ cores""".r
        .findFirstIn(run.output).isDefined, run.tail)
    assertTrue(
      ("""\[traversal-perfs\] lab overhead over Bolt \(RETURN 1, 200 requests one after another on one """ +
        """connection\): Gatling p50 [\d.]+ ms""").r
        .findFirstIn(run.output).isDefined, run.tail)
    assertTrue(
      """\[traversal-perfs\] 'by name' on the lab's clock: p50 [\d.]+ ms""".r.findFirstIn(run.output).isDefined,
      run.tail)
    machine
  }

  @Test @Order(1) def aQuietRunIsNotFlaggedAndPinningKeepsTheServerAndTheInjectorApart(): Unit = {
    val (run, summary) =
      replay("quiet-pinned", Arg(P.Users, "1"), Arg(P.PauseMax, "300"), Arg(P.Duration, "3"), Arg(P.Pin, "true"))
    val machine = measuredTheMachine(run, summary)
    // quiet unless other processes took the cores (the class running beside it): then the flag must say the machine's
    // idle share, never blame the injector, which is pinned and nearly idle here
    val saturated = (machine \ "saturated").extract[List[String]]
    if ((machine \ "othersPercent").extractOpt[Double].forall(_ < 20)) {
      assertEquals(Nil, saturated, machine.toString)
      assertFalse(run.output.contains("saturated"), run.tail)
    } else assertTrue(saturated.forall(_.startsWith("machine saturated")), machine.toString)
    // this machine's 2 cores: the server on the second, the injector on the first, as the kernel lists them
    assertEquals(Some("1"), (machine \ "serverCpus").extractOpt[String], machine.toString)
    assertEquals(Some("0"), (machine \ "injectorCpus").extractOpt[String], machine.toString)
    assertEquals(Some("server on CPUs 1, injector on CPUs 0"), (summary \ "pinned").extractOpt[String])
    assertTrue(run.output.contains("on Java 17") && run.output.contains(", server on CPUs 1, injector on CPUs 0"),
      run.tail)
    // the report's response-time ranges are those the run chose from its warm-up and printed, not 800 / 1,200 ms
    val ranges =
      ("""\[traversal-perfs\] Gatling report's response-time ranges: under (\d+) ms, \d+ to (\d+) ms, """ +
        """over \d+ ms \(2 and 10 times the warm-up's last median""").r
        .findFirstMatchIn(run.output).getOrElse(fail(run.tail))
    val report = Files.readString(run.reports.lastOption.getOrElse(fail(run.tail)).resolve("index.html"))
    assertTrue(report.contains(s"t < ${ranges.group(1)} ms") && report.contains(s"t >= ${ranges.group(2)} ms"),
      ranges.toString)
    assertFalse(report.contains("t < 800 ms"), "not Gatling's defaults")
  }

  @Test @Order(2) def manyUsersOnACheapQuerySaturateTheMachineAndAreFlagged(): Unit = {
    // the answers the quiet run recorded: the replay alone (no record run's server start on the machine held alone)
    val (run, summary) = replay("busy", Arg(P.Users, "48"), Arg(P.PauseMax, "0"), Arg(P.Duration, "3"),
      "-Dgatling.simulationClass=traversalperfs.simulations.generic.WorkloadReplaySimulation")
    val machine = measuredTheMachine(run, summary)
    val saturated = (machine \ "saturated").extract[List[String]]
    assertTrue(saturated.nonEmpty, s"48 users without pause on 2 cores: $machine")
    saturated.foreach(s => assertTrue(run.output.contains(s"[traversal-perfs] WARNING: $s"), run.tail))
    assertTrue(
      saturated.exists(s => s.startsWith("injector saturated") || s.startsWith("machine saturated")),
      saturated.toString)
    assertEquals(None, (machine \ "serverCpus").extractOpt[String].filter(_ == "1"), "not pinned by default")
  }

  @AfterAll def removeTheStore(): Unit = {
    val id = WorkloadReader.read(file).dataset.asInstanceOf[WorkloadDataset.Setup].id
    Directories.deleteRecursively(baseDir.resolve(s"target/neo4j/5.26.30/workload-$id"))
  }
}
