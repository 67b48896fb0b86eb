package traversalperfs.querylog

import traversalperfs.testing.Lanes
import traversalperfs.querylog._
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.targets.{BoltJson, TemporalParameter}
import traversalperfs.workloads.file.{ParameterSource, RecordedAnswer, WeightedMix, WorkloadReader}
import org.json4s._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}

/**
 * The query log import without a server: each format's line read (the text line as 3.4 and 4.x-2026.x write it, the
 * JSON layout from the field list of Neo4j's Operations Manual, which no server here can write), every kind of logged
 * parameter value, what is left out and why, bad input, the written workload read back by the workload reader, and the
 * weighted mix.
 */
@Tag(Lanes.Units)
class QueryLogUnitsTest {
  private val work = Paths.get("target/querylog-units").toAbsolutePath

  private def logged(line: String): LoggedQuery = QueryLogLine.read(line).fold(why => fail(why.reason), identity)

  @Test def aTextLineOf34WithEveryKindOfParameterValue(): Unit = {
    val q = logged("2026-11-26 16:40:10.780+0000 INFO  470 ms: embedded-session\t\t - MATCH (n:P) WHERE n.name = $s " +
      "RETURN n - {dur: {duration: {months: 1, days: 2, seconds: 90000, nanos: 5}}, b: true, d: {date: " +
      "'2024-01-02'}, f: 1.5, ls: ['a', 'b'], i: -42, l: [1, 2], m: {k: 'v'}, n: <null>, dt: {datetime: " +
      "'2024-01-02T03:04:05Z'}, s: 'It's \"quoted\"', t: {localTime: '03:04:05'}, ldt: {localDateTime: " +
      "'2024-01-02T03:04:05'}, e: 1.0E-5} - {}")
    assertEquals("MATCH (n:P) WHERE n.name = $s RETURN n", q.text)
    assertEquals(470, q.elapsedMillis)
    assertEquals(java.time.OffsetDateTime.parse("2026-11-26T16:40:10.780Z").toInstant.toEpochMilli - 470,
      q.arrivedMillis)
    assertEquals(None, q.database)
    val p = q.parameters.toOption.get
    assertEquals(JString("It's \"quoted\""), p("s"))
    assertEquals(JInt(-42), p("i"))
    assertEquals(JDouble(1.5), p("f"))
    assertEquals(JDouble(1.0e-5), p("e"))
    assertEquals(JBool(true), p("b"))
    assertEquals(JNull, p("n"))
    assertEquals(JArray(List(JInt(1), JInt(2))), p("l"))
    assertEquals(JObject("k" -> JString("v")), p("m"))
    assertEquals(TemporalParameter("date", "2024-01-02"), p("d"))
    assertEquals(TemporalParameter("datetime", "2024-01-02T03:04:05Z"), p("dt"))
    assertEquals(TemporalParameter("localdatetime", "2024-01-02T03:04:05"), p("ldt"))
    assertEquals(TemporalParameter("localtime", "03:04:05"), p("t"))
    assertEquals(TemporalParameter.duration(1, 2, 90000, 5), p("dur"))
    // and as the driver takes them
    assertEquals(java.time.LocalDate.of(2024, 1, 2), BoltJson.parameter(p("d")))
    assertEquals(org.neo4j.driver.Values.isoDuration(1, 2, 90000, 5), BoltJson.parameter(p("dur")))
  }

  @Test def textLinesOf4xTo2026NameTheirDatabaseAndGoOnOverNewLines(): Unit = {
    val line = "2026-11-26 16:40:11.000+0000 INFO  id:7 - 3 ms: 136 B - bolt-session\tbolt\tneo4j-java/6.2\t\t" +
      "client/127.0.0.1:5000\tserver/127.0.0.1:7687>\tmovies - neo4j - MATCH (n:P)\n  WHERE n.name = $s // why\n" +
      "RETURN n.name - {s: 'x - {y}'} - runtime=pipelined - {type: 'user-direct', app: 'x'}"
    val q = logged(line)
    assertEquals(Some("movies"), q.database)
    assertEquals("MATCH (n:P)\n  WHERE n.name = $s // why\nRETURN n.name", q.text)
    assertEquals(Map("s" -> JString("x - {y}")), q.parameters.toOption.get)
    assertEquals("MATCH (n:P) WHERE n.name = $s RETURN n.name", QueryKey.normalize(q.text))
    assertTrue(QueryKey.name(QueryKey.normalize(q.text)).matches("match-[0-9a-f]{6}"))
    assertEquals("MATCH (n {s: ' a  b '}) RETURN n", QueryKey.normalize("MATCH  (n {s: ' a  b '})\n/* c */ RETURN n;"))
    assertTrue(QueryKey.name("OPTIONAL MATCH (n) RETURN n").startsWith("optional-match-"))
    // with time and allocation logging, in 5.x's order
    val timed = logged("2026-11-26 16:40:11.000+0000 INFO  id:8 - 12 ms: (planning: 1, cpu: 10, waiting: 0) - " +
      "2048 B - 3 page hits, 0 page faults - bolt-session\tbolt\tx\t\tclient/1\tserver/2>\tneo4j - alice - " +
      "RETURN 1 - {} - runtime=slotted - {}")
    assertEquals("RETURN 1", timed.text)
    assertEquals(Some("neo4j"), timed.database)
  }

  @Test def theJsonLayoutAsTheOperationsManualListsItsFields(): Unit = {
    val q = logged("""{"time":"2026-11-26 16:40:12.000+0000","level":"INFO","event":"success","type":"query",""" +
      """"id":"12","elapsedTimeMs":4,"planning":0,"cpu":3,"waiting":0,"allocatedBytes":232,"pageHits":2,""" +
      """"pageFaults":0,"source":"bolt-session\tbolt\tneo4j-java/6.2\t\tclient/127.0.0.1:5\t""" +
      """server/127.0.0.1:7687>",""" +
      """"database":"neo4j","executingUser":"neo4j","authenticatedUser":"neo4j","query":"MATCH (n) WHERE""" +
      """ n.x IN $xs RETURN n","queryParameters":"{xs: [1, 2.5, 'a']}","runtime":"pipelined",""" +
      """"annotationData":"{}"}""")
    assertEquals(Some("neo4j"), q.database)
    assertEquals(Map("xs" -> JArray(List(JInt(1), JDouble(2.5), JString("a")))), q.parameters.toOption.get)
    def why(line: String) = QueryLogLine.read(line).flatMap(_.parameters).swap.toOption
    assertEquals(Some(LeftOut.Started),
      why("""{"time":"2026-11-26 16:40:12.000+0000","event":"start","type":""" +
        """"query","elapsedTimeMs":0,"query":"RETURN 1","queryParameters":"{}"}"""))
    assertEquals(Some(LeftOut.Failed),
      why("""{"time":"2026-11-26 16:40:12.000+0000","level":"ERROR","event":""" +
        """"fail","type":"query","elapsedTimeMs":1,"query":"RETURN","queryParameters":"{}","failureReason":"x"}"""))
    assertEquals(Some(LeftOut.NotAQuery),
      why("""{"time":"2026-11-26 16:40:12.000+0000","event":"commit",""" +
        """"type":"transaction","transactionId":3}"""))
    assertEquals(Some(LeftOut.Obfuscated),
      why("""{"time":"2026-11-26 16:40:12.000+0000","type":"query",""" +
        """"elapsedTimeMs":1,"query":"RETURN $p","queryParameters":"{p: ******}"}"""))
    assertEquals(Some(LeftOut.Unreadable),
      why("""{"time":"2026-11-26 16:40:12.000+0000","type":"query",""" +
        """"elapsedTimeMs":1,"query":"RETURN $p","queryParameters":"{p: 'a', q: [1, }"}"""))
    assertEquals(Some(LeftOut.CutShort), why("""{"time":"2026-11-26 16:40:12.000+0000","type":"query","elap"""))
  }

  @Test def badInputIsCountedNeverAStackTraceAndALogWithNothingToReplayIsOneError(): Unit = {
    val out = work.resolve("bad/out.yml")
    traversalperfs.server.Directories.deleteRecursively(work.resolve("bad"))
    def importing(text: String): Either[String, ImportedWorkload] = {
      val log = Files.createDirectories(work.resolve("bad")).resolve("query.log")
      Files.writeString(log, text)
      try Right(QueryLogImport.run(Parameters.of("querylog" -> log.toString, "querylog.out" -> out.toString)))
      catch { case e: UserError => Left(e.getMessage) }
    }
    val empty = importing("")
    assertTrue(empty.swap.toOption.get.contains("holds no query to replay (no entry read): nothing written"),
      empty.toString)
    val notALog = importing("<html>\nnot a query log\n")
    assertTrue(notALog.swap.toOption.get.contains("2 lines that are not a query's end"), notALog.toString)
    assertFalse(Files.exists(out), "nothing written")
    val session = "2 ms: embedded-session\t\t"
    val mixed = importing(Seq(
        s"2026-11-26 16:40:10.000+0000 INFO  $session - MATCH (n) WHERE n.x = $$x RETURN n - {x: 1} - {}",
        s"2026-11-26 16:40:10.100+0000 INFO  $session - MATCH (n) WHERE n.x = $$x RETURN n - {x: 'cut",
        s"2026-11-26 16:40:10.200+0000 INFO  $session - MATCH (n) WHERE n.x = $$x RETURN n - {x: {a: ",
        s"2026-11-26 16:40:10.300+0000 INFO  $session - MATCH (n) WHERE n.x = $$x RETURN n - {} - {}",
        s"2026-11-26 16:40:10.400+0000 INFO  $session - CREATE (n {x: $$x}) - {x: 1} - {}",
        s"2026-11-26 16:40:10.500+0000 INFO  $session - SHOW INDEXES - {} - {}",
        // a 4.3 JSON log's checkpoint and a dbms procedure: the server's administration, not the application's reads
        s"2026-11-26 16:40:10.510+0000 INFO  $session - CALL db.checkpoint() - {} - {}",
        s"2026-11-26 16:40:10.520+0000 INFO  $session - call dbms.listConfig() - {} - {}",
        s"2026-11-26 16:40:10.530+0000 INFO  $session - CALL db.labels() - {} - {}",
        s"2026-11-26 16:40:10.600+0000 INFO  $session - MATCH (n) WHERE n.x = $$x RETURN n - {x: 2} - {}"
      ).mkString("\n"))
    val imported = mixed.toOption.get
    assertEquals(Seq(2L, 1L), imported.queries.map(_.count), "db.labels() is kept: an application may read it")
    val said = imported.summary.mkString("\n")
    Seq("left out: 2 queries whose parameters do not read", "left out: 1 queries whose parameters were not logged",
      "left out: 1 writing queries", "left out: 3 administration commands and procedures").foreach(w =>
      assertTrue(said.contains(w), said))
    // with querylog.writes the write is kept, said to be one; the administration is still left out
    val withWrites = QueryLogImport.run(Parameters.of("querylog" -> work.resolve("bad/query.log").toString,
        "querylog.out" -> out.toString, "querylog.writes" -> "true"))
    assertEquals(Seq(2L, 1L, 1L), withWrites.queries.map(_.count))
    val written = WorkloadReader.read(out)
    assertEquals(Seq(false, false, true), written.queries.map(_.write))
    assertTrue(Files.readString(out).contains("    write: true "), Files.readString(out))
    assertTrue(withWrites.summary.mkString("\n").contains("left out: 3 administration commands and procedures"))
    val collected = scala.util.Try(QueryLogImport.run(Parameters.of("querylog" -> "bolt://127.0.0.1:1",
          "querylog.out" -> out.toString, "querylog.writes" -> "true"))).failed.get
    assertTrue(
      collected.isInstanceOf[UserError] && collected.getMessage.contains("needs a query log: the data " +
        "collector of a server keeps no order"), collected.toString)
  }

  @Test def theWrittenWorkloadReadsBackTypedAndItsWeightsMakeTheMix(): Unit = {
    val log = Files.createDirectories(work.resolve("mix")).resolve("query.log")
    val out = work.resolve("mix/mine.yml")
    def line(ms: Int, query: String, params: String) =
      f"2026-11-26 16:40:${10 + ms / 1000}%02d.${ms % 1000}%03d+0000 INFO  1 ms: embedded-session\t\t - " +
        s"$query - $params - {}"
    val mix = (0 until 30).map(i =>
      if (i % 3 == 0) line(i * 100, "MATCH (n) WHERE n.d = $d RETURN count(n)", s"{d: {date: '2024-01-0${1 + i % 4}'}}")
      else line(i * 100, "MATCH (n)  WHERE n.x IN $xs RETURN n.x", s"{xs: [$i, ${i + 1}]}"))
    val more = Seq(line(3500, "RETURN coalesce($n, 1) AS n", "{n: <null>}"),
      line(3600, "MATCH (n) RETURN n.x LIMIT 3", "{}"), line(3700, "MATCH (n) RETURN n.x, rand() AS r", "{}"),
      line(3800, "MATCH (n) RETURN n.x ORDER BY n.x LIMIT 3", "{}"))
    Files.writeString(log, (mix ++ more).mkString("\n"))
    QueryLogImport.run(Parameters.of("querylog" -> log.toString, "querylog.out" -> out.toString))
    val workload = WorkloadReader.read(out)
    assertEquals(Seq(20L, 10L, 1L, 1L, 1L, 1L), workload.queries.map(_.weight.get))
    // a query whose rows may differ between runs is compared on their number only
    def answer(text: String) = workload.queries.find(_.cypher.text.startsWith(text)).get.answer.name
    assertEquals(Seq("rows", "rows", "fingerprint"),
      Seq("MATCH (n) RETURN n.x LIMIT", "MATCH (n) RETURN n.x, rand()", "MATCH (n) RETURN n.x ORDER").map(answer))
    val ParameterSource.Csv(_, nulls) = workload.queries.find(_.cypher.text.contains("$n")).get.parameters: @unchecked
    assertEquals(Seq(Map("n" -> JNull)), nulls, "a null as the CSV's json")
    val dated = workload.queries(1)
    val ParameterSource.Csv(_, rows) = dated.parameters: @unchecked
    assertEquals(4, rows.size, "distinct rows only")
    assertEquals(TemporalParameter("date", "2024-01-01"), rows.head("d"))
    assertTrue(workload.temporalParameters)
    assertEquals(workload.file.resolveSibling("mine.arrivals.csv"), workload.arrivals.get)
    assertEquals(35, Files.readAllLines(workload.arrivals.get).size)
    // the mix follows the weights, the same on every run
    val answers = workload.queries.flatMap(q => Seq(RecordedAnswer(q.name, Map.empty, "1")))
    val order = WeightedMix.order(workload, answers)
    assertEquals(order, WeightedMix.order(workload, answers))
    val share = order.count(_.query == workload.queries.head.name).toDouble / order.size
    assertEquals(20.0 / 34, share, 0.05, s"share $share")
    val unweighted = workload.copy(queries = workload.queries.map(_.copy(weight = None)))
    assertEquals(answers, WeightedMix.order(unweighted, answers))
  }

  @Test def logsAs35And43WriteThemWithAnEmptyUserAStackTraceAndTheSystemDatabase(): Unit = {
    val log = Files.createDirectories(work.resolve("versions")).resolve("query.log")
    val bolt = "bolt-session\tbolt\tneo4j-java/1.7\t\tclient/10.0.0.1:40316\tserver/10.0.0.2:7687>"
    Files.writeString(log,
      Seq(
        // 3.5: the user after the source's '>', then the query; an error goes on with its stack trace
        s"2020-03-14 12:05:02.500+0000 INFO  99 ms: $bolt\tapp - MATCH (x:Item) WHERE x.id = $$id RETURN x.name  " +
          "- {id: '123', other: 5} - {}",
        s"2020-03-14 12:05:03.500+0000 ERROR 0 ms: $bolt\tapp - MATCH (t:Item {id: $$id}) RETURN t - {id: '1'} - {} " +
          "Failed to invoke function: It's not authorized",
        "org.neo4j.cypher.CypherExecutionException: Failed to invoke function",
        "\tat org.neo4j.cypher.internal.Something.call(Something.scala:35)",
        // 4.3: the database after the '>', an empty user
        s"2021-05-15 19:44:31.788+0000 INFO  Query started: id:1 - 546 ms: 0 B - $bolt\tneo4j -  - " +
          "MATCH (n) RETURN n " +
          "- {} - runtime=null - {}",
        s"2021-05-15 19:44:32.704+0000 INFO  id:1 - 146 ms: 136 B - $bolt\tneo4j -  - " +
          "MATCH (n:Test)\n RETURN n; - {} " +
          "- runtime=pipelined - {}",
        s"2021-05-15 19:44:33.704+0000 INFO  id:2 - 1 ms: 136 B - $bolt\tsystem -  - SHOW DATABASES - {} - " +
          "runtime=system - {}",
        """{"time":"2021-05-15 19:44:30.265+0000","level":"INFO","event":"success","type":"query","id":"3",""" +
          """"elapsedTimeMs":13,"allocatedBytes":0,"database":"system","username":"","query":"CALL """ +
          """dbms.routing.getRoutingTable($context, $database)","queryParameters":"{context: {address: 'h:7617'}, """ +
          """database: <null>}","runtime":"system","annotationData":"{}"}""").mkString("\n"))
    val imported = QueryLogImport.run(Parameters.of("querylog" -> log.toString,
        "querylog.out" -> work.resolve("versions/out.yml").toString))
    assertEquals(Seq("MATCH (x:Item) WHERE x.id = $id RETURN x.name", "MATCH (n:Test)\n RETURN n;"),
      imported.queries.sortBy(_.text).reverse.map(_.text.trim))
    val said = imported.summary.mkString("\n")
    Seq("left out: 1 query start events", "left out: 1 failed queries", "left out: 2 queries of the system database")
      .foreach(w => assertTrue(said.contains(w), said))
    assertTrue(said.contains(": 9 lines read"), said)
  }

  @Test def theCommittedExampleIsWhatItsLogImportsInto(): Unit = {
    val example = Paths.get("workloads/from-query-log").toAbsolutePath
    val out = work.resolve("example/people.yml")
    QueryLogImport.run(Parameters.of("querylog" -> example.resolve("query.log").toString,
        "querylog.out" -> out.toString))
    val committed = WorkloadReader.read(example.resolve("people.yml"))
    val imported = WorkloadReader.read(out)
    def shape(w: traversalperfs.workloads.file.WorkloadFile) = w.queries.map(q =>
      (q.name, q.cypher.text, q.weight,
        q.parameters match {
          case ParameterSource.Csv(_, rows) => rows
          case other => other
        }))
    assertEquals(shape(imported), shape(committed))
    assertEquals(Files.readString(imported.arrivals.get), Files.readString(committed.arrivals.get))
    assertTrue(committed.dataset.isInstanceOf[traversalperfs.workloads.file.WorkloadDataset.Setup])
  }

  @Test def theImportTakesTheDumpOrServerItsQueriesReadAsTheDataset(): Unit = {
    val base = Paths.get("").toAbsolutePath
    val out = work.resolve("traffic/people.yml")
    val given = Parameters.of("querylog" -> "workloads/from-query-log/query.log", "querylog.out" -> out.toString,
      "dataset" -> "workloads/friends-4.4.48.dump")
    val dataset = LogDataset.of(given, base)
    assertEquals(Some("dump" -> base.resolve("workloads/friends-4.4.48.dump").toString), dataset)
    QueryLogImport.run(given, dataset)
    val workload = WorkloadReader.read(out)
    assertEquals(base.resolve("workloads/friends-4.4.48.dump"),
      workload.dataset.asInstanceOf[traversalperfs.workloads.file.WorkloadDataset.Dump].dump.file)
    assertTrue(Files.readString(out).contains("-Ddataset=workloads/friends-4.4.48.dump"),
      "the command said in the file")
    assertEquals(None, LogDataset.of(Parameters.of(), base), "no dataset: the user adds one")
    // a file that is no dump, or a URI with credentials, is one line before the log is read
    def refused(dataset: String) =
      assertThrows(classOf[UserError], () => LogDataset.of(Parameters.of("dataset" -> dataset), base)).getMessage
    assertTrue(refused("workloads/tree.yml").startsWith("dataset:"), refused("workloads/tree.yml"))
    assertTrue(refused("bolt://neo4j:secret@127.0.0.1:7687").contains("copy.user"))
  }

  /** The committed example of docs/upgrade.md and docs/traffic.md: an application's log on the friends dump's graph. */
  @Test def theFriendsLogImportsItsApplicationsReads(): Unit = {
    val out = work.resolve("friends/friends.yml")
    val imported = QueryLogImport.run(Parameters.of("querylog" -> "workloads/friends-log/query.log",
        "querylog.out" -> out.toString, "dataset" -> "workloads/friends-4.4.48.dump"))
    val said = imported.summary.mkString("\n")
    assertTrue(said.contains("kept 300 queries in 5 distinct texts"), said)
    assertTrue(said.contains("left out: 120 writing queries (querylog.writes=true keeps them)"), said)
    val workload = WorkloadReader.read(out)
    assertEquals(Seq.fill(5)(60L), workload.queries.map(_.weight.get))
    assertTrue(workload.queries.exists(_.cypher.text.contains("exists(p.visits)")), "what 5.0 refuses is kept")
  }

  private def fail(why: String): Nothing = throw new AssertionError(why)
}
