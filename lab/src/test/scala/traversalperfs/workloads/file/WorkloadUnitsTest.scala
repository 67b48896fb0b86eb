package traversalperfs.workloads.file

import traversalperfs.testing.Lanes
import traversalperfs.server.{Neo4jVersions, ServerParameters, ServerPlugin}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.targets.{CypherText, DatasetFingerprint, ServerRefusal}
import traversalperfs.tree.TreeKey
import org.json4s._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.workloads.file._

import java.nio.file.{Files, Paths}
import scala.collection.immutable.SortedMap

/** Users' workload files, their answers and recorded CSV, in process, no server. */
@Tag(Lanes.Units)
class WorkloadUnitsTest {
  private val example = Paths.get("workloads/tree.yml").toAbsolutePath

  @Test def cypherTextSeesParametersWritesAndOrderInCodeOnly(): Unit = {
    val read =
      CypherText("MATCH (n:Set {name: $name}) WHERE n.set = 'CREATE' // DELETE\nRETURN n.delete AS d, `SET` ORDER BY d")
    assertEquals(Seq("name"), read.parameters)
    assertEquals(Nil, read.writes)
    assertTrue(read.orders)
    assertEquals(Seq("d", "`SET`").take(1), read.columns.take(1))
    assertEquals(Seq("CREATE", "SET", "DETACH DELETE", "LOAD CSV"),
      CypherText(
        "CREATE (a) WITH a MATCH (b) SET b.x = 1 WITH b MATCH (c) DETACH DELETE c " +
          "LOAD CSV FROM 'x' AS l RETURN 1").writes)
    assertEquals(Seq("MERGE"), CypherText("merge (n {id: 1}) return n").writes)
    assertFalse(CypherText("MATCH (n) RETURN n.order AS by").orders)
    assertEquals("MATCH (n {i: {i}}) WHERE n.s = '$x' RETURN {i}",
      CypherText("MATCH (n {i: $i}) WHERE n.s = '$x' RETURN $i").withBraceParameters)
    assertEquals(Seq("b", "a"), CypherText("MATCH (b)-->(a) RETURN DISTINCT b.index AS b, a LIMIT 3").columns)
    assertEquals(Seq("x", "total"), CypherText("MATCH (n) RETURN n.x AS x, count(*) AS total ORDER BY x").columns)
  }

  @Test def theExampleReadsAsDocumented(): Unit = {
    val workload = WorkloadReader.read(example)
    assertEquals("tree", workload.name)
    assertEquals(WorkloadDataset.Tree(TreeKey(4, 4, 42)), workload.dataset)
    assertEquals(Seq("true B nodes", "subtree", "path", "aggregation"), workload.queries.map(_.name))
    assertEquals(Seq(AnswerKind.Value, AnswerKind.Value, AnswerKind.Fingerprint, AnswerKind.Fingerprint),
      workload.queries.map(_.answer))
    assertEquals(Seq(false, false, false, true), workload.queries.map(_.ordered), "ORDER BY makes a query ordered")
    val ParameterSource.Csv(_, paths) = workload.query("path").get.parameters
    assertEquals(Map("b" -> JInt(0), "a" -> JInt(1), "c" -> JInt(2)), paths(1), "typed CSV values")
    val ParameterSource.Drawn(_, rows, seed) = workload.query("subtree").get.parameters
    assertEquals((8, 7L), (rows, seed))
    assertEquals(example.resolveSibling("tree.expected.csv"), workload.defaultCsv)
  }

  private def refused(yaml: String, files: (String, String)*): String = {
    val dir = Files.createTempDirectory("workload")
    files.foreach { case (name, text) => Files.writeString(dir.resolve(name), text) }
    val file = Files.writeString(dir.resolve("w.yml"), yaml)
    val message = assertThrows(classOf[UserError], () => WorkloadReader.read(file)).getMessage
    assertTrue(message.startsWith(file.toString) && !message.contains("\n"), message)
    message
  }

  private def assertContains(text: String, part: String): Unit = assertTrue(text.contains(part), text)

  private val oneQuery = "queries:\n  - name: q\n    cypher: "

  /** A file's `plugins:` are its servers' unless `neo4j.plugins` names some; a jar is found beside the file. */
  @Test def aFilesPluginsAreItsServersUnlessTheParameterNamesSome(): Unit = {
    val dir = Files.createTempDirectory("workload")
    val jar = dir.resolve("mine.jar")
    val zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))
    zip.putNextEntry(new java.util.zip.ZipEntry("META-INF/MANIFEST.MF"))
    zip.close()
    val file = Files.writeString(dir.resolve("w.yml"), "plugins: [apoc, mine.jar]\n" + oneQuery + "RETURN 1 AS one\n")
    assertEquals(Seq("apoc", jar.toString), WorkloadReader.read(file).plugins)
    def plugins(more: (String, String)*) =
      FileSettings.load(Parameters.of(("workload" -> s"file:$file") +: more: _*)).lab.server.plugins
    assertEquals(Seq(ServerPlugin.Apoc, ServerPlugin.Jar(jar)), plugins())
    assertEquals(Seq(ServerPlugin.Apoc), plugins(ServerParameters.Plugins.name -> "apoc"))
    val missing = Files.writeString(dir.resolve("m.yml"), "plugins: [gone.jar]\n" + oneQuery + "RETURN 1 AS one\n")
    assertEquals(s"$missing's plugins: ${dir.resolve("gone.jar")} is neither apoc nor a jar file",
      assertThrows(classOf[UserError], () => FileSettings.load(Parameters.of("workload" -> s"file:$missing")))
        .getMessage)
  }

  @Test def badFilesAreRefusedInOneLineSayingWhatIsWrong(): Unit = {
    assertContains(refused("queries: [\n  - x"), "is not valid YAML (line")
    assertContains(refused("querys: []"),
      "unknown key 'querys' in the file (known: arrivals, conf, dataset, description, name, plugins, queries)")
    assertContains(refused("name: x"), "the file has no queries")
    assertContains(refused(oneQuery + "CREATE (n) RETURN n"),
      "query 'q' writes (CREATE): the replay is read-only unless a query says write: true")
    assertContains(refused(oneQuery + "CREATE (n)\n    write: true\n    answer: rows"),
      "answer must be one of counters (a write); got 'rows'")
    assertContains(refused(oneQuery + "RETURN 1\n    answer: counters"),
      "answer must be one of rows, value, fingerprint; got 'counters'")
    assertContains(refused(oneQuery + "CREATE (n)\n    write: 2"), "write must be true or false; got '2'")
    assertContains(refused(oneQuery + "MATCH (n) WHERE n.x = $x RETURN n"),
      "query 'q' uses $x, which it is not given: add parameters")
    assertContains(refused(oneQuery + "MATCH (n) WHERE n.i = $i RETURN n\n    parameters: {csv: p.csv}",
        "p.csv" -> "j\n1\n"), "query 'q' uses $i, which its parameters do not give (they give j)")
    assertContains(refused(oneQuery + "RETURN $i\n    parameters: {csv: absent.csv}"), "no CSV file at")
    assertContains(refused(oneQuery + "RETURN $i\n    parameters: {csv: p.csv, types: {i: integer}}",
        "p.csv" -> "i\n1\nx\n"), "line 3: i must be integer, got 'x'")
    assertContains(refused(oneQuery + "RETURN $i\n    parameters: {cypher: 'MATCH (n) RETURN n.i'}"),
      "must end with RETURN <expression> AS <parameter>")
    assertContains(refused(oneQuery + "RETURN 1\n    answer: exact"),
      "answer must be one of rows, value, fingerprint; got 'exact'")
    assertContains(refused(oneQuery + "RETURN 1\n  - name: q\n    cypher: RETURN 2"), "two queries are named 'q'")
    assertContains(refused("dataset: {tree: {depth: 2}, setup: [CREATE ()]}\n" + oneQuery + "RETURN 1"),
      "dataset needs one of tree (the lab's tree), setup (Cypher statements), dump (a neo4j-admin dump) or copy")
    assertContains(refused("dataset: {dump: missing.dump}\n" + oneQuery + "RETURN 1"), "dataset.dump: no dump at ")
    assertContains(refused(oneQuery + "RETURN 1\n    params: {}"), "unknown key 'params' in query 'q'")
  }

  @Test def aLogsWriteIsAnsweredByItsCountersAndWaitsForWhatItMustFollow(): Unit = {
    val file = Files.createDirectories(Paths.get("target/units-writes")).resolve("w.yml")
    Files.writeString(file, oneQuery + "CREATE (n:X)\n    write: true\n  - name: r\n    cypher: RETURN 1")
    val workload = WorkloadReader.read(file)
    assertTrue(workload.writes)
    assertEquals(Seq(true, false), workload.queries.map(_.write))
    assertEquals(AnswerKind.Counters, workload.queries.head.answer)
    assertEquals("nodesCreated=1 propertiesSet=2 labelsAdded=1",
      Answer.counters(Map("labelsAdded" -> 1, "propertiesSet" -> 2, "nodesCreated" -> 1, "nodesDeleted" -> 0)))
    assertEquals("no change", Answer.counters(Map("nodesCreated" -> 0)))
    // read, write, read, read, write, read: a write waits for all before it, a read for the writes before it
    val order = new LogOrder(IndexedSeq(false, true, false, false, true, false))
    assertEquals(Seq(true, false, false, false, false, false), (0 until 6).map(order.mayStart))
    order.end(0)
    assertEquals(Seq(true, false, false, false, false), (1 until 6).map(order.mayStart))
    order.end(1)
    assertEquals(Seq(true, true, false, false), (2 until 6).map(order.mayStart), "reads between writes side by side")
    order.end(3)
    assertFalse(order.mayStart(4), "the write waits for the read still running before it")
    order.end(2)
    assertEquals(Seq(true, false), (4 until 6).map(order.mayStart))
    order.end(4)
    assertTrue(order.mayStart(5))
  }

  @Test def answersAreCanonicalAndComparedAsTheirKindSays(): Unit = {
    val rows = Seq(Seq(JInt(2), JObject("b" -> JInt(1), "a" -> JLong(2))), Seq(JInt(1), JDouble(0.5)))
    assertEquals(Right("2"), Answer.of(AnswerKind.Rows, ordered = false, rows))
    assertEquals(Right("""{"a":2,"b":1}"""),
      Answer.of(AnswerKind.Value, ordered = false, Seq(Seq(JObject("b" -> JInt(1), "a" -> JInt(2))))))
    assertTrue(Answer.of(AnswerKind.Value, ordered = false, rows).left.exists(_.contains("2 row(s)")))
    val unordered = Answer.of(AnswerKind.Fingerprint, ordered = false, rows)
    assertEquals(unordered, Answer.of(AnswerKind.Fingerprint, ordered = false, rows.reverse),
      "unordered: order does not count")
    assertNotEquals(Answer.of(AnswerKind.Fingerprint, ordered = true, rows),
      Answer.of(AnswerKind.Fingerprint, ordered = true, rows.reverse))
    assertTrue(unordered.exists(_.startsWith("2 rows ")))
    assertEquals(None, Answer.mismatch("2", Right("2")))
    assertEquals(Some("expected 3, found 2"), Answer.mismatch("3", Right("2")))
  }

  /**
   * A query the reference refused is kept as such, beside the answers (its code and message); a file of the six columns
   * written before reads as all answered; the queries `workload.leaveOut` leaves out are neither read nor required.
   */
  @Test def aQueryTheReferenceRefusedIsRecordedAsRefused(): Unit = {
    val dir = Files.createTempDirectory("refused")
    Files.copy(example, dir.resolve("tree.yml"))
    Files.copy(example.resolveSibling("tree-paths.csv"), dir.resolve("tree-paths.csv"))
    val workload = WorkloadReader.read(dir.resolve("tree.yml"))
    val fingerprint = DatasetFingerprint(10, SortedMap("A" -> 10L), 0, SortedMap.empty)
    val (refusedOne, others) = workload.queries.partition(_.name == "path")
    val answers = others.map(q => RecordedAnswer(q.name, Map.empty, "1"))
    val refusal = ServerRefusal("Neo.ClientError.Statement.SyntaxError", "Unknown function 'apoc.coll.max'", None)
    val refused = refusedOne.map(q => RefusedQuery(q.name, Map("a" -> JInt(1)), refusal))
    val csv = dir.resolve("tree.expected.csv")
    RecordedAnswers.write(csv, workload, Recording(answers, fingerprint, "4.4.48", refused))
    val read = RecordedAnswers.read(csv, workload)
    assertEquals(Recording(answers, fingerprint, "4.4.48", refused), read)
    assertEquals(Map("path" -> refusal), read.refusedQueries)
    assertEquals(" and 1 refused query", RefusedQuery.said(refused))
    // the file before the refused column: every row an answer
    val old = Files.readString(csv).linesIterator.toSeq
    Files.writeString(csv,
      (old.head.stripSuffix(",refused") +: old.tail.filterNot(_.startsWith("path"))
        .map(_.stripSuffix(","))).mkString("\n"))
    assertEquals(Recording(answers, fingerprint, "4.4.48"), RecordedAnswers.read(csv, workload, Set("path")))
    assertContains(assertThrows(classOf[UserError], () => RecordedAnswers.read(csv, workload)).getMessage,
      "no answer of query 'path'")
  }

  @Test def recordedAnswersRoundTripAndStaleOnesAreRefused(): Unit = {
    val dir = Files.createTempDirectory("answers")
    Files.copy(example, dir.resolve("tree.yml"))
    Files.copy(example.resolveSibling("tree-paths.csv"), dir.resolve("tree-paths.csv"))
    val workload = WorkloadReader.read(dir.resolve("tree.yml"))
    val fingerprint = DatasetFingerprint(10, SortedMap("A" -> 6L, "B" -> 4L), 9, SortedMap("HAS_A" -> 9L))
    val answers =
      workload.queries.map(q => RecordedAnswer(q.name, Map("b" -> JInt(1), "s" -> JString("x, \"y\"")), "1 row ab"))
    val csv = dir.resolve("tree.expected.csv")
    RecordedAnswers.write(csv, workload, Recording(answers, fingerprint, "3.0.12"))
    assertEquals(Recording(answers, fingerprint, "3.0.12"), RecordedAnswers.read(csv, workload))
    assertEquals(Some(fingerprint), DatasetFingerprint.parse(fingerprint.text))
    assertEquals(Seq("nodes 10 vs 11", ":B 4 vs 5"),
      fingerprint.differences(fingerprint.copy(nodes = 11, labels = SortedMap("A" -> 6L, "B" -> 5L))))
    val keyed = fingerprint.copy(properties = Some(SortedMap("name" -> 10L, "since" -> 9L)))
    assertEquals(Some(keyed), DatasetFingerprint.parse(keyed.text))
    assertTrue(fingerprint.same(keyed), "answers recorded before the property keys are compared on the counts")
    assertEquals(Seq(".since 9 vs 8"),
      keyed.differences(keyed.copy(properties = Some(SortedMap("name" -> 10L, "since" -> 8L)))))
    val hashed = keyed.copy(hash = Some("00ff"))
    assertEquals(Some(hashed), DatasetFingerprint.parse(hashed.text))
    assertTrue(keyed.same(hashed), "a recording without the content's hash is compared without it")
    assertEquals(Seq("content hash 00ff vs 0f0f"), hashed.differences(hashed.copy(hash = Some("0f0f"))))

    def refusedWith(change: String => String): String = {
      Files.writeString(csv, change(Files.readString(csv)))
      val message = assertThrows(classOf[UserError], () => RecordedAnswers.read(csv, workload)).getMessage
      RecordedAnswers.write(csv, workload, Recording(answers, fingerprint, "3.0.12"))
      message
    }
    val statement = workload.query("path").get.statementId
    assertContains(refusedWith(_.replace(statement, "000000000000")),
      "query 'path' changed since its answers were recorded")
    assertContains(refusedWith(_.linesIterator.filterNot(_.startsWith("aggregation")).mkString("\n")),
      "no answer of query 'aggregation'")
    assertContains(refusedWith(_.replaceFirst("\"\"nodes\"\":10", "\"\"nodes\"\":12")),
      "mixes answers recorded on 2 datasets")
    assertContains(refusedWith(_.replaceFirst("query,", "name,")), "does not start with the header")
    assertContains(assertThrows(classOf[UserError],
        () => RecordedAnswers.read(dir.resolve("absent.csv"), workload)).getMessage, "record them first")
  }

  @Test def settingsReadBackFromTheArgumentsTheyWrite(): Unit = {
    val settings =
      FileSettings.load(Parameters.of("workload" -> "file:workloads/tree.yml", "rate" -> "12.5", "users" -> "3"))
    assertEquals(Some(12.5), settings.rate)
    assertTrue(settings.lab.load.inWords.contains("open model"))
    val again = FileSettings.load(new Parameters(name =>
        settings.arguments().map(_.stripPrefix("-D").split("=", 2)).collectFirst { case Array(`name`, v) => v }))
    assertEquals(settings, again)
    assertContains(assertThrows(classOf[UserError],
        () => FileSettings.load(Parameters.of("workload" -> "file:x.yml")))
        .getMessage, "no workload file at")
    assertTrue(FileSettings.load(Parameters.of("workload" -> "file:workloads/tree.yml", "slo" -> "p95<100ms"))
        .lab.load.model.slo.isDefined, "a capacity search is the same for every workload")
    assertContains(assertThrows(classOf[UserError],
        () => FileSettings.load(Parameters.of("workload" -> "file:workloads/tree.yml", "rate" -> "-1")))
        .getMessage, "rate must be a number of requests per second above 0")
    val noDataset =
      Files.writeString(Files.createTempFile("workload", ".yml"), "queries:\n  - name: q\n    cypher: RETURN 1\n")
    val noDatasetSettings = FileSettings.load(Parameters.of("workload" -> s"file:$noDataset"))
    assertContains(assertThrows(classOf[UserError],
        () => noDatasetSettings.storeOf(Neo4jVersions.find("3.0.12").get)).getMessage, "says no dataset: give target")
  }

  /** One description of a load: the same parameters read the same words in every workload. */
  @Test def everyWorkloadDescribesTheSameLoadInTheSameWords(): Unit = {
    val load = Seq("users" -> "3", "ramp" -> "2", "duration" -> "11", "pause.max" -> "7")
    val words = Seq(
      traversalperfs.workloads.traversal.TraversalSettings.load(Parameters.of(load: _*)).lab.load.inWords,
      traversalperfs.workloads.permissions.PermissionsSettings.load(Parameters.of(load: _*)).lab.load.inWords,
      FileSettings.load(Parameters.of(("workload" -> "file:workloads/tree.yml") +: load: _*)).lab.load.inWords)
    assertEquals(Seq.fill(3)("3 user(s) ramped over 2 s for 11 s with 0-7 ms pauses (closed model)"), words)
    assertEquals("12.5 requests/s offered for 11 s (open model)",
      FileSettings.load(Parameters.of(("workload" -> "file:workloads/tree.yml") +: ("rate" -> "12.5") +: load: _*))
        .lab.load.inWords)
  }

  @Test def theDefaultLoadPausesAThinkTimeAUsersOwnLoadIsUsedAsGiven(): Unit = {
    def load(pairs: (String, String)*) =
      FileSettings.load(Parameters.of(("workload" -> "file:workloads/tree.yml") +: pairs: _*))
    val default = load()
    assertTrue(default.lab.load.thinkTime, "4 users and no pause would saturate a 2-core machine")
    assertContains(default.lab.load.inWords, "each pausing a think time")
    assertTrue(default.arguments().contains("-Dpause.max=auto"), "a comparison's cells get it too")
    val again = FileSettings.load(new Parameters(name =>
        default.arguments().map(_.stripPrefix("-D").split("=", 2)).collectFirst { case Array(`name`, v) => v }))
    assertEquals(default, again, "the cell reads back the parent's think time, its users written as given")
    assertFalse(load("users" -> "8").lab.load.thinkTime, "the user's own users: as given")
    assertFalse(load("pause.max" -> "0").lab.load.thinkTime)
    assertFalse(load("rate" -> "10").lab.load.thinkTime, "the open model has no pause")
    assertTrue(load("users" -> "8", "pause.max" -> "auto").lab.load.thinkTime, "asked for")
    assertFalse(traversalperfs.workloads.traversal.TraversalSettings.load(Parameters.of()).lab.load.thinkTime,
      "the traversal's one user leaves a core free")
    assertEquals(60, default.lab.load.warmupSeconds, "every workload warms up")
    assertContains(assertThrows(classOf[UserError], () => load("pause.max" -> "soon")).getMessage,
      "pause.max must be a whole number")
  }

  /** docs/upgrade.md shows the example's file as it is, and the example reads (its dump included). */
  @Test def theUpgradePageShowsTheExampleWorkload(): Unit = {
    val file = Paths.get("workloads/friends-from-dump.yml")
    val block = Files.readString(Paths.get("docs/upgrade.md")).split("```yaml\n", 2)(1).split("```", 2)(0)
    val text = Files.readString(file).linesIterator.filterNot(_.startsWith("#")).mkString("", "\n", "\n")
    assertTrue(text.startsWith(block), s"docs/upgrade.md's block is not the start of $file:\n$block")
    val workload = WorkloadReader.read(file)
    assertEquals(Paths.get("workloads/friends-4.4.48.dump").toAbsolutePath,
      workload.dataset.asInstanceOf[WorkloadDataset.Dump].dump.file)
  }

  /**
   * docs/upgrade.md's copy example reads as a copy of the server it names, every `-D` of its commands is a parameter of
   * the lab's; a URI holding credentials, or of another scheme, is refused in one line.
   */
  @Test def theUpgradePagesCopyExampleReadsAndBadSourcesAreRefused(): Unit = {
    val page = Files.readString(Paths.get("docs/upgrade.md"))
    val block = page.split("```yaml\n")(2).split("```", 2)(0)
    val dir = Files.createTempDirectory("copy-example")
    val file = Files.writeString(dir.resolve("friends-copied.yml"), block)
    assertEquals(WorkloadDataset.Copy("bolt://127.0.0.1:7687"), WorkloadReader.read(file).dataset)
    val named = "-D([a-z][a-zA-Z.]*)=".r.findAllMatchIn(page).map(_.group(1)).toSeq.distinct
    assertTrue(named.contains("copy.password"), named.toString)
    named.foreach(name => assertTrue(traversalperfs.workloads.AllParameters.find(name).isDefined, name))
    def refused(uri: String) = {
      Files.writeString(file, block.replace("bolt://127.0.0.1:7687", uri))
      assertThrows(classOf[UserError], () => WorkloadReader.read(file)).getMessage
    }
    val withPassword = refused("bolt://neo4j:secret@127.0.0.1:7687")
    assertContains(withPassword, "the URI holds credentials: give them as copy.user and copy.password")
    assertFalse(withPassword.contains("secret"), withPassword)
    assertContains(refused("ftp://127.0.0.1/graph"), "is neither a Bolt URI (bolt://, neo4j://) nor an HTTP one")
  }
}
