package traversalperfs.tests.units

import traversalperfs.comparison.ComparisonThinkTime
import traversalperfs.measure.ReplaySummary
import traversalperfs.run.RunSettings
import traversalperfs.settings.Parameters
import traversalperfs.workloads.permissions.PermissionsSettings
import traversalperfs.server.Directories

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test

import java.nio.file.{Files, Paths}

/** A comparison's think time is chosen once, by its first cell, and every later cell is given it. */
class ComparisonThinkTimeTest {
  private val baseDir = Paths.get("").toAbsolutePath

  private def lab(values: (String, String)*): RunSettings =
    RunSettings.load(Parameters.of(("lab.basedir" -> baseDir.toString) +: values: _*), PermissionsSettings.Defaults)

  @Test def theFirstCellChoosesAndEveryLaterCellIsGivenItsChoice(): Unit = {
    val out = baseDir.resolve("target/think-time-test")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val thinking = lab()
    assertTrue(thinking.thinkTime, "the permissions' default load pauses a think time")
    assertEquals(Nil, ComparisonThinkTime.overrides(thinking, out), "the first cell chooses its own")
    ComparisonThinkTime.keep(thinking, out, Some(ReplaySummary(Nil, "first", thinkTimeMillis = Some(12L))))
    assertEquals(Seq("pause.max" -> "24"), ComparisonThinkTime.overrides(thinking, out))
    // a later cell (given pause.max, it chooses none) leaves the first choice as it is
    ComparisonThinkTime.keep(thinking, out, Some(ReplaySummary(Nil, "second", thinkTimeMillis = Some(40L))))
    assertEquals(Seq("pause.max" -> "24"), ComparisonThinkTime.overrides(thinking, out))
    assertEquals(Map("thinkTime" -> "0-24 ms between requests (mean 12 ms, from the first cell's warm-up)"),
      ComparisonThinkTime.setting(thinking, out))
  }

  @Test def aLoadTheUserChoseIsLeftAsGiven(): Unit = {
    val out = baseDir.resolve("target/think-time-test-given")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val given = lab("pause.max" -> "5")
    ComparisonThinkTime.keep(given, out, Some(ReplaySummary(Nil, "first", thinkTimeMillis = Some(12L))))
    assertEquals(Nil, ComparisonThinkTime.overrides(given, out))
    assertEquals(Map.empty, ComparisonThinkTime.setting(given, out))
  }
}
