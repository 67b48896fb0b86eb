package traversalperfs.measure

import traversalperfs.testing.Lanes
import traversalperfs.measure.{CapacitySearch, LatencySummary, LoadModel, Slo, WarmUp}
import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.workloads.traversal.{TraversalLatencies, TraversalSettings}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * `measure`, in process: the load parameters and their refusals, the injectors' shares, a capacity search's levels and
 * verdict, the percentiles' minimum requests, the warm-up's end.
 */
@Tag(Lanes.Units)
class MeasureUnitsTest {
  private def refused(f: => Any): String = assertThrows(classOf[UserError], () => { f; () }).getMessage

  @Test def theLoadParametersAndTheirRefusals(): Unit = {
    assertEquals(LoadModel.Closed.copy(), LoadModel.load(Parameters.of()))
    assertEquals(Some(25.0), LoadModel.load(Parameters.of("rate" -> "25")).rate)
    val search = LoadModel.load(Parameters.of("slo" -> "p95 < 250ms", "rate" -> "10", "capacity.step" -> "5",
        "capacity.max" -> "30"))
    assertEquals(Some(Slo(95, 250)), search.slo)
    assertEquals(Seq(10.0, 15.0, 20.0, 25.0, 30.0), search.levels)
    assertEquals(20, LoadModel.load(Parameters.of("slo" -> "p99<1000ms", "capacity.level" -> "10")).levels.size,
      "from 10/s by 10/s, twenty levels unless capacity.max says otherwise")
    assertTrue(refused(Slo.parse("p97<10ms")).contains("slo must look like p95<1000ms"))
    assertTrue(refused(Slo.parse("p95>10ms")).contains("got 'p95>10ms'"))
    assertTrue(refused(LoadModel.load(Parameters.of("rate" -> "0"))).contains(
        "rate must be a number of requests per second above 0"))
    assertTrue(refused(LoadModel.load(Parameters.of("slo" -> "p95<100ms", "rate" -> "2", "capacity.level" -> "5")))
        .contains(
          "a capacity level must offer at least 20 requests for a 95th percentile: rate x capacity.level is 10"))
    assertTrue(refused(LoadModel.load(Parameters.of("slo" -> "p95<100ms", "rate" -> "20", "capacity.max" -> "10")))
        .contains("capacity.max (10.0) must be at least rate (20.0)"))
  }

  @Test def theLoadIsWrittenBackAsArgumentsThatReadBackTheSame(): Unit = {
    val asked = Parameters.of("slo" -> "p90<300ms", "rate" -> "5", "capacity.step" -> "2.5", "capacity.max" -> "20",
      "capacity.level" -> "8", "test.delay" -> "7")
    val settings = TraversalSettings.load(asked)
    val written = settings.arguments().map(_.stripPrefix("-D").split("=", 2)).map(a => a(0) -> a(1))
    val again = TraversalSettings.load(Parameters.of(written: _*))
    assertEquals(settings.lab.load.model, again.lab.load.model)
    assertEquals(7, again.lab.server.testDelayMillis)
    assertEquals(Seq("-XX:+AlwaysPreTouch", "-XX:+UseTransparentHugePages", "-Dtraversalperfs.test.delayMillis=7"),
      again.lab.server.options, "neo4j.jvm's default, then the tests' delay")
    val none = TraversalSettings.load(Parameters.of("neo4j.jvm" -> "none")).lab.server.options
    assertEquals(Nil, none, "none: the servers get no option of the lab's")
  }

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

  @Test def aCapacitySearchBreaksAsSoonAsALevelCannotKeepItsObjective(): Unit = {
    val load = LoadModel(Some(10), Some(Slo(95, 100)), 10, 40, 2)
    val search = new CapacitySearch(load)
    val t0 = 1000000L
    search.arrived(t0)
    (0 until 20).foreach(i => search.record(t0 + i * 100, 20, ok = true)) // level 10/s: 20 requests
    (0 until 40).foreach(i => search.record(t0 + 2000 + i * 50, 30, ok = true)) // level 20/s: 40 requests
    assertFalse(search.broken)
    // level 30/s offers 60 requests: 5% of them (3) may be slow; the fourth breaks it whatever comes next
    (0 until 3).foreach(i => search.record(t0 + 4000 + i * 30, 150, ok = true))
    assertFalse(search.broken)
    search.record(t0 + 4200, 0, ok = false)
    assertTrue(search.broken)
    // the stop cuts the next level short: its first arrivals, and what the stop did to them, are no finding of its own
    (0 until 2).foreach(i => search.record(t0 + 6000 + i * 25, 20, ok = true))
    search.record(t0 + 6100, 0, ok = false)
    val result = search.result
    assertEquals(Some(20.0), result.heldPerSecond)
    assertTrue(result.broke)
    assertEquals(Seq(true, true, false, false), result.levels.map(_.held))
    assertEquals("1 KO", result.levels(2).why)
    assertEquals("3 of 80 requests sent before the run stopped (the level before broke), 1 KO", result.levels(3).why)
    assertEquals("20.0 requests/s held p95<100ms (30.0/s broke it)", result.describe)
  }

  @Test def anErrorWithinALevelsAllowanceBreaksNoRunButTheLevelDoesNotHold(): Unit = {
    val search = new CapacitySearch(LoadModel(Some(10), Some(Slo(95, 100)), 10, 40, 2))
    val t0 = 1000000L
    search.arrived(t0)
    (0 until 19).foreach(i => search.record(t0 + i * 100, 20, ok = true))
    search.record(t0 + 1900, 0, ok = false) // 1 KO of level 10/s's 20 requests: its allowance is 1
    assertFalse(search.broken, "the run goes on")
    (0 until 40).foreach(i => search.record(t0 + 2000 + i * 50, 30, ok = true))
    val result = search.result
    assertEquals(Seq("1 KO" -> false, "p95 30 ms" -> true), result.levels.map(l => l.why -> l.held))
    assertEquals(None, result.heldPerSecond, "the first level did not hold")
  }

  @Test def highPercentilesNeedEnoughRequests(): Unit = {
    val few = (1L to 19L).toVector
    assertEquals(None, LatencySummary.highPercentile(few, 95), "19 requests: p95 would be the maximum")
    assertEquals(Some(19L), LatencySummary.highPercentile(few :+ 20L, 95))
    assertEquals(None, LatencySummary.highPercentile((1L to 99L).toVector, 99))
    assertEquals(Some(99L), LatencySummary.highPercentile((1L to 100L).toVector, 99))
    assertEquals(10L, LatencySummary.percentile(few, 50))
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
    assertTrue(TraversalLatencies.byScope(latencies, warmUp.settled).head.shown.endsWith(s"(${WarmUp.UnsettledNote})"),
      TraversalLatencies.byScope(latencies, warmUp.settled).head.shown)
    assertFalse(TraversalLatencies.byScope(latencies, Some(true)).head.shown.contains(WarmUp.UnsettledNote))
    val json = latencies.summary("1 user").copy(warmUp = Some(warmUp.description), warmUpSettled = warmUp.settled).json
    assertTrue(json.contains("\"warmUpSettled\":false"), json)
    assertFalse(json.contains("heapBeforeBytes") || json.contains("cacheEntriesLeft"),
      s"what was not measured is absent: $json")
  }
}
