package traversalperfs.workloads.traversal

import traversalperfs.results.ServerJvm
import traversalperfs.testing.Lanes
import traversalperfs.measure.LatencySummary
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.tree.TreeKey
import traversalperfs.workloads.traversal.{
  ComparisonPlan, ExpectedCount, ExpectedCountsCsv, TraversalLatencies, TraversalSettings
}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/** The traversal workload, in process: its expected counts' file, its summary by scope, its comparison's cells. */
@Tag(Lanes.Units)
class TraversalUnitsTest {
  private val tree = TreeKey(2, 3, 7)

  private val other = TreeKey(2, 3, 8)

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

  @Test def theSummaryHasOneLinePerScope(): Unit = {
    val summary = new LatencySummary
    (1 to 5).foreach(_ =>
      summary.record(TraversalSettings.sample("root", "depth-first", "none", 600, Some(590.0), Some(1000L), ok = true,
          "extension")))
    (1 to 5).foreach(_ =>
      summary.record(TraversalSettings.sample("subtree", "depth-first", "none", 4, Some(3.0), Some(10L), ok = true,
          "extension")))
    val lines = TraversalLatencies.byScope(summary).map(_.shown)
    assertEquals(2, lines.size, lines.mkString("\n"))
    assertTrue(lines.head.startsWith("[traversal-perfs] measured root requests: 5, KO 0, p50 600 ms, p95 - ms"),
      lines.head)
    assertTrue(lines(1).startsWith("[traversal-perfs] measured subtree requests: 5, KO 0, p50 4 ms"), lines(1))
    assertTrue(TraversalLatencies.table(summary).contains(LatencySummary.PercentileNote),
      TraversalLatencies.table(summary))
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
