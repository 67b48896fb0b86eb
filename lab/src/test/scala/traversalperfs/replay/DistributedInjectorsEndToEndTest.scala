package traversalperfs.replay

import traversalperfs.process.MavenRun
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.targets.Target
import traversalperfs.tree.{TreeKey, TreeOnServer}
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.parallel.ResourceLock
import org.junit.jupiter.api.{AfterAll, BeforeAll, Order, Tag, Test, TestInstance, TestMethodOrder}
import traversalperfs.testing.Lanes

import java.net.URI
import java.nio.file.{FileSystems, Files, Path, Paths}
import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * The lab's simulations as Gatling Enterprise runs them: the package `./mvnw -B -Penterprise package` builds (the
 * Gatling plugin's enterprisePackage goal), run by injector JVMs made of that package and Gatling's own libraries only
 * (as an injector has them: no Maven, no project directory, an empty working directory). Two injectors replay the
 * traversal's recorded counts at once against one lab server, each its share of the rows and users, each verified with
 * its own report; the server served exactly what they sent together. Without `target`, or against a server holding
 * another dataset, a packaged simulation refuses in one line before any load; a tampered answers file in a package
 * fails its injector.
 */
@ResourceLock(Lanes.ChildRuns)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[OrderAnnotation])
@Tag(Lanes.EndToEnd)
class DistributedInjectorsEndToEndTest {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-injectors")
  private val home = work.resolve("neo4j")
  // a small tree whose counts are committed beside the default tree's (src/test/resources/data: data/ in the package)
  private val tree = TreeKey(2, 3, 994)
  private val counts = "src/test/resources/data/small-tree-counts.csv"
  private var server: EmbeddedNeo4j = _
  private var packaged: Path = _
  private var gatling: String = _

  @BeforeAll def buildThePackageAndStartAServer(): Unit = {
    Directories.deleteRecursively(work)
    Files.createDirectories(work)
    val build =
      MavenRun.start(baseDir, work.resolve("logs"), "package", Seq("-DskipTests"),
        goals = Seq("-Penterprise", "package"))
    assertEquals(0, build.exitCode(), build.tail)
    val built =
      Files.list(baseDir.resolve("target")).iterator.asScala.find(_.getFileName.toString.endsWith("-shaded.jar"))
        .getOrElse(fail(s"no package under target/: ${build.tail}"))
    assertTrue(build.output.contains(s"Successfully generated Enterprise package $built"), build.tail)
    packaged = Files.copy(built, work.resolve("package.jar"))
    gatling = gatlingClasspath()
    server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require("3.0.12", baseDir), home, "512m", "32m", baseDir))
    TreeOnServer.ensure(Target.embedded(server), tree)
  }

  @AfterAll def stop(): Unit = {
    if (server != null) server.close()
    Directories.deleteRecursively(home)
  }

  /**
   * Gatling and its dependencies, what an injector provides: resolved from Gatling's own artifact, this lab's version.
   */
  private def gatlingClasspath(): String = {
    val app = Paths.get(Class.forName("io.gatling.app.Gatling").getProtectionDomain.getCodeSource.getLocation.toURI)
    val version = app.getParent.getFileName.toString
    val pom = Files.writeString(work.resolve("injector-pom.xml"),
      s"""<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
        |<groupId>local</groupId><artifactId>injector</artifactId><version>1</version>
        |<dependencies><dependency><groupId>io.gatling.highcharts</groupId>
        |<artifactId>gatling-charts-highcharts</artifactId>
        |<version>$version</version></dependency></dependencies></project>""".stripMargin)
    val out = work.resolve("gatling-classpath.txt")
    val resolve = MavenRun.start(baseDir, work.resolve("logs"), "gatling-classpath",
      Seq("-q", "-f", pom.toString, s"-Dmdep.outputFile=$out"),
      goals = Seq("org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath"))
    assertEquals(0, resolve.exitCode(), resolve.tail)
    Files.readString(out).trim
  }

  /** An injector: a JVM of the package and Gatling only, in an empty directory, its results in `results/` there. */
  private final class Injector(name: String, jar: Path, simulation: String, properties: Seq[(String, String)]) {
    val dir: Path = Files.createDirectories(work.resolve(name))
    val log: Path = work.resolve(s"$name.log")
    val process: Process =
      new ProcessBuilder((Seq(Paths.get(System.getProperty("java.home"), "bin", "java").toString) ++
          GatlingJvm ++
          properties.map { case (k, v) => s"-D$k=$v" } ++
          Seq("-cp", s"$jar:$gatling", "io.gatling.app.Gatling", "-s", simulation, "-rf",
            dir.resolve("results").toString)).asJava)
        .directory(dir.toFile).redirectErrorStream(true).redirectOutput(log.toFile)
        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start()

    def exit(): Int = {
      if (!process.waitFor(5, TimeUnit.MINUTES)) { process.destroyForcibly(); fail(s"$name did not end: $output") }
      process.exitValue()
    }

    def output: String = Files.readString(log)

    /** The requests Gatling sent, as its console's global statistics count them. */
    def requests: Int =
      """> request count\s+\|\s+([\d,]+) \|""".r.findFirstMatchIn(output).map(_.group(1).replace(",", "").toInt)
        .getOrElse(fail(s"$name: no request count: $output"))

    def measured(scope: String): Int = s"""\\[traversal-perfs\\] measured $scope requests: (\\d+), KO 0,""".r
      .findFirstMatchIn(output).map(_.group(1).toInt).getOrElse(fail(s"$name measured no $scope requests: $output"))
  }

  /** The JVM options Gatling's launchers give its JVMs on this JDK (the plugins' defaults; an injector has its own). */
  private val GatlingJvm = Seq("-Xmx1G", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:MaxInlineLevel=20",
    "-XX:MaxTrivialSize=12",
    "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED")

  private val traversal = "traversalperfs.simulations.traversal.TraversalReplaySimulation"

  private def traversalReplay(share: Option[(Int, Int)]): Seq[(String, String)] =
    Seq("target" -> server.baseUrl, "depth" -> "2", "fanout" -> "3", "seed" -> "994", "csv" -> counts, "users" -> "2",
      "duration" -> "4",
      "warmup" -> "0", "lab.plans" -> "0", "lab.calibration" -> "0") ++
      share.toSeq.flatMap { case (index, count) =>
        Seq("injector.index" -> index.toString, "injector.count" -> count.toString)
      }

  private def traversalsServed(): Long = {
    val client = java.net.http.HttpClient.newHttpClient()
    val response = client.send(
      java.net.http.HttpRequest.newBuilder(URI.create(s"${server.baseUrl}/traversal-perfs/stats")).build(),
      java.net.http.HttpResponse.BodyHandlers.ofString())
    (JsonMethods.parse(response.body()) \ "traversals").extract[Long]
  }

  @Test @Order(1) def withoutTargetOrOnAnotherDatasetAPackagedSimulationRefusesInOneLine(): Unit = {
    val alone = new Injector("no-target", packaged, traversal, Seq("depth" -> "2"))
    assertNotEquals(0, alone.exit(), alone.output)
    assertEquals(1, "\\[traversal-perfs\\] ERROR: ".r.findAllIn(alone.output).size, alone.output)
    assertTrue(alone.output.contains(
        "[traversal-perfs] ERROR: inside a Gatling Enterprise package the lab starts no server: give target"),
      alone.output)
    assertFalse(alone.output.contains("started"), alone.output)
    // the example workload's answers were recorded on the depth 4 tree: this server holds a depth 2 one
    val other = new Injector("other-dataset", packaged, "traversalperfs.simulations.generic.WorkloadReplaySimulation",
      Seq("workload" -> "file:workloads/tree.yml", "target" -> server.baseUrl))
    assertNotEquals(0, other.exit(), other.output)
    assertTrue("\\[traversal-perfs\\] ERROR: [^\\n]*dataset".r.findFirstIn(other.output).isDefined, other.output)
    assertFalse(other.output.contains("Simulation traversalperfs"), other.output)
    // recording stays a local step
    val record = new Injector("record", packaged, "traversalperfs.simulations.generic.WorkloadRecordSimulation",
      Seq("workload" -> "file:workloads/tree.yml", "target" -> server.baseUrl))
    assertNotEquals(0, record.exit(), record.output)
    assertTrue(
      record.output.contains("[traversal-perfs] ERROR: inside a Gatling Enterprise package nothing is recorded"),
      record.output)
  }

  @Test @Order(2) def twoInjectorsReplayTheirShareAtOnceAndTheServerServedTheirSum(): Unit = {
    val before = traversalsServed()
    val injectors = Seq(0, 1).map(i => new Injector(s"injector-$i", packaged, traversal, traversalReplay(Some((i, 2)))))
    injectors.foreach(i => assertEquals(0, i.exit(), i.output))
    val sent = injectors.map(_.requests)
    assertEquals(sent.sum.toLong, traversalsServed() - before,
      s"the server served what the two injectors sent ($sent), no more")
    for ((injector, requests) <- injectors.zip(sent))
      assertEquals(requests, injector.measured("root") + injector.measured("subtree"),
        "the lab measured every request Gatling sent")
    val shares = injectors.zipWithIndex.map { case (injector, i) =>
      val line =
        (s"""\\[traversal-perfs\\] injector ${i + 1} of 2 \\(injector.index $i\\): """ +
          s"""(\\d+) of (\\d+) recorded rows[^\\n]*1 user""").r
      line.findFirstMatchIn(injector.output).map(m => (m.group(1).toInt, m.group(2).toInt))
        .getOrElse(fail(s"no share line: ${injector.output}"))
    }
    assertEquals(shares.head._2, shares.map(_._1).sum, s"the shares make the recorded rows: $shares")
    for (injector <- injectors) {
      // its own report, and nothing written beside it
      val reports = Files.list(injector.dir.resolve("results")).iterator.asScala.toSeq
      assertEquals(1, reports.size, reports.toString)
      assertTrue(Files.isRegularFile(reports.head.resolve("index.html")), reports.toString)
      assertEquals(Seq("results"), Files.list(injector.dir).iterator.asScala.map(_.getFileName.toString).toSeq)
      assertFalse(injector.output.contains("starting embedded Neo4j"), injector.output)
    }
  }

  @Test @Order(3) def aTamperedAnswersFileInThePackageFailsItsInjector(): Unit = {
    val tampered = Files.copy(packaged, work.resolve("tampered.jar"))
    val fs = FileSystems.newFileSystem(tampered)
    val (wrong, found) =
      try {
        val csv = fs.getPath("/data/small-tree-counts.csv")
        val lines = Files.readAllLines(csv).asScala.toVector
        val row = lines.indexWhere(_.startsWith("2,3,994,,root,depth-first,none,"))
        assertTrue(row > 0, lines.take(3).mkString("\n"))
        val count = lines(row).split(",").last.toLong
        Files.write(csv, lines.updated(row, lines(row).stripSuffix(count.toString) + (count + 1)).asJava)
        (count + 1, count)
      } finally fs.close()
    val injector = new Injector("tampered", tampered, traversal, traversalReplay(None))
    assertNotEquals(0, injector.exit(), injector.output)
    assertTrue(injector.output.contains(s"jsonPath($$.count).find.is($wrong), found $found"), injector.output)
  }
}
