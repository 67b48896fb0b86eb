package traversalperfs.figures

import traversalperfs.statistics.VerdictRule
import traversalperfs.results.{AnswerDifference, CellResult, CellSettings, ComparisonCell, QueryCheck, ServerJvm}
import traversalperfs.testing.Lanes
import traversalperfs.measure.{LatencyCurve, LatencyRow}
import traversalperfs.targets.{ServerNotification, ServerRefusal}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * The upgrade report from checks and cells made here: on the version moved to, one query refused, one answering
 * differently (four of its answers, three shown), one warning and measured, one twice as slow; each in its class, the
 * headline's counts, what counts as a difference (slower only when asked), and the report read back from
 * comparison.json as it was written.
 */
@Tag(Lanes.Units)
class UpgradeReportTest {
  private val jvm = ServerJvm("512m", "G1")
  private val queries = Seq("refused", "different", "warned", "slow")

  private def latency(p50: Long): LatencyRow = {
    val samples = (1 to 200).map(i => p50 / 2 + i * p50 / 200).sorted
    LatencyRow("q", 200, 0, samples.sum / 200.0, p50, p50 * 3 / 2, Some(p50 * 2), Some(p50 * 3), samples.last,
      Some(p50 * 0.9), Some(1.5), Some(40.0), LatencyCurve.of(samples))
  }

  private def cell(version: String, query: String, p50: Long): CellResult =
    CellResult(ComparisonCell(version, jvm, "-", query, query), 0, Some(latency(p50)), None, Map.empty, None,
      s"cells/$version-$query/replay.log", CellSettings(),
      repeats = Seq(latency(p50 - 2), latency(p50), latency(p50 + 2)))

  private val deprecated =
    ServerNotification("Neo.ClientNotification.Statement.FeatureDeprecationWarning", "This feature is deprecated",
      "The query used a deprecated function: `id`.", "WARNING", 1, 26)
  private val checks = queries.map(q => QueryCheck("4.4.48", q, s"MATCH (p) RETURN $q", 5)) ++ Seq(
    QueryCheck("5.26.30", "refused", "MATCH (p) WHERE exists(p.born)\nRETURN p", 5,
      refusal = Some(ServerRefusal("Neo.ClientError.Statement.SyntaxError",
          "The property existence syntax `exists(variable.property)` is no longer supported", Some("42001")))),
    QueryCheck("5.26.30", "different", "MATCH (p) RETURN different", 5, differing = 4,
      examples = (1 to 3).map(i => AnswerDifference(s"""{"n":$i}""", "1", "2")).toList),
    QueryCheck("5.26.30", "warned", "MATCH (p) RETURN id(p)", 5, warnings = List(deprecated)),
    QueryCheck("5.26.30", "slow", "MATCH (p) RETURN slow", 5))
  private val results = queries.map(cell("4.4.48", _, 100)) ++
    Seq(cell("5.26.30", "warned", 100), cell("5.26.30", "slow", 200))
  private val report = UpgradeReport.of(checks, results, VerdictRule()).get

  @Test def everyQueryIsInItsClassAndTheHeadlineCountsThem(): Unit = {
    assertEquals("4.4.48", report.reference)
    val moved = report.versions.find(_.version == "5.26.30").get
    assertEquals(Seq("refused"), moved.fails.map(_.query))
    assertTrue(moved.fails.head.detail.contains("Neo.ClientError.Statement.SyntaxError (GQL 42001): The property"),
      moved.fails.head.detail)
    assertEquals(Seq("different"), moved.answersDifferently.map(_.query))
    assertTrue(moved.answersDifferently.head.detail.startsWith("answers differently: 4 of 5 recorded answers differ"))
    assertEquals(3, "recorded 1, got 2".r.findAllIn(moved.answersDifferently.head.detail).size, "three examples")
    assertEquals(Seq("warned"), moved.warns.map(_.query))
    assertTrue(
      moved.warns.head.detail.contains(
        "FeatureDeprecationWarning (line 1, column 26): The query used a deprecated function: `id`."),
      moved.warns.head.detail)
    assertEquals(Some("neo4j-5.26.30-512m-G1-warned"), moved.warns.head.cell, "a measured query links to its cell")
    assertEquals(Seq("slow"), moved.slower.map(_.query))
    assertEquals("MATCH (p) WHERE exists(p.born)", moved.fails.head.text, "the text's first line")
    assertEquals(
      "From 4.4.48 to 5.26.30: 4 queries — 1 fail, 1 answer differently, 1 warn, 0 change plan, " +
        s"1 slower, ${moved.faster.size} faster, ${moved.same.size} same, ${moved.undecided.size} undecided; its " +
        "load lacked 2 of the reference's (refused, different): its verdicts compare a lighter load",
      moved.headline(report.reference))
    assertEquals(2, moved.faster.size + moved.same.size + moved.undecided.size + moved.slower.size)
    val reference = report.versions.head
    assertTrue(reference.isReference && reference.slower.isEmpty)
    assertEquals(
      "On 4.4.48 (the reference, its answers recorded): 4 queries — 0 fail, 0 answer differently, 0 warn, " +
        "0 change plan", reference.headline(report.reference))
  }

  /** A query the reference refused: said on the reference's line, in no version's fails, no difference. */
  @Test def aQueryTheReferenceRefusedIsItsOwnFindingOnly(): Unit = {
    val apoc = ServerRefusal("Neo.ClientError.Statement.SyntaxError", "Unknown function 'apoc.coll.max'", None)
    val refused = Seq("4.4.48", "5.26.30").map(v =>
      QueryCheck(v, "apoc max", "RETURN apoc.coll.max([1, 2]) AS m", 0, Some(apoc), onReference = true))
    val withIt = UpgradeReport.of(checks ++ refused, results, VerdictRule()).get
    val reference = withIt.versions.head
    assertEquals(Seq("apoc max"), reference.failsOnReference.map(_.query))
    assertEquals(
      "On 4.4.48 (the reference, its answers recorded): 5 queries — 1 fail on the reference, 0 fail, " +
        "0 answer differently, 0 warn, 0 change plan", reference.headline(withIt.reference))
    val moved = withIt.versions.find(_.version == "5.26.30").get
    assertEquals(Seq("refused"), moved.fails.map(_.query), "the reference's refusal is no upgrade finding")
    assertFalse(moved.classes.exists(_._1 == "fail on the reference"), "said on the reference's line only")
    assertFalse(withIt.differences(slowerDiffers = false).exists(_.contains("apoc max")))
  }

  /** An APOC query on a version that runs without APOC (2026.08: none of its line): said as that, no difference. */
  @Test def aQueryOnAVersionWithoutItsPluginIsNoUpgradeFinding(): Unit = {
    val unknown = ServerRefusal("Neo.ClientError.Statement.SyntaxError", "Unknown function 'apoc.coll.max'", None)
    val max = "RETURN apoc.coll.max([1, 2]) AS m"
    val without = Seq(QueryCheck("4.4.48", "apoc max", max, 1),
      QueryCheck("5.26.30", "apoc max", max, 1, Some(unknown), withoutPlugin = Some("APOC (none of its line)")))
    val report = UpgradeReport.of(checks ++ without, results, VerdictRule()).get
    val newer = report.versions.find(_.version == "5.26.30").get
    assertEquals(Seq("apoc max"), newer.failsWithoutPlugin.map(_.query))
    assertEquals("fails without its plugin, this version runs without APOC (none of its line): " + unknown.describe,
      newer.failsWithoutPlugin.head.detail)
    assertEquals(Seq("refused"), newer.fails.map(_.query), "not an upgrade finding")
    assertTrue(newer.headline(report.reference).contains("1 fail without their plugin, 1 fail, "),
      newer.headline(report.reference))
    assertFalse(report.differences(slowerDiffers = false).exists(_.contains("apoc max")))
    assertFalse(report.versions.head.classes.exists(_._1 == "fail without their plugin"), "said where it happened")
  }

  @Test def aNotificationOfTheExplainedQueryPointsWhereTheQueryItselfWould(): Unit = {
    // "EXPLAIN MATCH (p) RETURN id(p)": the server points 8 columns further than in the query as written
    val explained = deprecated.copy(column = 26 + "EXPLAIN ".length)
    assertEquals(deprecated, explained.without("EXPLAIN "))
    assertEquals(deprecated.copy(line = 2), deprecated.copy(line = 2).without("EXPLAIN "), "only the first line moves")
  }

  @Test def failingAndDifferentAnswersAreDifferencesSlowerOnlyWhenAsked(): Unit = {
    assertEquals(2, report.differences(slowerDiffers = false).size)
    assertTrue(report.differences(slowerDiffers = false).head.startsWith("5.26.30: query 'refused' fails: "))
    assertEquals(3, report.differences(slowerDiffers = true).size)
    assertEquals(report.versions.map(_.headline(report.reference)) ++ report.differences(slowerDiffers = false),
      report.console(slowerDiffers = false), "the console's last lines: the headlines, then each difference")
  }

  @Test def theReportIsFirstInTheMarkdownAndThePageAndReadsBackFromTheSummary(): Unit = {
    val markdown = report.markdown.mkString("\n")
    assertTrue(markdown.startsWith("## Upgrade report\n\n**On 4.4.48 (the reference"), markdown)
    assertTrue(markdown.contains("fail on 5.26.30:\n\n| query | text | what |\n|---|---|---|\n| refused | " +
        "`MATCH (p) WHERE exists(p.born)` | fails: "), markdown)
    assertTrue(report.html.contains("""<table class="fates" data-version="5.26.30" data-class="answer differently">"""))
    assertTrue(report.html.contains("""<a href="#cell-neo4j-5.26.30-512m-G1-slow">slow</a>"""), report.html)
    val summary = ComparisonSummary("d", passed = true, Map.empty, Map.empty, 3, upgrade = Some(report))
    assertEquals(Some(report), ComparisonSummary.read(ComparisonSummary.json(summary)).upgrade)
  }
}
