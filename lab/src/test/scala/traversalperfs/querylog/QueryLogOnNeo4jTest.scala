package traversalperfs.querylog

import traversalperfs.testing.{Arg, Lanes}
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.process.MavenRun
import traversalperfs.querylog.QueryLogImport
import traversalperfs.server.{Directories, Neo4jVersions, ServerParameters}
import traversalperfs.server.conf.ProductionConf
import traversalperfs.settings.Parameters
import traversalperfs.targets.TemporalParameter
import traversalperfs.workloads.file.{FileSettings, ParameterSource, RecordedAnswers, WorkloadDataset, WorkloadReader}

import org.json4s._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, MethodOrderer, Order, Tag, Test, TestInstance, TestMethodOrder}
import org.junit.jupiter.api.TestInstance.Lifecycle

import java.nio.file.{Files, Paths}
import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * A real query log turned into a verified workload: an embedded Neo4j Enterprise 3.4.18 writes `query.log` while it is
 * asked a known mix of reads with every kind of parameter value (`QueryLogMaker.java`); the import finds the mix's
 * seven queries with their weights and typed parameters, leaves the writes out; then the log and a dump are rehearsed
 * in one command (`-Prehearse`) on 4.4.48 and 5.26.30 over Bolt, at the log's own arrivals (`rate=log`, twice as fast).
 * (The Community path, a server's data collector: [[QueryCollectorOnNeo4jTest]].) Its child run keeps to its own store
 * and summary: it runs beside the others.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(classOf[MethodOrderer.OrderAnnotation])
@Tag(Lanes.Servers)
class QueryLogOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/test-querylog")
  private val log = work.resolve("logs/query.log")
  private val out = work.resolve("mine.yml")
  /** The log's maker, a Java source file run by `java` on the Enterprise jars alone. */
  private val Maker = baseDir.resolve("lab/src/test/resources/querylog/QueryLogMaker.java")
  /** Its dataset, written through the database (the import leaves the writes out), and its mix's weights. */
  private val Setup = Seq(
    "UNWIND range(1, 200) AS i CREATE (:Person {name: 'p' + i, age: i % 50, born: date('1970-01-01') + " +
      "duration({days: i}), tags: ['t' + (i % 3)]})",
    "MATCH (a:Person), (b:Person) WHERE b.age = a.age + 1 AND a.age < 5 CREATE (a)-[:KNOWS {since: 2000 + a.age}]->(b)")
  private val Weights = Seq(6L, 3L, 2L, 2L, 1L, 1L, 1L, 1L)
  /** The application's writes after the mix (a visit counted twice, a friendship made): kept with querylog.writes. */
  private val AppWrites = 3
  /** Its last read, which the APOC calls below are logged as. */
  private val ReadBack = "MATCH (f)<-[:KNOWS]-(p:Person {name: $name}) RETURN p.visits AS visits, count(f) AS friends"
  /**
   * An APOC function and a procedure every APOC line has, and a procedure APOC 5 no longer has (it was removed with its
   * Extended split): with `neo4j.plugins=apoc` each version runs its line's APOC.
   */
  private val Apoc = Seq(
    "MATCH (f)<-[:KNOWS]-(p:Person {name: $name}) RETURN apoc.coll.max(collect(f.age)) AS oldest",
    "MATCH (p:Person {name: $name}) CALL apoc.path.subgraphNodes(p, {maxLevel: 1}) YIELD node RETURN count(node) AS n",
    "MATCH (p:Person {name: $name}) CALL apoc.algo.dijkstraWithDefaultWeight(p, p, 'KNOWS', 'since', 1.0) " +
      "YIELD weight RETURN weight")

  @Test @Order(1) def anEnterprise34QueryLogImportsIntoTheMixItRecorded(): Unit = {
    Directories.deleteRecursively(work)
    Files.createDirectories(log.getParent)
    val classpath = Files.readString(baseDir.resolve("neo4j-runtimes/neo4j-enterprise-3.4.18/target/classpath.txt"))
      .trim
    val maker = new ProcessBuilder((Seq(Paths.get(System.getProperty("java.home"), "bin", "java").toString) ++
        Seq("java.nio", "java.lang", "java.io", "sun.nio.ch").map(p => s"--add-opens=java.base/$p=ALL-UNNAMED") ++
        Seq("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED", "-Xmx512m", "-cp", classpath,
          Maker.toString, work.resolve("enterprise-store").toString,
          log.toString)): _*).redirectErrorStream(true).redirectOutput(work.resolve("logs/maker.txt").toFile).start()
    assertTrue(maker.waitFor(3, TimeUnit.MINUTES), "the Enterprise 3.4 database ran the mix")
    assertEquals(0, maker.exitValue(), Files.readString(work.resolve("logs/maker.txt")))

    val imported = QueryLogImport.run(Parameters.of("querylog" -> log.toString, "querylog.out" -> out.toString))
    val said = imported.summary.mkString("\n")
    assertTrue(said.contains(s"kept ${17} queries in 8 distinct texts"), said)
    assertTrue(said.contains(s"left out: ${Setup.size + AppWrites} writing queries (querylog.writes=true keeps them)"),
      said)
    val workload = WorkloadReader.read(out)
    assertEquals(Weights, workload.queries.map(_.weight.get))
    def csv(text: String) = workload.queries.find(_.cypher.text.startsWith(text)).get.parameters match {
      case ParameterSource.Csv(_, rows) => rows
      case other => fail(s"$text: $other")
    }
    assertEquals(Seq("p1", "p2", "p3", "p4", "p5", "p6").map(n => Map("name" -> JString(n))),
      csv("MATCH (p:Person {name: $name})"))
    assertEquals(Map("ages" -> JArray(List(JInt(1), JInt(2)))), csv("MATCH (p:Person) WHERE p.age IN").head)
    assertEquals(Map("after" -> TemporalParameter("date", "1970-02-01"), "tags" -> JArray(List(JString("t1"))),
        "flag" -> JBool(true), "min" -> JDouble(1.5)), csv("MATCH (p:Person) WHERE p.born").head)
    assertEquals(Map("prefix" -> JObject("start" -> JString("p1")), "none" -> JNull),
      csv("MATCH (p:Person) WHERE p.name STARTS").head)
    assertEquals(Map("q" -> JString("It's \"quoted\"")), csv("MATCH (p:Person) WHERE p.name <>").head)
    assertEquals(Map("dt" -> TemporalParameter("datetime", "2024-01-02T03:04:05Z"),
        "ldt" -> TemporalParameter("localdatetime", "2024-01-02T03:04:05"),
        "dur" -> TemporalParameter.duration(0, 0, 90000, 0), "t" -> TemporalParameter("localtime", "03:04:05")),
      csv("RETURN $dt").head)
  }

  /**
   * The same log and the friends dump of 4.4.48 rehearsed in one command (`-Prehearse`), its writes kept
   * (`querylog.writes=true`): imported with the dump as its dataset, carried to 4.4.48 and 5.26.30, one answer per
   * arrival recorded on 4.4.48 in the log's order (the writes' counters), both versions checked in that order and
   * measured at the log's own arrivals (twice as fast), each start on a fresh copy of the version's store whose
   * fingerprint the replay checks (one round: the published movies run has six), the upgrade report written. The log
   * also calls APOC (`neo4j.plugins=apoc`): each version runs its line's APOC; the procedure APOC 5 removed fails on
   * 5.26.30 only, by the server's own message, and is left out of its load; the other calls answer alike. A comparison
   * writes target/comparison: this one takes the child runs' lane.
   */
  @Test @Order(2) @ResourceLock(Lanes.ChildRuns) def theLogAndADumpAreRehearsedOn44And526InOneCommand(): Unit = {
    val rehearsal = work.resolve("rehearsal/mine.yml")
    // the dump holds the setup's graph: the application's log after it is the rest (its reads and writes)
    val after = work.resolve("logs/after-dump.log")
    val logged = Files.readAllLines(log).asScala.toSeq
      .filter(line => !line.contains("UNWIND range(1, 200)") && !line.contains("CREATE (a)-[:KNOWS {since: 2000"))
    // and the application's calls to APOC, logged as its last read was (its text replaced, its parameters kept)
    val last = logged.findLast(_.contains(ReadBack)).get
    Files.write(after, (logged ++ Apoc.map(call => last.replace(ReadBack, call))).asJava)
    // and the production's neo4j.conf, in 4.4 names (its heap and page cache given on the command line here)
    val conf = ProductionConf.write(work.resolve("production"))
    val run = MavenRun.start(baseDir, work.resolve("logs"), "rehearse",
      Seq(Arg(P.QueryLog, after.toString), Arg(P.Dataset, "workloads/friends-4.4.48.dump"),
        Arg(P.QueryLogOut, rehearsal.toString), Arg(P.QueryLogWrites, "true"),
        Arg(P.CompareVersions,
          "4.4.48,5.26.30"), Arg(P.Rate, "log"), Arg(P.Speed, "2"), Arg(P.CompareRepeat, "1"),
        Arg(P.CompareBudget, "0"), Arg(P.Warmup, "0"),
        Arg(P.Calibration, "0"), Arg(P.Heap, "512m"), Arg(P.PageCache, "32m"), Arg(ServerParameters.Plugins, "apoc"),
        Arg(ServerParameters.Conf, conf.toString)),
      goals = MavenRun.commandOnWhatIsBuilt("rehearse"))
    assertEquals(3, run.exitCode(), s"differences found (the removed procedure): ${run.tail}")
    val output = run.output
    assertTrue(
      output.contains(s"[traversal-perfs] rehearsal 1/2: the query log $after imported into $rehearsal, its " +
        "dataset the dump workloads/friends-4.4.48.dump"), run.tail)
    assertTrue(output.contains("[traversal-perfs] kept 23 queries in 13 distinct texts"), run.tail)
    // the plan, before any store is made: plugins, the conf's fates counted, the stores' disk against the free disk
    val preFlight = output.linesIterator.dropWhile(!_.startsWith("[traversal-perfs] pre-flight: workload comparison: "))
      .take(5).toSeq
    assertEquals(Seq("Java: 4.4.48 on ", "server plugins: APOC 4.4.0.25 on 4.4.48, APOC Core 5.26.19 on 5.26.30",
        s"${conf.getFileName}: 4.4.48 11 settings: 7 applied, 0 renamed, 3 left out, 1 the lab's own; 5.26.30 11 " +
          "settings: 2 applied, 3 renamed, 5 left out, 1 the lab's own", "disk: about "),
      preFlight.drop(1).zip(Seq(16, 200, 200, 12)).map { case (line, n) =>
        line.stripPrefix("[traversal-perfs]   ")
          .take(n)
      }, run.tail)
    // the dump's own size (its header's), twice for the writes' fresh copies, unless an earlier run made the stores
    assertTrue(
      preFlight.last.contains("the dump's 264.0 MB of files each, twice: a fresh copy for each start") ||
        preFlight.last.contains("made already"), preFlight.last)
    assertTrue(output.contains("[traversal-perfs] rehearsal 2/2: "), run.tail)
    // each setting's fate on each version: as given on 4.4.48, by 5.26.30's own tool there; the memory given here
    assertTrue(output.contains(s"[traversal-perfs] $conf on Neo4j 4.4.48: 11 settings: 7 applied, 0 renamed, " +
        "3 left out, 1 the lab's own"), run.tail)
    assertTrue(output.contains(s"[traversal-perfs] $conf on Neo4j 5.26.30: 11 settings: 2 applied, 3 renamed, " +
        "5 left out, 1 the lab's own"), run.tail)
    val tool = "Neo4j 5.26.30's neo4j-admin server migrate-configuration"
    for (line <- Seq(s"dbms.logs.query.enabled=INFO: renamed db.logs.query.enabled ($tool)",
        s"dbms.no_such.setting=42: left out: no such setting in its Community edition ($tool)",
        "dbms.memory.heap.max_size=600m: left out: neo4j.heap=512m given",
        "apoc.import.file.enabled=true: applied in apoc.conf (APOC reads its settings there from 5.0)",
        "dbms.connector.bolt.listen_address=0.0.0.0:7687: the lab's own (addresses and ports: 127.0.0.1, on ports it " +
          "picks): not applied"))
      assertTrue(output.contains(s"[traversal-perfs]   $line"), s"$line: ${run.tail}")
    // 4.4.48 took every name as given, and said at its start which it does not know (it goes on without them)
    for (name <- Seq("dbms.no_such.setting", "causal_clustering.minimum_core_cluster_size_at_formation"))
      assertTrue(
        output.contains(s"[traversal-perfs]   $name=") && output.contains(s": ignored by the server: " +
          s"'Unrecognized setting. No declared setting with name: $name'"), s"$name: ${run.tail}")
    val workload = WorkloadReader.read(rehearsal)
    assertEquals((Weights ++ Seq(2L, 1L, 1L, 1L, 1L)).sorted.reverse, workload.queries.map(_.weight.get))
    assertEquals(AppWrites, workload.queries.filter(_.write).map(_.weight.get).sum, workload.queries.toString)
    assertTrue(workload.dataset.isInstanceOf[WorkloadDataset.Dump], workload.dataset.toString)
    val recorded = RecordedAnswers.read(work.resolve("rehearsal/mine.expected.csv"), workload)
    assertEquals("4.4.48", recorded.neo4jVersion)
    assertEquals(23, recorded.answers.size, "one answer per arrival, in the log's order")
    assertEquals(Nil, recorded.refused, "APOC 4.4 ran every call on the reference")
    // before the APOC calls: a visit counted twice, a friendship made (with its since), then read back after them
    val app = recorded.answers.dropRight(Apoc.size)
    assertEquals(Seq("propertiesSet=1", "propertiesSet=1", "relationshipsCreated=1 propertiesSet=1"),
      app.takeRight(4).take(3).map(_.answer))
    assertEquals(ReadBack, workload.query(app.last.query).get.cypher.text)
    assertEquals(Apoc, recorded.answers.takeRight(Apoc.size).map(a => workload.query(a.query).get.cypher.text))
    val removed = workload.queries.find(_.cypher.text == Apoc.last).get.name
    // the removed procedure fails on 5.26.30 only, by the server's own message; the other APOC calls answer the same
    assertTrue(output.contains("[traversal-perfs] From 4.4.48 to 5.26.30: 13 queries — 1 fail, 0 answer differently, "),
      run.tail)
    assertTrue(output.contains(s"5.26.30: query '$removed' fails: ") &&
        output.contains("apoc.algo.dijkstraWithDefaultWeight"), run.tail)
    assertTrue(output.contains("checking the 23 recorded answers on Neo4j 5.26.30 (Bolt "), run.tail)
    // every start on its own fresh copy; each replay checked its fingerprint before its load
    val stores = "a fresh copy of (\\S+) for this start".r.findAllMatchIn(output).map(_.group(1)).toSeq
    assertEquals(2, stores.distinct.size, stores.toString)
    assertTrue(stores.size >= 4, "two before the starts, one per start: " + stores)
    assertTrue(output.contains("[traversal-perfs] differences found: exit status 3"), run.tail)
    // replayed at the log's pace, twice as fast: each logged arrival once, with its own parameters, verified; the
    // removed procedure's arrival left out of 5.26.30's load
    Seq("4.4.48" -> 23, "5.26.30" -> 22).foreach { case (version, arrivals) =>
      val replay =
        Files.readString(baseDir.resolve(s"target/comparison/cells/neo4j-$version-512m-G1-workload/replay.log"))
      assertTrue(replay.contains(s"[traversal-perfs] rate=log: $arrivals arrivals over "), replay)
      assertTrue(replay.contains("x2.0 faster than logged"), replay)
      assertTrue(replay.contains(s"[traversal-perfs] mine: $arrivals requests, KO 0"), replay)
      assertTrue(replay.contains("over Bolt"), replay)
    }
    // each cell says what of the conf its server ran; the report's table has a row per setting
    val report = baseDir.resolve("target/comparison")
    val cells = org.json4s.native.JsonMethods.parse(Files.readString(report.resolve("comparison.json"))) \ "cells"
    for (cell <- cells.children)
      assertEquals(JString("neo4j.conf: 11 settings: "),
        (cell \ "settings" \ "neo4jConf") match {
          case JString(words) => JString(words.take(25))
          case other => other
        }, cell.toString)
    val markdown = Files.readString(report.resolve("comparison.md"))
    assertTrue(markdown.contains("| `dbms.logs.query.enabled=INFO` | applied | renamed db.logs.query.enabled |"),
      "the report's Settings on each version")
    // the plan heads the report as the console said it
    assertTrue(
      markdown.contains(s"Pre-flight:\n\n- ${preFlight.head.stripPrefix("[traversal-perfs] pre-flight: ")}\n" +
        preFlight.tail.map(l => s"- ${l.stripPrefix("[traversal-perfs]   ")}\n").mkString), markdown)
    val ladder = FileSettings.load(Parameters.of("workload" -> s"file:$rehearsal")).dumps.get
    Seq("4.4.48", "5.26.30").foreach { v =>
      val store = ladder.storeOf(Neo4jVersions.require(v, baseDir))
      Directories.deleteRecursively(store)
      Directories.deleteRecursively(store.resolveSibling(s"${store.getFileName}-round"))
    }
  }

  @AfterAll def clean(): Unit = Directories.deleteRecursively(work)

  private def fail(why: String): Nothing = throw new AssertionError(why)
}
