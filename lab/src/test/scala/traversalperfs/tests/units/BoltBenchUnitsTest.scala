package traversalperfs.tests.units

import traversalperfs.boltbench.{BenchQuery, BenchTable, Throughput}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test

/** The gatling-neo4j benchmark's arithmetic on synthetic windows: lines read back, blocks pooled, the goal judged. */
class BoltBenchUnitsTest {
  private val console = Seq(
    Throughput.Window(2000, 20.0, 1000000).line("return1", "bare-before"),
    "some Gatling output",
    Throughput.Window(1900, 20.0, 1140000).line("return1", "gatling-neo4j"),
    Throughput.Window(2200, 20.0, 1100000).line("return1", "bare-after")).mkString("\n")

  @Test def windowsAreReadBackFromTheChildsConsole(): Unit = {
    val read = Throughput.read(console)
    assertEquals(Seq("bare-before", "gatling-neo4j", "bare-after"), read.map(_._1._2))
    assertEquals(Throughput.Window(1900, 20.0, 1140000), read(1)._2)
  }

  @Test def theBareBlocksArePooledAndTheGoalJudged(): Unit = {
    val Seq(row) = BenchTable(Throughput.read(console), 8).rows
    assertEquals(105.0, row.bare.perSecond, 1e-9) // 4,200 requests in 40 s
    assertEquals(95.0, row.plugin.perSecond, 1e-9)
    assertEquals(95.0 / 105, row.share, 1e-9) // 90.5 %
    assertEquals(600.0 / 500, row.cpuRatio, 1e-9) // 600 µs against 2,100,000 / 4,200 = 500 µs
    assertTrue(row.met)
    assertTrue(row.markdown.startsWith("| return1 | 105 | 95 | 90.5 % | 500 | 600 | 1.20x | met |"), row.markdown)
    val slower = BenchTable.Row("lookup", Throughput.Window(100, 1, 1000), Throughput.Window(89, 1, 890))
    assertFalse(slower.met, "89 % of the bare rate")
  }

  @Test def theQueriesAreNamed(): Unit = {
    assertEquals(BenchQuery.All, BenchQuery.named("all"))
    assertEquals(Seq(BenchQuery.Lookup), BenchQuery.named("lookup"))
    assertEquals(Nil, BenchQuery.named("nope"))
    assertTrue(BenchQuery.Lookup.params().get("id").asInstanceOf[Long] < BenchQuery.People)
  }
}
