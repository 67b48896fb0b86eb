package traversalperfs.results

import traversalperfs.measure.{CapacityLevel, CapacityResult, LatencyRow}
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * When a cell fails: a request that failed fails it, except in a capacity search, where the errors of the level that
 * broke are where the server broke (said on the level's line), and those of a level that held cannot be.
 */
@Tag(Lanes.Units)
class CellResultTest {
  private val cell = ComparisonCell("3.0.12", ServerJvm("512m", "G1"), "-", "root", "root")
  private val row = LatencyRow("root", 200, 3, 20.0, 20, 25, Some(30), Some(40), 50, None, None, None)
  private val result = CellResult(cell, 0, Some(row), None, Map.empty, None, "cells/root.log",
    CellSettings(CellSetting.Version := "3.0.12"))
  private def level(rate: Double, ko: Int, held: Boolean) =
    CapacityLevel(rate, 30, ko, Some(20), rate, held, if (ko > 0) s"$ko KO" else "p95 20 ms")

  @Test def failedRequestsFailTheCellButNotWhereACapacitySearchBroke(): Unit = {
    assertEquals(Some("3 of 200 requests failed"), result.why)
    val broke = result.copy(capacity =
      Some(CapacityResult("p95<100ms", List(level(10, 0, held = true), level(20, 3, held = false)), Some(10.0), true)))
    assertTrue(broke.passed, broke.why.toString)
    // two errors elsewhere (the warm-up's): they fail the cell
    val more = broke.copy(latency = Some(row.copy(ko = 5)))
    assertEquals(Some("2 of 200 requests failed"), more.why)
  }
}
