package traversalperfs.workloads.permissions

import traversalperfs.testing.{Arg, Lanes}
import traversalperfs.workloads.permissions.PermissionsParameters
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.workloads.AllParameters
import traversalperfs.process.{ChildProcess, MavenRun}
import traversalperfs.server.Directories
import org.junit.jupiter.api.parallel.ResourceLock
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, Order, Tag, Test, TestInstance, TestMethodOrder}
import traversalperfs.workloads.permissions._

import java.nio.file.{Files, Paths}

/**
 * The permissions workload as a user runs it: `./mvnw gatling:test -Dworkload=permissions` in a child process on a
 * small dataset (record, then replay verified, on the embedded Neo4j 3.0.12), then the replay failing on a tampered
 * count, and the refusals that come before any load.
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class PermissionsEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-permissions")
  private val csv = work.resolve("permissions.csv")
  private val dataset = PermissionsKey(users = 40, groups = 6, folders = 50, documents = 1500, userGrants = 3,
    groupGrants = 20, seed = 11)
  private val smallRun = Seq(Arg(AllParameters.Workload, "permissions"),
    Arg(PermissionsParameters.PermissionsUsers, s"${dataset.users}"),
    Arg(PermissionsParameters.PermissionsGroups, s"${dataset.groups}"),
    Arg(PermissionsParameters.PermissionsFolders, s"${dataset.folders}"),
    Arg(PermissionsParameters.PermissionsDocuments, s"${dataset.documents}"),
    Arg(PermissionsParameters.PermissionsUserGrants, s"${dataset.userGrants}"),
    Arg(PermissionsParameters.PermissionsGroupGrants, s"${dataset.groupGrants}"),
    Arg(PermissionsParameters.PermissionsSeed, s"${dataset.seed}"),
    Arg(PermissionsParameters.RecordUsers, "3"), Arg(PermissionsParameters.RecordDuration, "3"),
    Arg(PermissionsParameters.RecordRows, "25"), Arg(PermissionsParameters.RecordDocuments, "300"),
    Arg(P.Users, "4"), Arg(P.Ramp, "1"), Arg(P.Duration, "4"), Arg(PermissionsParameters.PermissionsCsv, s"$csv"),
    Arg(P.Heap, "512m"), Arg(P.PageCache, "32m"))
  private val replayOnly =
    "-Dgatling.simulationClass=traversalperfs.simulations.permissions.PermissionsReplaySimulation"

  @Test @Order(1) def theMainCommandRecordsThenReplaysVerifiedWithAReport(): Unit = {
    Directories.deleteRecursively(work)
    // the default load (20 users, no users given): a think time from the warm-up leaves the machine headroom
    val run = maven("record-replay", smallRun.filterNot(_ == Arg(P.Users, "4")))
    assertEquals(0, run.exitCode(), run.tail)
    val output = run.output
    assertTrue(output.contains("[traversal-perfs] warm-up: passes over the 25 rows (25 requests each, 20 user(s))"),
      run.tail)
    assertTrue(output.contains("[traversal-perfs] warm-up over: "), run.tail)
    assertTrue(
      ("""\[traversal-perfs\] think time: each of the 20 user\(s\) pauses 0 to \d+ ms between requests """ +
        """\(mean \d+ ms, """ +
        """the warm-up's last median\)""").r.findFirstIn(output).isDefined, run.tail)
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val summary = org.json4s.native.JsonMethods.parse(
      Files.readString(baseDir.resolve("target/traversal-perfs/last-permissions-replay.json")))
    assertTrue((summary \ "warmUp").extract[String].matches("(latency settled|not settled).*"), summary.toString)
    assertTrue((summary \ "warmUpSettled").extractOpt[Boolean].isDefined && (summary \ "thinkTimeMillis").extractOpt[
        Long].isDefined,
      summary.toString)
    assertTrue((summary \ "load").extract[String].contains("each pausing a think time"), summary.toString)
    assertTrue(output.contains("[traversal-perfs] Cypher confirmed 25 / 25 answers"), run.tail)
    val (key, rows) = PermissionsCsv.read(csv)
    assertEquals(dataset, key)
    assertEquals(25, rows.size)
    assertTrue(rows.forall(r => r.documentIds.size <= 300 && r.documentIds.distinct.size == r.documentIds.size),
      "documents per check")
    assertTrue(
      rows.exists(_.results > 0) && rows.exists(r => r.results < r.documentIds.size), "some read, some refused")
    assertTrue("""\[traversal-perfs\] permissions: \d+ checks, KO 0, [\d.]+ requests/s, mean \d+ ms""".r.findFirstIn(
        output).isDefined,
      run.tail)
    val reports = run.reports.filter(_.getFileName.toString.startsWith("permissionsreplaysimulation"))
    assertTrue(reports.exists(r => Files.isRegularFile(r.resolve("index.html"))), s"no replay report: ${run.tail}")

    // a second run finds its answers recorded: nothing is recorded again, the file is not rewritten; its replay
    // runs in the open model (15 checks arriving per second, whatever the answers)
    val before = Files.readAllBytes(csv)
    val again = maven("again", smallRun ++ Seq(Arg(P.Duration, "3"), Arg(P.Rate, "15")))
    assertEquals(0, again.exitCode(), again.tail)
    assertTrue(again.output.contains("15.0 requests/s offered for 3 s (open model)"), again.tail)
    val achieved =
      """\[traversal-perfs\] ([\d.]+) answers/s achieved of 15.0 requests/s offered""".r.findFirstMatchIn(again.output)
    // never more than offered (a closed model's 4 users would answer hundreds per second), less when the machine lags
    assertTrue(achieved.exists(m => m.group(1).toDouble > 5 && m.group(1).toDouble <= 16), again.tail)
    assertTrue(again.output.contains("holds answers recorded on this dataset: nothing to record"), again.tail)
    assertArrayEquals(before, Files.readAllBytes(csv))
  }

  @Test @Order(2) def aTamperedCountFailsTheReplay(): Unit = {
    val (_, rows) = PermissionsCsv.read(csv)
    val tampered = work.resolve("tampered.csv")
    val wrong = rows.head.copy(results = if (rows.head.results == 0) 1 else rows.head.results - 1)
    PermissionsCsv.write(tampered, dataset, wrong +: rows.tail)
    val run = maven("tampered",
      smallRun.filterNot(_.startsWith(Arg(PermissionsParameters.PermissionsCsv, ""))) ++
        Seq(Arg(PermissionsParameters.PermissionsCsv, s"$tampered"), replayOnly, Arg(P.Users, "1"),
          Arg(P.Duration, "2")))
    assertNotEquals(0, run.exitCode(), run.tail)
    assertTrue(run.output.contains(s"jsonPath($$[*]).count.is(${wrong.results}), found ${rows.head.results}"), run.tail)
    assertTrue(run.output.contains("Global: count of failed events is 0.0 : false"), run.tail)

    // in a capacity search slow answers only break a level, but a wrong answer still fails the run
    val search = maven("tampered-capacity",
      smallRun.filterNot(_.startsWith(Arg(PermissionsParameters.PermissionsCsv, ""))) ++
        Seq(Arg(PermissionsParameters.PermissionsCsv, s"$tampered"), replayOnly, Arg(P.Slo, "p95<2000ms"),
          Arg(P.Rate, "10"), Arg(P.CapacityLevel, "2")))
    assertNotEquals(0, search.exitCode(), search.tail)
    assertTrue(search.output.contains(s"wrong answer: user ${wrong.userId}: expected ${wrong.results} readable, " +
        s"found ${rows.head.results}"), search.tail)
  }

  @Test @Order(3) def answersOfAnotherDatasetAreRefusedBeforeAnyLoadAndNeverOverwritten(): Unit = {
    val other = work.resolve("other.csv")
    val (_, rows) = PermissionsCsv.read(csv)
    PermissionsCsv.write(other, dataset.copy(seed = 12), rows)
    val before = Files.readAllBytes(other)
    val arguments = smallRun.filterNot(_.startsWith(Arg(PermissionsParameters.PermissionsCsv, ""))) :+ Arg(
      PermissionsParameters.PermissionsCsv, s"$other")
    val replay = maven("other-replay", arguments :+ replayOnly)
    assertEquals(1, replay.exitCode(), replay.tail)
    assertTrue(replay.output.contains(s"[traversal-perfs] ERROR: $other was recorded on another dataset"), replay.tail)
    assertFalse(replay.output.contains("starting embedded Neo4j"), "refused before any server started")
    val record = maven("other-record", arguments)
    assertEquals(1, record.exitCode(), record.tail)
    assertTrue(record.output.contains(s"[traversal-perfs] ERROR: $other holds answers recorded on another dataset"),
      record.tail)
    assertArrayEquals(before, Files.readAllBytes(other), "the other dataset's answers were kept as they were")
    // an unknown workload's line is WorkloadSwitchTest's: a child run would only repeat the two above's exit path
  }

  @Test @Order(4) def theComparisonComparesVersionsOnTheRecordedChecks(): Unit = {
    val run = MavenRun.start(baseDir, work.resolve("logs"), "compare",
      smallRun ++ Seq(Arg(P.CompareVersions, "3.0.12,5.26.30"), Arg(P.Duration, "3"), Arg(P.CompareRepeat, "1"),
        Arg(P.CompareBudget, "0")),
      goals = MavenRun.commandOnWhatIsBuilt("compare"))
    assertEquals(0, run.exitCode(), run.tail)
    val out = baseDir.resolve("target/comparison")
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val json = org.json4s.native.JsonMethods.parse(Files.readString(out.resolve("comparison.json")))
    assertTrue((json \ "passed").extract[Boolean], json.toString)
    val cells = (json \ "cells").children
    assertEquals(Seq("3.0.12 permissions, 512m G1", "5.26.30 permissions, 512m G1"),
      cells.map(c => (c \ "title").extract[String]))
    cells.foreach(c => assertTrue((c \ "requestsPerSecond").extract[Double] > 0, c.toString))
    cells.foreach(c =>
      assertTrue((c \ "settings" \ "warmUp").extract[String].matches("(latency settled|not settled).*"), c.toString))
    cells.foreach(c => assertTrue(Files.isRegularFile(out.resolve((c \ "report").extract[String])), c.toString))
    // the check's work: the same check asked of the Cypher oracle under PROFILE, said as such
    for (c <- cells) {
      assertTrue((c \ "work" \ "via").extract[String].startsWith(
          "the same check in Cypher (its oracle), PROFILE over HTTP http://"), c.toString)
      assertEquals(false, (c \ "work" \ "sameRequest").extract[Boolean])
      assertTrue((c \ "work" \ "dbHits").extract[Double] > 0 && (c \ "work" \ "checked").extract[Int] == 3, c.toString)
    }
    assertTrue(Files.readString(out.resolve("comparison.md")).contains("| 5.26.30 permissions, 512m G1 |"))
    assertTrue(Files.readString(out.resolve("index.html")).contains("Permission checks, side by side"))
    // the console's tables: versions down, the checks' requests/s across
    assertTrue("""## requests/s\s+\| version \| permissions \|\s+\|---\|---\|\s+\| 3.0.12 \| [\d.]+ \|""".r.findFirstIn(
        run.output).isDefined, run.tail)
  }

  @AfterAll def removeStores(): Unit =
    for (version <- Seq("3.0.12", "5.26.30"))
      Directories.deleteRecursively(baseDir.resolve(s"target/neo4j/$version/${dataset.directoryName}"))

  private def maven(name: String, arguments: Seq[String]): ChildProcess =
    MavenRun.start(baseDir, work.resolve("logs"), name, arguments)
}
