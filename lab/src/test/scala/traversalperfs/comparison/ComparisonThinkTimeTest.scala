package traversalperfs.comparison

import traversalperfs.testing.Lanes
import traversalperfs.console.Say
import traversalperfs.measure.ReplaySummary
import traversalperfs.results.CellSetting
import traversalperfs.run.RunSettings
import traversalperfs.settings.Parameters
import traversalperfs.workloads.permissions.PermissionsSettings

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.Paths

/**
 * A comparison's think time is chosen once, by its first cell, held by the comparison and given to every later cell.
 */
@Tag(Lanes.Units)
class ComparisonThinkTimeTest {
  private val baseDir = Paths.get("").toAbsolutePath

  private def lab(values: (String, String)*): RunSettings =
    RunSettings.load(Parameters.of(("lab.basedir" -> baseDir.toString) +: values: _*), PermissionsSettings.Defaults)

  @Test def theFirstCellChoosesAndEveryLaterCellIsGivenItsChoice(): Unit = {
    val thinking = lab()
    assertTrue(thinking.load.thinkTime, "the permissions' default load pauses a think time")
    val chosen = new ComparisonThinkTime(thinking.load.thinkTime)
    assertEquals(Nil, chosen.overrides, "the first cell chooses its own")
    val (_, said) = Say.heard(chosen.keep(Some(ReplaySummary(Nil, "first", thinkTimeMillis = Some(12L)))))
    assertEquals(Seq("[traversal-perfs] think time of every cell: 0-24 ms between requests (mean 12 ms, from this " +
        "first cell's warm-up)"), said)
    assertEquals(Seq("pause.max=24"), chosen.overrides.map(s => s"${s.name}=${s.text}"))
    // a later cell (given pause.max, it chooses none) leaves the first choice as it is
    chosen.keep(Some(ReplaySummary(Nil, "second", thinkTimeMillis = Some(40L))))
    assertEquals(Seq("pause.max=24"), chosen.overrides.map(s => s"${s.name}=${s.text}"))
    assertEquals(Seq(CellSetting.ThinkTime -> "0-24 ms between requests (mean 12 ms, from the first cell's warm-up)"),
      chosen.setting)
  }

  @Test def aLoadTheUserChoseIsLeftAsGiven(): Unit = {
    val given = new ComparisonThinkTime(lab("pause.max" -> "5").load.thinkTime)
    given.keep(Some(ReplaySummary(Nil, "first", thinkTimeMillis = Some(12L))))
    assertEquals((Nil, Nil), (given.overrides, given.setting))
  }
}
