package traversalperfs.workloads.file

import traversalperfs.testing.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.workloads.file.FileParameters
import traversalperfs.workloads.AllParameters
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.server.Directories
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Tag, Test, TestInstance, TestMethodOrder}
import traversalperfs.workloads.file._

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * A user's own workload file as README tells them to run it: the example (workloads/tree.yml, copied so that the record
 * really happens) recorded and replayed with `./mvnw gatling:test -Dworkload=file:…` on the embedded 3.0.12 (HTTP); a
 * tampered answer fails the replay; a capacity search stops at its first wrong answer; bad input is one line before any
 * load. Its child runs keep to their own store, answers and summary and find their reports in their own output: it runs
 * beside the child runs' lane (the same user's comparison: [[WorkloadComparisonEndToEndTest]]).
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class WorkloadEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-workload")
  private val file = work.resolve("tree.yml")
  private val csv = work.resolve("tree.expected.csv")
  // every run's summary in its own folder (not target/traversal-perfs: the classes beside it may write there)
  private val summaryFile = work.resolve("summary.json")
  private val small = Seq(Arg(AllParameters.Workload, s"file:$file"), Arg(P.Users, "3"), Arg(P.Ramp, "1"),
    Arg(P.Duration, "4"), Arg(P.Heap, "512m"),
    Arg(P.PageCache, "32m"), Arg(P.Summary, s"$summaryFile"))
  private val replayOnly = "-Dgatling.simulationClass=traversalperfs.simulations.generic.WorkloadReplaySimulation"
  private val queries = Seq("true B nodes", "subtree", "path", "aggregation")

  @Test @Order(1) def theExampleIsRecordedThenReplayedVerifiedWithAReportNamingItsQueries(): Unit = {
    Directories.deleteRecursively(work)
    Files.createDirectories(work)
    for (name <- Seq("tree.yml", "tree-paths.csv"))
      Files.copy(baseDir.resolve("workloads").resolve(name), work.resolve(name))
    val run = maven("record-replay", small)
    assertEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"[traversal-perfs] wrote 19 answers of tree (Neo4j 3.0.12) to $csv"), run.tail)
    // the same dataset gives the committed answers (recorded on 3.0.12 too): only the workload's place differs
    val workload = WorkloadReader.read(file)
    val committed = baseDir.resolve("workloads/tree.expected.csv")
    val expected = RecordedAnswers.read(committed, WorkloadReader.read(baseDir.resolve("workloads/tree.yml")))
    val recorded = RecordedAnswers.read(csv, workload)
    assertEquals(expected.answers, recorded.answers)
    assertEquals(expected.neo4jVersion, recorded.neo4jVersion)
    // the committed answers predate the property keys' counts: the same data as far as both tell, the new one keyed
    assertEquals(Nil, expected.dataset.differences(recorded.dataset))
    assertTrue(recorded.dataset.properties.exists(_.contains("index")), recorded.dataset.text)
    for (query <- queries)
      assertTrue(s"""\\[traversal-perfs\\] query '$query': \\d+ requests, KO 0, mean [\\d.]+ ms""".r.findFirstIn(
          run.output).isDefined, run.tail)
    assertTrue(
      """\[traversal-perfs\] tree: \d+ requests, KO 0, [\d.]+ requests/s""".r.findFirstIn(run.output).isDefined,
      run.tail)
    // a workload file warms up as the traversal does: passes over its rows until latency settles, said, in the summary
    assertTrue(run.output.contains("[traversal-perfs] warm-up: passes over the 19 rows (19 requests each, 3 user(s))"),
      run.tail)
    assertTrue(run.output.contains("[traversal-perfs] warm-up over: "), run.tail)
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val summary = org.json4s.native.JsonMethods.parse(
      Files.readString(summaryFile))
    assertTrue((summary \ "warmUp").extract[String].matches("(latency settled|not settled).*"), summary.toString)
    assertTrue((summary \ "warmUpSettled").extractOpt[Boolean].isDefined, summary.toString)
    // 3.0.12 has no Bolt here: the lab's overhead is measured over HTTP, against the JDK's own client
    assertTrue(
      ("""\[traversal-perfs\] lab overhead over HTTP \(RETURN 1, 200 requests one after another on """ +
        """one connection\): """ +
        """Gatling p50 [\d.]+ ms, p99 [\d.]+ ms; bare JDK HttpClient p50 [\d.]+ ms""").r.findFirstIn(
        run.output).isDefined, run.tail)
    val report = run.reports.filter(_.getFileName.toString.startsWith("workloadreplaysimulation"))
      .map(_.resolve("index.html")).find(Files.isRegularFile(_))
    assertTrue(report.isDefined, s"no replay report: ${run.tail}")
    val pages = Files.walk(report.get.getParent).iterator.asScala.filter(p =>
      p.toString.endsWith(".html") || p.toString.endsWith(".js"))
      .map(Files.readString(_)).mkString
    queries.foreach(query => assertTrue(pages.contains(query), s"the report names the requests by query: $query"))
  }

  @Test @Order(2) def aTamperedAnswerFailsTheReplay(): Unit = {
    val tampered = work.resolve("tampered.csv")
    Files.writeString(tampered,
      Files.readString(csv).replaceFirst("""(?m)^"true B nodes",\{\},8784,""", "\"true B nodes\",{},8783,"))
    // on the store the record made, named as a user names their own (used as it is)
    val store = baseDir.resolve("target/neo4j/3.0.12/depth4-fanout4-seed42")
    val run = maven("tampered",
      small ++ Seq(Arg(FileParameters.WorkloadCsv, s"$tampered"), Arg(FileParameters.WorkloadStore, s"$store"),
        replayOnly,
        Arg(P.Users, "1"), Arg(P.Duration, "2")))
    assertNotEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"the data is used as $store holds it"), run.tail)
    assertTrue(run.output.contains("answer, expected 8783, found 8784"), run.tail)
    assertTrue(run.output.contains("Global: count of failed events is 0.0 : false"), run.tail)
  }

  @Test @Order(2) def aCapacitySearchRunsOnAWorkloadFileAndStopsAtItsFirstWrongAnswer(): Unit = {
    val store = baseDir.resolve("target/neo4j/3.0.12/depth4-fanout4-seed42")
    val search =
      small ++ Seq(Arg(FileParameters.WorkloadStore, s"$store"), replayOnly, Arg(P.Slo, "p95<5000ms"), Arg(P.Rate, "5"),
        Arg(P.CapacityLevel, "4"), Arg(P.CapacityMax, "10"))
    val held = maven("capacity", search)
    assertEquals(0, held.exitCode(), held.tail)
    assertTrue(held.output.contains("[traversal-perfs] capacity level 5.0/s: "), held.tail)
    assertTrue(held.output.contains("[traversal-perfs] capacity: "), held.tail)
    val wrong = work.resolve("wrong.csv")
    Files.writeString(wrong,
      Files.readString(csv).replaceFirst("""(?m)^"true B nodes",\{\},8784,""", "\"true B nodes\",{},8783,"))
    val stopped = maven("capacity-wrong", search :+ Arg(FileParameters.WorkloadCsv, s"$wrong"))
    assertNotEquals(0, stopped.exitCode(), stopped.tail)
    assertTrue(stopped.output.contains("wrong answer: query 'true B nodes'"), stopped.tail)
  }

  @Test @Order(3) def badInputIsOneLineBeforeAnyLoad(): Unit = {
    val writes = Files.writeString(work.resolve("writes.yml"),
      "dataset: {tree: {depth: 2, fanout: 2}}\nqueries:\n  - name: touch\n" +
        "    cypher: MATCH (b:B) SET b.x = 1 RETURN count(b)\n")
    val refusedWrite = maven("writes", Seq(Arg(AllParameters.Workload, s"file:$writes")))
    assertRefused(refusedWrite,
      s"$writes: query 'touch' writes (SET): the replay is read-only unless a query says write: true")

    val other = work.resolve("other.csv")
    Files.writeString(other, Files.readString(csv).replace("\"\"HAS_A\"\":69904", "\"\"HAS_A\"\":69903"))
    val before = Files.readAllBytes(other)
    val record = maven("other", small :+ Arg(FileParameters.WorkloadCsv, s"$other"))
    assertEquals(1, record.exitCode(), record.tail)
    assertTrue(
      record.output.contains(s"[traversal-perfs] ERROR: $other holds answers recorded on another dataset " +
        "(:HAS_A 69903 vs 69904, recorded vs here)"), record.tail)
    assertFalse(record.output.contains("Simulation traversalperfs"), "refused before any load")
    assertArrayEquals(before, Files.readAllBytes(other), "another dataset's answers are kept as they were")
  }

  private def assertRefused(run: ChildProcess, line: String): Unit = {
    assertEquals(1, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"[traversal-perfs] ERROR: $line"), run.tail)
    assertFalse(run.output.contains("starting embedded Neo4j"), s"refused before any server started: ${run.tail}")
  }

  @AfterAll def removeStores(): Unit =
    Directories.deleteRecursively(baseDir.resolve("target/neo4j/3.0.12/depth4-fanout4-seed42"))

  private def maven(name: String, arguments: Seq[String]): ChildProcess =
    MavenRun.start(baseDir, work.resolve("logs"), name, arguments)
}
