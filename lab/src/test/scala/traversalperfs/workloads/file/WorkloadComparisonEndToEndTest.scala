package traversalperfs.workloads.file

import traversalperfs.testing.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import traversalperfs.workloads.AllParameters
import traversalperfs.process.MavenRun
import traversalperfs.server.Directories
import traversalperfs.testing.{HeadlessChromium, Lanes, SvgLines}
import org.junit.jupiter.api.parallel.ResourceLock
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}
import org.json4s.JNothing

/**
 * A workload of the user's own data (setup statements) side by side on 3.0.12 (HTTP) and 2026.08.1 (Bolt; in Cypher 5
 * and in Cypher 25) in the comparison, as README tells them to run it: in the open model, each query's plan beside its
 * latency (one differs between versions, one does not), and the upgrade report: a query 5.x refuses, one it warns
 * about, one each version answers its own way, one the reference itself refuses. A comparison writes target/comparison:
 * it takes the child runs' lane (the workload file's own runs, [[WorkloadEndToEndTest]], run beside).
 */
@ResourceLock(Lanes.ChildRuns)
@Tag(Lanes.EndToEnd)
class WorkloadComparisonEndToEndTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/e2e-workload-compare")

  @Test def aDatasetMadeBySetupStatementsIsComparedOnTwoVersionsInTheOpenModelWithEachQuerysPlan(): Unit = {
    Directories.deleteRecursively(work)
    Files.createDirectories(work)
    // nine more small queries: 17 measured queries on three sides make the 47 cells the page must keep readable; "knows
    // pairs" has a plan that really differs (5.x reads its relationships from the relationship type index, 3.0 scans
    // all nodes and expands), "by age" the same plan everywhere
    val moreQueries = Seq("people" -> "MATCH (p:Person) RETURN count(p) AS people",
      "newborns" -> "MATCH (p:Newborn) RETURN count(p) AS newborns",
      "knows" -> "MATCH ()-[k:KNOWS]->() RETURN count(k) AS knows",
      "oldest" -> "MATCH (p:Person) RETURN max(p.age) AS oldest",
      "youngest" -> "MATCH (p:Person) RETURN min(p.age) AS youngest",
      "friends of friends" -> "MATCH (:Person)-[:KNOWS]->()-[:KNOWS]->(c) RETURN count(c) AS reached",
      "lonely" -> ("MATCH (p:Person) OPTIONAL MATCH (p)-[k:KNOWS]->() WITH p, count(k) AS n WHERE n = 0 " +
        "RETURN count(p) AS lonely"),
      "oldest names" -> "MATCH (p:Person) WHERE p.age = 79 RETURN p.name AS name ORDER BY name")
      .flatMap { case (name, cypher) => Seq(s"  - name: $name", s"    cypher: $cypher") } ++ Seq(
      "  - name: by age",
      "    cypher: MATCH (p:Person) WHERE p.age = $age RETURN count(p) AS people",
      "    parameters: {cypher: 'MATCH (p:Person) RETURN DISTINCT p.age AS age', rows: 3, seed: 5}",
      "  - name: knows pairs",
      "    cypher: MATCH (a)-[:KNOWS]->(b) RETURN a.name AS a, b.name AS b",
      // the upgrade report's material: a syntax 5.x removed, a function it deprecates, an answer each version gives
      // its own way, a cartesian product every version warns about
      "  - name: aged",
      "    cypher: MATCH (p:Person) WHERE exists(p.age) RETURN count(p) AS aged",
      "  - name: ids",
      "    cypher: MATCH (p:Newborn) RETURN count(id(p)) AS ids",
      "  - name: version",
      "    cypher: CALL dbms.components() YIELD name, versions WITH name, versions WHERE name = 'Neo4j Kernel' " +
        "RETURN versions[0] AS version",
      "    answer: value",
      "  - name: newborn pairs",
      "    cypher: MATCH (a:Newborn), (b:Newborn) RETURN count(*) AS pairs",
      // a query the reference itself refuses (3.0 has no COUNT subquery): a finding of the reference, never the end
      "  - name: counted",
      "    cypher: MATCH (p:Person) RETURN sum(COUNT { (p)-[:KNOWS]->() }) AS known")
    val people = Files.writeString(work.resolve("people.yml"),
      (Seq(
        "dataset:",
        "  setup:",
        "    - \"UNWIND range(1, 300) AS i CREATE (:Person {name: 'p' + i, age: i % 80})\"",
        "    - MATCH (a:Person), (b:Person) WHERE b.age = a.age + 1 AND a.age % 10 = 0 CREATE (a)-[:KNOWS]->(b)",
        "    - MATCH (p:Person) WHERE p.age = 0 SET p:Newborn",
        "queries:",
        "  - name: by name",
        "    cypher: MATCH (p:Person) WHERE p.name = $name RETURN p",
        "    parameters: {cypher: 'MATCH (p:Person) RETURN p.name AS name', rows: 5, seed: 3}",
        "  - name: friends",
        "    cypher: MATCH (p:Person)-[:KNOWS]->(f) WHERE p.age = $age " +
          "RETURN p.name AS name, count(f) AS friends ORDER BY name",
        "    parameters: {cypher: 'MATCH (p:Person)-[:KNOWS]->() RETURN DISTINCT p.age AS age', rows: 3}",
        "  - name: ages",
        "    cypher: MATCH (p:Person) RETURN p.age AS age, count(*) AS people",
        "    answer: rows") ++ moreQueries).mkString("\n"))
    val versions = Seq("3.0.12", "2026.08.1")
    // 2026.08.1 asked in Cypher 5 and in Cypher 25 (compare.cypher): a side each
    val sides = Seq("3.0.12", "2026.08.1 Cypher 5", "2026.08.1 Cypher 25")
    def sideId(side: String) = side.replace(" Cypher ", "-cypher")
    val id = WorkloadReader.read(people).dataset.asInstanceOf[WorkloadDataset.Setup].id
    val stores = versions.map(v => baseDir.resolve(s"target/neo4j/$v/workload-$id"))
    stores.foreach(Directories.deleteRecursively)
    Files.createDirectories(stores.head.resolve("data")) // what an interrupted setup leaves: no mark that it finished
    val run = MavenRun.start(baseDir, work.resolve("logs"), "compare",
      Seq(Arg(AllParameters.Workload, s"file:$people"),
        Arg(P.CompareVersions, s"${versions.mkString(",")}"), Arg(FileParameters.CompareCypher, "5,25"),
        Arg(P.Rate, "20"), Arg(P.Duration, "3"),
        Arg(P.Heap, "512m"),
        Arg(P.PageCache, "32m"),
        Arg(P.CompareRepeat, "1"), Arg(P.CompareBudget, "0")),
      goals = MavenRun.commandOnWhatIsBuilt("compare"))
    assertEquals(3, run.exitCode(), s"differences found: ${run.tail}")
    val output = run.output
    assertTrue(output.contains(
        s"${stores.head} holds no finished setup of this workload (interrupted?): starting it again"), run.tail)
    assertEquals(versions.size, "\\[traversal-perfs\\] setup 3/3 \\(100%\\)".r.findAllIn(output).size, run.tail)
    assertTrue(output.contains(
        s"wrote 25 answers and 1 refused query (Neo4j 3.0.12) to ${work.resolve("people.expected.csv")}"), run.tail)
    // the record's child run says it, with the server's words (3.0: over HTTP)
    val recordLog = Files.readString(baseDir.resolve("target/comparison/logs/record.log"))
    assertTrue(
      recordLog.contains("[traversal-perfs] query 'counted' fails on the reference (HTTP http://127.0.0.1:") &&
        recordLog.contains("Neo.ClientError.Statement.SyntaxError"), recordLog)
    assertTrue(output.contains("[traversal-perfs] On 3.0.12 (the reference, its answers recorded): 18 queries — 1 " +
        "fail on the reference, 0 fail"), run.tail)
    for (v <- sides.tail) {
      assertTrue(output.contains(
          s"[traversal-perfs] checking the 25 recorded answers on Neo4j $v (Bolt bolt://127.0.0.1:"), run.tail)
      assertTrue(
        output.contains(s"[traversal-perfs] Neo4j $v: 18 queries checked: 1 fail, 1 failed on the reference, " +
          "1 answer differently, "), run.tail)
      assertTrue(output.contains(s"left out of its load: aged, version, counted"), run.tail)
      assertTrue(output.contains(s"[traversal-perfs] From 3.0.12 to $v: 18 queries — 1 fail, 1 answer differently, "),
        run.tail)
      assertTrue(output.contains(s"[traversal-perfs] $v: query 'aged' fails: Neo.ClientError.Statement.SyntaxError"),
        run.tail)
    }
    assertTrue(output.contains("[traversal-perfs] differences found: exit status 3"), run.tail)
    val out = baseDir.resolve("target/comparison")
    implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
    val json = org.json4s.native.JsonMethods.parse(Files.readString(out.resolve("comparison.json")))
    assertTrue((json \ "passed").extract[Boolean], json.toString)
    val queries = Seq("by name", "friends", "ages", "people", "newborns", "knows", "oldest", "youngest",
      "friends of friends", "lonely", "oldest names", "by age", "knows pairs", "aged", "ids", "version",
      "newborn pairs")
    // a query a version refuses or answers differently has no load there; the one the reference refused, nowhere
    def measured(v: String) = if (v == versions.head) queries else queries.filterNot(Set("aged", "version"))
    val titles = for (v <- sides; q <- measured(v)) yield s"$v $q, 512m G1"
    assertEquals(titles, (json \ "cells").children.map(c => (c \ "title").extract[String]))
    // the upgrade report: each version's fates, with the server's codes and the answers that differ
    val upgrade = json \ "upgrade"
    assertEquals("3.0.12", (upgrade \ "reference").extract[String])
    for (v <- sides.tail) {
      val fates = (upgrade \ "versions").children.find(o => (o \ "version").extract[String] == v).get
      def named(fate: String) = (fates \ fate).children.map(e => (e \ "query").extract[String])
      def detail(fate: String, query: String) = (fates \ fate).children
        .find(e => (e \ "query").extract[String] == query).map(e => (e \ "detail").extract[String]).getOrElse("")
      assertEquals(List("aged"), named("fails"), fates.toString)
      assertTrue(detail("fails", "aged").startsWith("fails: Neo.ClientError.Statement.SyntaxError"), fates.toString)
      assertEquals(List("version"), named("answersDifferently"), fates.toString)
      assertEquals(s"""answers differently: 1 of 1 recorded answers differ, e.g. with {}: recorded "3.0.12", got "${
            v.split(" ").head
          }"""",
        detail("answersDifferently", "version"))
      assertTrue(detail("warns", "ids").contains("Neo.ClientNotification.Statement.FeatureDeprecationWarning"),
        fates.toString)
      assertEquals(18, (fates \ "queries").extract[Int])
      assertEquals(Nil, named("failsOnReference"), "the reference's own finding, said on its line only")
      assertEquals(15, Seq("slower", "faster", "same", "undecided").map(named(_).size).sum,
        "every measured one's speed")
    }
    // each query as Cypher 25 reads it: the same query, its prefix written in
    val cypher25 = (upgrade \ "versions").children.find(o => (o \ "version").extract[String] == sides.last).get
    assertEquals("CYPHER 25 MATCH (p:Person) WHERE exists(p.age) RETURN count(p) AS aged",
      ((cypher25 \ "fails")(0) \ "text").extract[String])
    val reference = (upgrade \ "versions").children.head
    assertTrue((reference \ "isReference").extract[Boolean])
    assertEquals(List("counted"), (reference \ "failsOnReference").children.map(e => (e \ "query").extract[String]))
    assertTrue(
      ((reference \ "failsOnReference")(0) \ "detail").extract[String].startsWith(
        "fails on the reference: Neo.ClientError.Statement.SyntaxError"), reference.toString)
    assertTrue(
      (reference \ "warns").children.exists(e =>
        (e \ "query").extract[String] == "newborn pairs" &&
          (e \ "detail").extract[String].contains("CartesianProduct")), s"read over HTTP on 3.0.12: $reference")
    // each cell's machine: the injector (the cell's Gatling JVM) and the server the comparison started, found by its
    // port; the overhead of its transport (3.0: HTTP); the open model's arrivals audited; its query's plan, read after
    // the load over the same transport, its answers checked
    for (cell <- (json \ "cells").children) {
      val transport = if ((cell \ "title").extract[String].startsWith("3.0.12")) "HTTP" else "Bolt"
      assertTrue((cell \ "machine" \ "serverCores").extractOpt[
          Double].isDefined && (cell \ "machine" \ "injectorCores").extractOpt[Double].isDefined, cell.toString)
      assertEquals(List(transport), (cell \ "labOverhead").children.map(o => (o \ "transport").extract[String]))
      assertTrue((cell \ "onTime" \ "arrivals").extract[Long] > 0, cell.toString)
      // every cell warmed up, said in its settings; one round: an interval, and undecided
      assertTrue((cell \ "settings" \ "warmUp").extract[String].matches("(latency settled|not settled).*"),
        cell.toString)
      assertTrue((cell \ "warmUpSettled").extractOpt[Boolean].isDefined, cell.toString)
      assertTrue((cell \ "intervals" \ "p50" \ "point").extractOpt[Double].isDefined, cell.toString)
      if (!(cell \ "title").extract[String].startsWith("3.0.12"))
        assertEquals("undecided", (cell \ "verdicts" \ "p50" \ "verdict").extract[String], cell.toString)
      assertTrue((cell \ "work" \ "via").extract[String].startsWith(s"PROFILE over $transport"), cell.toString)
      assertTrue((cell \ "work" \ "checked").extract[Int] >= 1 && (cell \ "work" \ "wrong").children.isEmpty,
        cell.toString)
      assertTrue((cell \ "work" \ "plan" \ "root" \ "operator").extractOpt[String].isDefined, cell.toString)
    }
    def cell(title: String) = (json \ "cells").children.find(c => (c \ "title").extract[String] == title).get
    def verdict(title: String) = (cell(title) \ "plan" \ "verdict").extract[String]
    for (v <- sides.tail) {
      assertEquals("different plan", verdict(s"$v knows pairs, 512m G1"), v)
      assertEquals("same plan", verdict(s"$v by age, 512m G1"), v)
      assertTrue((cell(s"$v knows pairs, 512m G1") \ "work" \ "dbHits").extract[Double] > 0)
    }
    assertEquals(JNothing, cell("3.0.12 knows pairs, 512m G1") \ "plan", "the first version is the reference")
    val markdown = Files.readString(out.resolve("comparison.md"))
    assertTrue(markdown.contains("## What each request does"), markdown)
    assertTrue(
      """\| 2026\.08\.1 Cypher 5 knows pairs, 512m G1 \|[^\n]*\| different plan \(vs 3\.0\.12\) \|""".r.findFirstIn(
        markdown).isDefined, markdown)
    assertTrue("""\| 2026\.08\.1 Cypher 5 by age, 512m G1 \|[^\n]*\| same plan \(vs 3\.0\.12\) \|""".r.findFirstIn(
        markdown).isDefined, markdown)
    assertTrue("""(?m)^!\s+DirectedRelationshipTypeScan@neo4j \(a\)-\[[^\n]*:KNOWS\]->\(b\)""".r.findFirstIn(
        markdown).isDefined, markdown)
    assertTrue(Files.readString(out.resolve("index.html")).contains("Workload people, side by side"))
    assertTrue(markdown.indexOf("## Upgrade report") < markdown.indexOf("## p50 (ms)"), "the report first")
    assertTrue(markdown.contains("**From 3.0.12 to 2026.08.1 Cypher 5: 18 queries — 1 fail, 1 answer differently, "),
      markdown)
    assertTrue(markdown.contains(s"## p50 (ms)\n\n| version | ${queries.mkString(" | ")} |"))

    // 47 cells on one page: versions down, the queries across, a line per query, every number a link to its report
    val chromium = new HeadlessChromium(work.resolve("chromium"))
    val page = out.resolve("index.html").toUri.toString
    val dom = chromium.dom(page)
    assertTrue(dom.indexOf("<section id=\"upgrade-report\">") < dom.indexOf("<table id=\"pivot\">"), "report first")
    assertTrue(dom.contains("<table class=\"fates\" data-version=\"2026.08.1 Cypher 25\" data-class=\"fail\">"), dom)
    assertTrue(dom.contains("Differences found: some queries fail or answer differently"), dom)
    val pivot =
      dom.substring(dom.indexOf("<table id=\"pivot\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"pivot\">")))
    assertEquals(queries.map(q => s"<th class=\"column\">$q</th>").mkString,
      "<th class=\"column\">[^<]*</th>".r.findAllIn(pivot).mkString)
    assertEquals(3, "<th class=\"row\">".r.findAllIn(pivot).size)
    val reports = "<a class=\"figure\" href=\"([^\"]+)\"".r.findAllMatchIn(pivot).map(_.group(1)).toSeq
    assertEquals(47, reports.size)
    reports.distinct.foreach(r => assertTrue(Files.isRegularFile(out.resolve(r)), s"$r exists"))
    // a line per query measured on two sides at least (the two left out past 3.0.12 are a point each)
    val lines = queries.filter(q => sides.count(measured(_).contains(q)) > 1)
    assertEquals(15, lines.size)
    assertEquals(lines.size, "class=\"series\"".r.findAllIn(dom).size, "a line per query")
    assertEquals(3, "class=\"curve\"".r.findAllIn(dom).size, "the first query's curves on every version")
    assertFalse(pivot.contains("class=\"failed\""))
    val queriesDown = chromium.dom(page + "#rows=variant&cols=version&stat=mean", "queries-down")
    assertEquals(17, "<th class=\"row\">".r.findAllIn(queriesDown).size, "the other way round: a row per query")
    // each query's plan per version, as the browser shows it: the differing one open, its new operator highlighted
    def planOf(v: String, query: String): String = {
      val id = s"plan-neo4j-${sideId(v)}-512m-G1-$query"
      val start = dom.indexOf(s"""id="$id"""")
      assertTrue(start > 0, s"$id on the page")
      dom.substring(dom.lastIndexOf("<details", start), dom.indexOf("</details>", start))
    }
    for (v <- sides.tail) {
      val differs = planOf(v, "knows pairs")
      assertTrue(differs.contains("plan-differs") && differs.contains(" open") && differs.contains(
          "different plan (vs 3.0.12)"), differs)
      assertTrue("<mark>[^<]*DirectedRelationshipTypeScan".r.findFirstIn(differs).isDefined, differs)
      val same = planOf(v, "by age")
      assertTrue(same.contains("same plan (vs 3.0.12)") && !same.contains("<mark>") && !same.contains("plan-differs"),
        same)
    }
    assertTrue(planOf("3.0.12", "knows pairs").contains("AllNodesScan"))
    assertFalse(planOf("3.0.12", "knows pairs").contains("<mark>"), "the reference marks nothing")
    // what the page drew, whatever the figures: a line per query in the palette's order, through both versions
    val trend = SvgLines.svg(dom, "trend")
    val series = SvgLines.of(trend, "series")
    assertEquals(lines.map(q => SvgLines.Palette(queries.indexOf(q) % SvgLines.Palette.size)), series.map(_.stroke))
    series.zip(lines).foreach { case (s, q) =>
      assertEquals(sides.count(measured(_).contains(q)), s.points.map(_._1).distinct.size, s"a point per version: $s")
    }
    assertEquals(queries, SvgLines.legend(trend), "the legend names the lines by query")
    assertEquals(Seq(SvgLines.Palette(0), SvgLines.Palette(1), SvgLines.Palette(2)),
      SvgLines.of(SvgLines.svg(dom, "curves"), "curve").map(_.stroke))
    val colours = HeadlessChromium.colours(chromium.screenshot(page, "47-cells"))
    assertTrue(colours.size > 20, s"a blank page: ${colours.size} colours")
    for (v <- sides) {
      val replay = Files.readString(out.resolve(s"cells/neo4j-${sideId(v)}-512m-G1-workload/replay.log"))
      assertTrue(replay.contains("20.0 requests/s offered for 3 s (open model)") &&
          replay.contains(if (v == "3.0.12") "over HTTP http://" else "over Bolt bolt://"), replay)
      assertTrue(replay.contains("[traversal-perfs] work of 'knows pairs' (PROFILE over "), replay)
      assertTrue("""\[traversal-perfs\] people: \d+ requests, KO 0, [\d.]+ requests/s achieved of 20.0 offered""".r
          .findFirstIn(replay).isDefined, replay)
    }
    stores.foreach(Directories.deleteRecursively)
  }
}
