package traversalperfs.tests.units

import traversalperfs.measure.{LatencySummary, WarmUp}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.tree.TreeKey
import traversalperfs.workloads.traversal.{
  ComparisonPlan, ExpectedCount, ExpectedCountsCsv, TraversalLatencies, TraversalSettings
}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import traversalperfs.figures.ServerJvm

/** The lab's own arithmetic, in process, no server: recording merges, percentiles, the warm-up's end. */
class LabUnitsTest {
  private val tree = TreeKey(2, 3, 7)
  private val other = TreeKey(2, 3, 8)

  /** Several injectors together: every row fed by exactly one, the users and the rate split, a search refused. */
  @Test def injectorsShareTheRowsAndTheLoadWithoutOverlap(): Unit = {
    val closed = traversalperfs.measure.LoadModel(None, None, 0, 0, 0)
    val shares = (0 until 3).map(i =>
      traversalperfs.measure.InjectorShare.load(
        traversalperfs.settings.Parameters.of("injector.index" -> i.toString, "injector.count" -> "3"), 7, closed))
    val rows = (1 to 10).toIndexedSeq
    assertEquals(rows, shares.flatMap(_.rows(rows)).sorted)
    assertEquals(Seq(4, 3, 3), shares.map(_.rows(rows).size))
    assertEquals(Seq(3, 2, 2), shares.map(_.users(7)))
    assertEquals(10.0 / 3, shares.head.rate(10.0), 1e-9)
    def refused(values: (String, String)*)(load: traversalperfs.measure.LoadModel, users: Int): String =
      assertThrows(classOf[traversalperfs.settings.UserError],
        () =>
          traversalperfs.measure.InjectorShare.load(traversalperfs.settings.Parameters.of(values: _*), users,
            load)).getMessage
    assertEquals("injector.index must be 0 to 1 (injector.count 2); got 2",
      refused("injector.index" -> "2", "injector.count" -> "2")(closed, 4))
    assertEquals("users (1) must be at least injector.count (2): each injector needs a user",
      refused("injector.count" -> "2")(closed, 1))
    assertTrue(refused("injector.count" -> "2")(closed.copy(rate = Some(10),
          slo = Some(traversalperfs.measure.Slo.parse("p95<100ms"))), 4)
        .startsWith("a capacity search (slo) runs on one injector"))
  }

  @Test def recordingReplacesItsOwnRowsAndKeepsEveryOtherTreesRows(): Unit = {
    val kept = ExpectedCount(other, "", "depth-first", "none", 10)
    val old = ExpectedCount(tree, "", "depth-first", "none", 4)
    val renewed = old.copy(count = 5)
    val added = ExpectedCount(tree, "0.1", "depth-first", "none", 2)
    assertEquals(Seq(kept, renewed, added), ExpectedCountsCsv.merge(Seq(kept, old), Seq(renewed, added)))
  }

  @Test def theAnswerFilesAreWrittenBackByteForByte(): Unit = {
    // one CSV reader and writer for every workload: the committed files read and written again are the same bytes
    for (name <- Seq("expected-counts.csv", "small-tree-counts.csv")) {
      val committed = java.nio.file.Paths.get(s"src/test/resources/data/$name")
      val written = java.nio.file.Files.createTempFile("counts", ".csv")
      try {
        ExpectedCountsCsv.write(written, ExpectedCountsCsv.read(committed))
        assertEquals(java.nio.file.Files.readString(committed), java.nio.file.Files.readString(written), name)
      } finally java.nio.file.Files.deleteIfExists(written)
    }
  }

  @Test def highPercentilesNeedEnoughRequests(): Unit = {
    val few = (1L to 19L).toVector
    assertEquals(None, LatencySummary.highPercentile(few, 95), "19 requests: p95 would be the maximum")
    assertEquals(Some(19L), LatencySummary.highPercentile(few :+ 20L, 95))
    assertEquals(None, LatencySummary.highPercentile((1L to 99L).toVector, 99))
    assertEquals(Some(99L), LatencySummary.highPercentile((1L to 100L).toVector, 99))
    assertEquals(10L, LatencySummary.percentile(few, 50))
  }

  @Test def theSummaryHasOneLinePerScope(): Unit = {
    val summary = new LatencySummary
    (1 to 5).foreach(_ =>
      summary.record(TraversalSettings.sample("root", "depth-first", "none", 600, Some(590.0), Some(1000L), ok = true,
          "extension")))
    (1 to 5).foreach(_ =>
      summary.record(TraversalSettings.sample("subtree", "depth-first", "none", 4, Some(3.0), Some(10L), ok = true,
          "extension")))
    val lines = TraversalLatencies.byScope(summary)
    assertEquals(2, lines.size, lines.mkString("\n"))
    assertTrue(lines.head.startsWith("[traversal-perfs] measured root requests: 5, KO 0, p50 600 ms, p95 - ms"),
      lines.head)
    assertTrue(lines(1).startsWith("[traversal-perfs] measured subtree requests: 5, KO 0, p50 4 ms"), lines(1))
    assertTrue(TraversalLatencies.table(summary).contains(LatencySummary.PercentileNote),
      TraversalLatencies.table(summary))
  }

  @Test def aWarmUpEndsWhenAPassOverTheFeedTakesAsLongAsThePassBefore(): Unit = {
    assertFalse(WarmUp.settled(Seq(2500, 900)), "too few passes to tell")
    assertFalse(WarmUp.settled(Seq(2500, 900, 700)), "still getting faster")
    assertTrue(WarmUp.settled(Seq(2500, 900, 700, 650)))
    assertTrue(WarmUp.settled(Seq(9, 4, 3)), "a few ms apart is noise")

    val warmUp = new WarmUp(rows = 2, capSeconds = 600, capPasses = 10, minPassRequests = 1)
    assertTrue(warmUp.continues)
    Seq(900L, 610, 600).foreach(warmUp.record("a", _))
    assertTrue(warmUp.continues, "row b has not been seen yet")
    Seq(30L, 20).foreach(warmUp.record("b", _))
    assertTrue(warmUp.continues, "two complete passes")
    warmUp.record("b", 21)
    assertFalse(warmUp.continues, "passes of 930, 630 and 621 ms")
    assertTrue(warmUp.description.startsWith("latency settled after 3 passes over the 2 rows (6 requests)"),
      warmUp.description)
    assertEquals(Some(true), warmUp.settled)
  }

  @Test def aPassOverFewRowsTakesRoundsEnoughForTenRequests(): Unit = {
    // the root alone: one request a round is too noisy a pass (a comparison's A/A run read unsettled servers as
    // settled)
    val warmUp = new WarmUp(rows = 1, capSeconds = 600, capPasses = 10)
    assertEquals(10, warmUp.requestsPerPass)
    (1 to 29).foreach(i => warmUp.record("root", if (i <= 10) 3000 else 600))
    assertTrue(warmUp.continues, "two passes of ten requests and one round of the third")
    warmUp.record("root", 600)
    assertFalse(warmUp.continues, "passes of 30000, 6000 and 6000 ms")
    assertTrue(
      warmUp.description.startsWith("latency settled after 3 passes over the 1 rows, 10 rounds a pass (30 requests)"),
      warmUp.description)
    assertEquals(20, new WarmUp(rows = 20, capSeconds = 600, capPasses = 10).requestsPerPass, "enough rows: one round")
  }

  @Test def aTimeCapNeverEndsAWarmUpBeforeItCouldSettle(): Unit = {
    // a new machine: passes of 10 s then 6 s; the time cap is over after two of them, yet three are needed to tell
    val warmUp = new WarmUp(rows = 1, capSeconds = 0, capPasses = 10, minPassRequests = 1)
    assertTrue(warmUp.continues, "no pass yet")
    Seq(10281L, 5818L).foreach(warmUp.record("a", _))
    assertTrue(warmUp.continues, "two passes: the time cap waits for the third")
    assertEquals(None, warmUp.settled)
    warmUp.record("a", 5700)
    assertFalse(warmUp.continues, "settled on the third pass")
    assertEquals(Some(true), warmUp.settled)

    val unsettled = new WarmUp(rows = 1, capSeconds = 0, capPasses = 10, minPassRequests = 1)
    Seq(10281L, 5818L, 3000L).foreach(unsettled.record("a", _))
    assertFalse(unsettled.continues)
    assertEquals(Some(false), unsettled.settled)
    assertTrue(
      unsettled.description.startsWith("not settled: time cap of 0 s reached after 3 passes over the 1 rows " +
        "(3 requests; the last ones took 10281, 5818, 3000 ms)"), unsettled.description)
  }

  @Test def aWarmUpThatDoesNotSettleEndsAtItsPassCapAndTheFiguresSaySo(): Unit = {
    val warmUp = new WarmUp(rows = 1, capSeconds = 600, capPasses = 4, minPassRequests = 1)
    Seq(900L, 500L, 300L).foreach(warmUp.record("a", _))
    assertTrue(warmUp.continues, "three passes, still getting faster, under both caps")
    warmUp.record("a", 150)
    assertFalse(warmUp.continues)
    assertEquals(Some(false), warmUp.settled)
    assertTrue(warmUp.description.startsWith("not settled: pass cap of 4 passes reached"), warmUp.description)
    val latencies = new LatencySummary
    latencies.record(TraversalSettings.sample("root", "depth-first", "none", 120, None, None, ok = true, "extension"))
    assertTrue(TraversalLatencies.byScope(latencies, warmUp.settled).head.endsWith(s"(${WarmUp.UnsettledNote})"),
      TraversalLatencies.byScope(latencies, warmUp.settled).head)
    assertFalse(TraversalLatencies.byScope(latencies, Some(true)).head.contains(WarmUp.UnsettledNote))
    val json = latencies.summary("1 user").copy(warmUp = Some(warmUp.description), warmUpSettled = warmUp.settled).json
    assertTrue(json.contains("\"warmUpSettled\":false"), json)
    assertFalse(json.contains("heapBeforeBytes") || json.contains("cacheEntriesLeft"),
      s"what was not measured is absent: $json")
  }

  @Test def compareClearAddsACellWithCachesClearedBeforeEveryRequest(): Unit = {
    val plan = ComparisonPlan.load(Parameters.of("compare.versions" -> "2.2.10",
        "orders" -> "depth-first", "caches" -> "none", "compare.clear" -> "false,true"))
    assertEquals(Seq("2.2.10 depth-first no cache, 4g G1", "2.2.10 depth-first no cache w/ cache clear, 4g G1"),
      plan.cells("2.2.10", ServerJvm("4g", "G1")).map(_.cell.title))
    assertEquals(2, plan.cells("2.2.10", ServerJvm("4g", "G1")).map(_.cell.id).distinct.size)
    val settings = TraversalSettings.load(Parameters.of("clear" -> "true"))
    assertTrue(settings.clear && settings.arguments().contains("-Dclear=true"))
    assertEquals("clear must be one of false, true; got 'yes'",
      assertThrows(classOf[UserError], () => TraversalSettings.load(Parameters.of("clear" -> "yes"))).getMessage)
  }
}
