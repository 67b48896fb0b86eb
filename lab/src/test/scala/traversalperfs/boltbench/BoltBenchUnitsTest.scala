package traversalperfs.boltbench

import traversalperfs.testing.Lanes
import traversalperfs.boltbench.{BenchQuery, BenchTable, GatlingNeo4jBenchmark, CountedWindow}
import traversalperfs.machine.CpuPinning
import traversalperfs.settings.{Parameters, UserError}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * The gatling-neo4j benchmark's arithmetic on synthetic blocks: lines read back, each Gatling block against the bare
 * blocks around it, the intervals, the goal judged.
 */
@Tag(Lanes.Units)
class BoltBenchUnitsTest {
  private def w(requests: Long, cpuMicros: Double) = CountedWindow.Window(requests, 10.0, cpuMicros)

  /** Bare blocks that double over the run (a warming server); Gatling's at 90-95 % of the bare blocks around them. */
  private val blocks = Seq(
    "bare-1" -> w(1000, 500000), "gatling-1" -> w(1400, 770000), "bare-2" -> w(2000, 1000000),
    "gatling-2" -> w(2250, 1237500), "bare-3" -> w(2500, 1250000),
    "gatling-3" -> w(2775, 1526250), "bare-4" -> w(3000, 1500000))
  private val console = blocks.map { case (block, window) => window.line("return1", block) }
    .patch(1, Seq("some Gatling output"), 0).mkString("\n")

  @Test def blocksAreReadBackFromTheChildsConsole(): Unit = {
    val read = CountedWindow.read(console)
    assertEquals(blocks.map(_._1), read.map(_._1._2))
    assertEquals(w(1400, 770000), read(1)._2)
  }

  @Test def eachGatlingBlockIsComparedWithTheBareBlocksAroundIt(): Unit = {
    val table = BenchTable(CountedWindow.read(console), 8, "the server on CPUs 1, the injector on CPUs 0")
    val Seq(row) = table.rows
    assertTrue(
      table.markdown.startsWith("gatling-neo4j against the bare async driver loop, 8 concurrent requests, in " +
        "the same JVM, in alternating blocks; the server on CPUs 1, the injector on CPUs 0. "), table.markdown)
    assertEquals(3, row.rounds)
    // 1400 / 1500, 2250 / 2250, 2775 / 2750: pooled, the drift would have made it 6425 / 8500 = 76 %
    val share = row.share
    assertEquals(math.cbrt(1400.0 / 1500 * 1.0 * 2775 / 2750), share.point, 1e-9)
    assertTrue(share.low < share.point && share.point < share.high, share.toString)
    assertEquals(1.1, row.cpuRatio.point, 1e-9) // 550 µs against 500 in every round
    assertEquals(1.1, row.cpuRatio.low, 1e-9) // no spread: a point interval
    assertEquals(BenchTable.Undecided, row.goal, "the share's interval spans 90 %")
    assertTrue(row.markdown.startsWith("| return1 | 3 | 213 | 214 | 98.0 % [88.2, 109.0] |"), row.markdown)
    assertTrue(row.markdown.endsWith("| 500 | 550 | 1.10x [1.10, 1.10] | undecided at this noise |"), row.markdown)
  }

  @Test def theGoalIsMetOrNotOnlyWhenTheIntervalsSaySo(): Unit = {
    def row(shares: Seq[Double], cpu: Seq[Double]) = BenchTable.Row("q", Seq.fill(shares.size + 1)(w(1000, 500000)),
      shares.zip(cpu).map { case (s, c) => w((1000 * s).round, 500000 * s * c) })
    assertEquals(BenchTable.Met, row(Seq(0.95, 0.96, 0.97), Seq(1.05, 1.1, 1.08)).goal)
    assertEquals(BenchTable.NotMet, row(Seq(0.8, 0.82, 0.81), Seq(1.0, 1.0, 1.0)).goal, "rate")
    assertEquals(BenchTable.NotMet, row(Seq(1.0, 1.0, 1.0), Seq(1.5, 1.55, 1.6)).goal, "CPU")
    assertEquals(BenchTable.Undecided, row(Seq(0.95, 0.96, 0.97), Seq(1.0, 1.3, 1.1)).goal, "CPU spans 1.2")
    assertThrows(classOf[IllegalArgumentException], () => BenchTable.Row("q", Seq(w(1, 1)), Seq(w(1, 1))))
  }

  @Test def theQueriesAreNamed(): Unit = {
    assertEquals(BenchQuery.All, BenchQuery.named("all"))
    assertEquals(Seq(BenchQuery.Lookup), BenchQuery.named("lookup"))
    assertEquals(Nil, BenchQuery.named("nope"))
    assertTrue(BenchQuery.Lookup.params().get("id").asInstanceOf[Long] < BenchQuery.People)
  }

  @Test def itPinsByDefaultAndRunsUnpinnedOnlyWhenNotAskedTo(): Unit = {
    val split: Either[String, CpuPinning] = Right(CpuPinning("1", "0"))
    val none: Either[String, CpuPinning] = Left("lab.pin needs 2 CPUs or more")
    assertEquals(Some(CpuPinning("1", "0")), GatlingNeo4jBenchmark.pinning(Parameters.of(), split))
    assertEquals(None, GatlingNeo4jBenchmark.pinning(Parameters.of("lab.pin" -> "false"), split))
    assertEquals(None, GatlingNeo4jBenchmark.pinning(Parameters.of(), none), "the default, said and left off")
    val refused =
      assertThrows(classOf[UserError], () => GatlingNeo4jBenchmark.pinning(Parameters.of("lab.pin" -> "true"), none))
    assertEquals("lab.pin needs 2 CPUs or more", refused.getMessage)
  }
}
