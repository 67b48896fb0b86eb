package traversalperfs.figures

import traversalperfs.results.{CellResult, CellSetting, CellSettings, ComparisonCell, ServerJvm}
import traversalperfs.statistics.RoundsRule
import traversalperfs.testing.Lanes
import traversalperfs.machine.MachineLoad
import traversalperfs.measure.{CapacityResult, LatencyMicros, LatencyRow}
import traversalperfs.settings.UserError
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * comparison.json through its typed schema ([[ComparisonSummary]]): a summary written then read back is the same value,
 * a workload's own figures stay fields of their cell, every published run's summary still reads, and a file that is not
 * a summary is refused in one line.
 */
@Tag(Lanes.Units)
class ComparisonSummaryTest {
  private val work = Files.createDirectories(Paths.get("target/summary-test").toAbsolutePath)

  private def row(p50: Long, seed: Int): LatencyRow = {
    val random = new scala.util.Random(seed)
    val micros = (1 to 200).map(_ => (p50 * 1000 * (0.95 + 0.1 * random.nextDouble())).toLong)
    val summary = LatencyMicros.of(micros).get
    LatencyRow("root", 200, 0, summary.mean / 1000, p50, p50 + 5, Some(p50 + 8), Some(p50 + 9), p50 + 20, None, None,
      Some(1.5), micros = Some(summary))
  }

  /** Two versions (the second measured with a machine, a capacity and a workload figure), three rounds each. */
  private val results: Seq[CellResult] = Seq("4.4.48" -> 100L, "5.26.30" -> 110L).map { case (version, p50) =>
    val cell = ComparisonCell(version, ServerJvm("1g", "G1"), "-", "query 1", "q1")
    val rounds = (0 to 2).map(i => row(p50 + i, i))
    CellResult(cell, 0, Some(rounds(1)), Some(300.0), Map("cacheEntriesLeft" -> 12L), None, s"cells/${cell.id}.log",
      CellSettings(CellSetting.Version := version, CellSetting.Heap := "1g"), requestsPerSecond = Some(30.5),
      repeats = rounds,
      repeatRates = Seq(30.0, 30.5, 31.0))
  }.zipWithIndex.map {
    case (r, 1) =>
      r.copy(machine = Some(MachineLoad(20, 2, 0.4, Some(0.9), 40, 0, 0, 5000, Some(900), Some(950), Some(400),
            Some(42), Nil)),
        capacity = Some(CapacityResult("p95 under 1 s", Nil, Some(80.0), broke = true)), runRequests = Some(600),
        repeatCpuMs = Seq(2.9, 3.0, 3.1))
    case (r, _) => r
  }

  private val run = ComparisonReport.RunDescription(
    ComparisonReport.WorkloadReport(
      ComparisonReport.Heading("Made up", "two versions"), CellSettings(CellSetting.Dataset := "tree"),
      schema = Some(SchemaTable(Seq("4.4.48", "5.26.30"), Seq(SchemaTable.Row(":A(x)", Seq("BTREE", "RANGE"))),
          "note"))),
    RoundsRule(3), baseDir = work, preFlight = Seq("workload comparison: made up", "disk: about 1.0 MB"))

  private val noise = Noise(Seq(NoiseComponents("q1", 3, 4.2, 1.2, 34, Seq(3 -> 10.0))), 20, 42)

  private val summary =
    ComparisonSummary.of(results, Seq("one disagreement"), run, "A B, B A", noise, Map("cores" -> "2"))

  @Test def aSummaryWrittenThenReadIsTheSameValue(): Unit = {
    val file = work.resolve("comparison.json")
    ComparisonSummary.write(summary, file)
    val read = ComparisonSummary.read(file)
    assertEquals(summary, read)
    assertEquals(List("workload comparison: made up", "disk: about 1.0 MB"), read.preFlight, "the plan it ran")
    // what was measured is there to compare, not only equal: the verdict of p50 and the machine's figures
    assertEquals(Set("p50", "p95", "rate"), read.cells(1).verdicts.keySet.intersect(Set("p50", "p95", "rate")))
    assertEquals(Some(0.9), read.cells(1).machine.flatMap(_.serverCores))
    assertFalse(Files.exists(work.resolve("comparison.json.partial")), "nothing half-written left beside it")
  }

  @Test def aWorkloadsOwnFiguresAreFieldsOfTheirCell(): Unit = {
    val json = ComparisonSummary.json(summary)
    assertEquals(12L,
      (json \ "cells")(0) \ "cacheEntriesLeft" match {
        case org.json4s.JLong(v) => v
        case org.json4s.JInt(v) => v.toLong
        case other => fail(s"cacheEntriesLeft: $other")
      })
    assertEquals(Map("cacheEntriesLeft" -> 12L),
      ComparisonSummary.read(JsonMethods.parse(JsonMethods.compact(JsonMethods.render(json)))).cells(0).workloadFigures)
  }

  @Test def everyPublishedRunsSummaryStillReads(): Unit = {
    val files = Files.walk(Paths.get("docs/runs")).iterator.asScala
      .filter(_.getFileName.toString == "comparison.json").toSeq
    assertTrue(files.size > 20, s"the published summaries: ${files.size}")
    for (file <- files) {
      val json = JsonMethods.parse(Files.readString(file))
      val read = ComparisonSummary.read(file)
      assertEquals((json \ "cells").children.size, read.cells.size, s"$file: its cells")
      assertTrue(read.cells.forall(c => c.id.nonEmpty && c.axes.nonEmpty), s"$file: each cell names itself")
    }
  }

  @Test def aFileThatIsNotASummaryIsRefusedInOneLine(): Unit = {
    val file = Files.writeString(work.resolve("not-a-summary.json"), """{"cells": 3}""")
    val error = assertThrows(classOf[UserError], () => ComparisonSummary.read(file: Path))
    assertTrue(error.getMessage.startsWith(s"$file is not a comparison summary"), error.getMessage)
    assertEquals(1, error.getMessage.linesIterator.size)
  }
}
