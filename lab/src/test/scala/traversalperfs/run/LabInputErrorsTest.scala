package traversalperfs.run

import traversalperfs.testing.Lanes
import traversalperfs.testing.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.run.RunTarget
import traversalperfs.server.Neo4jVersions
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.workloads.traversal.{ExpectedCountsCsv, TraversalSettings}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}

/** What the simulations refuse before any load, each with one line that says what to fix. */
@Tag(Lanes.Inputs)
class LabInputErrorsTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = Files.createDirectories(baseDir.resolve("target/lab-input-errors"))
  private val header = ExpectedCountsCsv.Header.mkString(",")

  private def refusal(body: => Any): String = {
    val error = assertThrows(classOf[UserError], () => { body; () })
    assertFalse(error.getMessage.contains("\n"), s"not one line: ${error.getMessage}")
    error.getMessage
  }

  private def settings(values: (String, String)*): TraversalSettings =
    TraversalSettings.load(Parameters.of(("lab.basedir" -> baseDir.toString) +: values: _*))

  @Test def nonNumericOrOutOfRangeParametersAreRefused(): Unit = {
    assertTrue(refusal(settings("users" -> "many")).contains("users must be a whole number >= 1, got 'many'"))
    assertTrue(refusal(settings("users" -> "0")).contains("users must be a whole number >= 1"))
    assertTrue(refusal(settings("duration" -> "1m")).contains("duration must be a whole number >= 1, got '1m'"))
    assertTrue(refusal(settings("warmup" -> "-1")).contains("warmup must be a whole number >= 0"))
    assertTrue(refusal(settings("depth" -> "x")).contains("depth must be"))
    assertTrue(refusal(settings("seed" -> "1.5")).contains("seed must be a whole number"))
    assertTrue(refusal(settings("orders" -> "sideways")).contains(
        "orders must be a comma-separated list of depth-first, breadth-first"))
    assertTrue(refusal(settings("caches" -> "label,")).contains("caches must be"))
    assertTrue(refusal(settings("scope" -> "leaves")).contains("scope must be one of all, root, subtree"))
    assertTrue(refusal(settings("neo4j.heap" -> "lots")).contains("neo4j.heap must be a size like 512m or 4g"))
    assertTrue(refusal(settings("target" -> "localhost:7474")).contains("target must be a URL"))
  }

  @Test def environmentNamesAreUpperCaseWithUnderscores(): Unit = {
    assertEquals("TRAVERSAL_PERFS_NEO4J_VERSION", Parameters.envName("neo4j.version"))
    assertEquals(Some("2.2.10"), settings("neo4j.version" -> "2.2.10").lab.server.neo4j.map(_.version))
  }

  @Test def anUnknownNeo4jVersionNamesTheKnownOnes(): Unit = {
    val known = "use one of 2.2.10, 2.3.12, 3.0.12, 3.5.35, 4.4.48, 5.26.30, 2026.08.1"
    assertEquals(s"unknown neo4j.version '9.9': $known", refusal(settings("neo4j.version" -> "9.9")))
    val message = refusal(Neo4jVersions.require("9.9.9", baseDir))
    assertEquals(s"unknown neo4j.version '9.9.9': $known", message)
    assertEquals(None, settings("neo4j.version" -> "9.9", "target" -> "http://127.0.0.1:7474").lab.server.neo4j,
      "a target runs whatever version it runs: the lab asks it")
  }

  @Test def theCommittedCsvIsReadAndRecordingsGoUnderTargetUnlessAFileIsNamed(): Unit = {
    val default = settings()
    assertEquals(baseDir.resolve(TraversalSettings.CommittedCsv), default.csv)
    assertEquals(baseDir.resolve(TraversalSettings.RecordedCsv), default.csvRecord)
    val named = settings("csv" -> "mine.csv")
    assertEquals(baseDir.resolve("mine.csv"), named.csvRecord, "a file the user names is theirs to record into")
    assertEquals(baseDir.resolve("src/test/resources/data/expected-counts.csv"),
      settings("csv.record" -> TraversalSettings.CommittedCsv).csvRecord,
      "updating the committed file is asked for by name")
  }

  @Test def settingsWrittenBackAsArgumentsReadBackTheSame(): Unit = {
    val original = settings("depth" -> "3", "fanout" -> "2", "seed" -> "-4", "caches" -> "label,none", "warmup" -> "0",
      "users" -> "3", "scope" -> "root", "neo4j.version" -> "2.3.12", "csv" -> "x.csv")
    val values = original.arguments().map(_.stripPrefix("-D").split("=", 2)).map { case Array(k, v) => k -> v }
    assertEquals(original, settings(values: _*))
    assertTrue(original.arguments(P.Users := 7).contains(Arg(P.Users, "7")))
    assertFalse(original.arguments(P.Users := 7).contains(Arg(P.Users, "3")), "an override replaces the value")
  }

  @Test def anUnreachableTargetIsRefused(): Unit = {
    val port = scala.util.Using.resource(new java.net.ServerSocket(0))(_.getLocalPort) // free, so nothing listens
    val settings = this.settings("target" -> s"http://127.0.0.1:$port")
    val message = refusal(RunTarget.open(settings.lab, settings.storeOf))
    assertEquals(s"cannot reach http://127.0.0.1:$port: is Neo4j running there with the extension?", message)
  }

  @Test def badCsvFilesAreRefusedWithTheirLine(): Unit = {
    def csv(name: String, lines: String*): Path = Files.write(work.resolve(name), lines.mkString("\n").getBytes)
    val good = "2,3,7,0.1,subtree,depth-first,none,4"
    assertTrue(refusal(ExpectedCountsCsv.read(work.resolve("missing.csv"))).contains("no expected counts at"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("empty.csv")).size).contains("is empty"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("header.csv", "start,count", good))).contains(
        "line 1: the header must be"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("no-rows.csv", header))).contains("no rows"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("count.csv", header, good, "2,3,7,,root,depth-first,none,many")))
        .contains("line 3: count must be a whole number >= 0; got '2,3,7,,root,depth-first,none,many'"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("start.csv", header, "2,3,7,0.3,subtree,depth-first,none,4")))
        .contains("line 2: start '0.3' is not a node of the tree (depth 2, fanout 3, seed 7)"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("deep.csv", header, "2,3,7,0.0.0.0.0,subtree,depth-first,none,0")))
        .contains("is not a node of the tree"))
    assertTrue(refusal(ExpectedCountsCsv.read(csv("columns.csv", header, "2,3,7,0.1,subtree,depth-first,4")))
        .contains("expected 8 comma-separated values"))
    assertEquals(1, ExpectedCountsCsv.read(csv("good.csv", header, good)).size)
    val other = "2,3,8,0.1,subtree,depth-first,none,5"
    assertTrue(refusal(ExpectedCountsCsv.readAll(Seq(csv("one.csv", header, good),
            csv("two.csv", header, good.replace(",4", ",5")))))
        .contains("disagree on depth 2, fanout 3, seed 7, start '0.1' depth-first cache none: 4 vs 5"))
    assertEquals(2,
      ExpectedCountsCsv.readAll(Seq(csv("first.csv", header, good), csv("second.csv", header, other))).size)
  }

  @Test def theDescriptionOfATargetNeverShowsThePassword(): Unit = {
    val described = settings("target" -> "http://127.0.0.1:7474", "neo4j.user" -> "neo4j", "neo4j.password" -> "s3cret")
    assertEquals("http://127.0.0.1:7474 as neo4j", described.lab.server.describe)
  }
}
