package traversalperfs.tests.endtoend

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Test, TestInstance, TestMethodOrder}
import traversalperfs.lab._
import traversalperfs.lab.workload._

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * A user's own workload file as README tells them to run it: the example (workloads/tree.yml, copied so that the
 * record really happens) recorded and replayed with `./mvnw gatling:test -Dworkload=file:…` on the embedded 3.0.12
 * (HTTP), then side by side with 5.26.30 (Bolt) in the comparison; a tampered answer fails the replay; bad input is
 * one line before any load.
 */
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
class WorkloadEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-workload")
  private val file = work.resolve("tree.yml")
  private val csv = work.resolve("tree.expected.csv")
  private val small = Seq(s"-Dworkload=file:$file", "-Dusers=3", "-Dramp=1", "-Dduration=4", "-Dneo4j.heap=512m",
    "-Dneo4j.pagecache=32m")
  private val replayOnly = "-Dgatling.simulationClass=traversalperfs.simulations.file.WorkloadReplaySimulation"
  private val queries = Seq("true B nodes", "subtree", "path", "aggregation")

  @Test @Order(1) def theExampleIsRecordedThenReplayedVerifiedWithAReportNamingItsQueries(): Unit = {
    Directories.deleteRecursively(work)
    Files.createDirectories(work)
    for (name <- Seq("tree.yml", "tree-paths.csv")) Files.copy(baseDir.resolve("workloads").resolve(name), work.resolve(name))
    val startedAt = System.currentTimeMillis()
    val run = maven("record-replay", small)
    assertEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"[traversal-perfs] wrote 19 answers of tree (Neo4j 3.0.12) to $csv"), run.tail)
    // the same dataset gives the committed answers (recorded on 3.0.12 too): only the workload's place differs
    val workload = WorkloadReader.read(file)
    val committed = baseDir.resolve("workloads/tree.expected.csv")
    assertEquals(RecordedAnswers.read(committed, WorkloadReader.read(baseDir.resolve("workloads/tree.yml"))),
      RecordedAnswers.read(csv, workload))
    for (query <- queries)
      assertTrue(s"""\\[traversal-perfs\\] query '$query': \\d+ requests, KO 0, mean [\\d.]+ ms""".r.findFirstIn(run.output).isDefined, run.tail)
    assertTrue("""\[traversal-perfs\] tree: \d+ requests, KO 0, [\d.]+ requests/s""".r.findFirstIn(run.output).isDefined, run.tail)
    val reports = Files.list(baseDir.resolve("target/gatling")).iterator.asScala.toSeq.filter(p =>
      p.getFileName.toString.startsWith("workloadreplaysimulation") && Files.getLastModifiedTime(p).toMillis >= startedAt)
    val report = reports.map(_.resolve("index.html")).find(Files.isRegularFile(_))
    assertTrue(report.isDefined, s"no replay report: ${run.tail}")
    val pages = Files.walk(report.get.getParent).iterator.asScala.filter(p => p.toString.endsWith(".html") || p.toString.endsWith(".js"))
      .map(Files.readString(_)).mkString
    queries.foreach(query => assertTrue(pages.contains(query), s"the report names the requests by query: $query"))
  }

  @Test @Order(2) def theComparisonReplaysTheAnswersOfOneVersionOnAnotherOverBolt(): Unit = {
    val before = Files.readAllBytes(csv)
    val run = MavenRun.start(baseDir, work.resolve("logs"), "compare", small ++ Seq("-Dcompare.versions=3.0.12,5.26.30",
      "-Dduration=3"), goals = Seq("-Pcompare", "verify", "-DskipTests"))
    assertEquals(0, run.exitCode(), run.tail)
    assertArrayEquals(before, Files.readAllBytes(csv), "the recorded answers are confirmed, not recorded again")
    val out = baseDir.resolve("target/comparison")
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val json = org.json4s.native.JsonMethods.parse(Files.readString(out.resolve("comparison.json")))
    assertTrue((json \ "passed").extract[Boolean], json.toString)
    val titles = for (v <- Seq("3.0.12", "5.26.30"); q <- queries) yield s"$v $q, 512m G1"
    assertEquals(titles, (json \ "cells").children.map(c => (c \ "title").extract[String]))
    assertTrue(Files.readString(out.resolve("logs/record-5.26.30.log")).contains("through the replay's requests (Bolt bolt://127.0.0.1:"))
    assertTrue(Files.readString(out.resolve("index.html")).contains("Workload tree, side by side"))
  }

  @Test @Order(3) def aTamperedAnswerFailsTheReplay(): Unit = {
    val tampered = work.resolve("tampered.csv")
    Files.writeString(tampered, Files.readString(csv).replaceFirst("""(?m)^"true B nodes",\{\},8784,""", "\"true B nodes\",{},8783,"))
    val run = maven("tampered", small ++ Seq(s"-Dworkload.csv=$tampered", replayOnly, "-Dusers=1", "-Dduration=2"))
    assertNotEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains("answer, expected 8783, found 8784"), run.tail)
    assertTrue(run.output.contains("Global: count of failed events is 0.0 : false"), run.tail)
  }

  @Test @Order(4) def badInputIsOneLineBeforeAnyLoad(): Unit = {
    val writes = Files.writeString(work.resolve("writes.yml"),
      "dataset: {tree: {depth: 2, fanout: 2}}\nqueries:\n  - name: touch\n    cypher: MATCH (b:B) SET b.x = 1 RETURN count(b)\n")
    val refusedWrite = maven("writes", Seq(s"-Dworkload=file:$writes"))
    assertRefused(refusedWrite, s"$writes: query 'touch' writes (SET): the replay is read-only; writes belong in dataset.setup")

    val absent = maven("absent", small ++ Seq(s"-Dworkload.csv=${work.resolve("absent.csv")}", replayOnly))
    assertRefused(absent, s"no recorded answers at ${work.resolve("absent.csv")}: record them first")

    val other = work.resolve("other.csv")
    Files.writeString(other, Files.readString(csv).replace("\"\"HAS_A\"\":69904", "\"\"HAS_A\"\":69903"))
    val before = Files.readAllBytes(other)
    val record = maven("other", small :+ s"-Dworkload.csv=$other")
    assertEquals(1, record.exitCode(), record.tail)
    assertTrue(record.output.contains(s"[traversal-perfs] ERROR: $other holds answers recorded on another dataset " +
      "(:HAS_A 69903 vs 69904, recorded vs here)"), record.tail)
    assertFalse(record.output.contains("Simulation traversalperfs"), "refused before any load")
    assertArrayEquals(before, Files.readAllBytes(other), "another dataset's answers are kept as they were")
  }

  private def assertRefused(run: MavenRun, line: String): Unit = {
    assertEquals(1, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"[traversal-perfs] ERROR: $line"), run.tail)
    assertFalse(run.output.contains("starting embedded Neo4j"), s"refused before any server started: ${run.tail}")
  }

  @AfterAll def removeStores(): Unit =
    for (version <- Seq("3.0.12", "5.26.30")) Directories.deleteRecursively(baseDir.resolve(s"target/neo4j/$version/depth4-fanout4-seed42"))

  private def maven(name: String, arguments: Seq[String]): MavenRun = MavenRun.start(baseDir, work.resolve("logs"), name, arguments)
}
