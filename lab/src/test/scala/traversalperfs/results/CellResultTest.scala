package traversalperfs.results

import traversalperfs.measure.{CapacityLevel, CapacityResult, LatencyRow}
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * When a cell fails: a request that failed fails it, except in a capacity search that held a level, where the errors
 * from the first level that did not hold on are the overloaded server's (said on each level's line); a search that held
 * no level fails on its errors.
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
    // two errors no level accounts for: they fail the cell
    val more = broke.copy(latency = Some(row.copy(ko = 5)))
    assertEquals(Some("2 of 200 requests failed"), more.why)
    // a query that fails whatever the rate: no level held, its errors fail the cell
    val never = result.copy(capacity = Some(CapacityResult("p95<100ms", List(level(10, 3, held = false)), None, true)))
    assertEquals(Some("3 of 200 requests failed"), never.why)
  }
}
