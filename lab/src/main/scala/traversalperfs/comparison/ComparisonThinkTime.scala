package traversalperfs.comparison

import traversalperfs.console.Say
import traversalperfs.measure.ReplaySummary
import traversalperfs.results.CellSetting
import traversalperfs.settings.{ParameterCatalog => P, Setting}

/**
 * The think time of a comparison whose load pauses one (`pause.max=auto`, [[traversalperfs.measure.ThinkTime]]): chosen
 * once, from the warm-up of the first cell that runs, then given to every other cell as its `pause.max`, so that every
 * cell offers the same closed load and their requests per second compare servers, not pauses (each cell choosing its
 * own would let a slower warm-up pause longer and ask less). Held by the comparison for its whole run (`asked`: its
 * load pauses a think time at all).
 */
final class ComparisonThinkTime(asked: Boolean) {
  private var mean: Option[Long] = None

  /** The mean think time chosen, once a cell chose it. */
  def chosen: Option[Long] = mean

  /** What a cell is given: the chosen think time's `pause.max` (0 to twice its mean), none before one is chosen. */
  def overrides: Seq[Setting] = if (!asked) Nil else mean.map(m => P.PauseMax := (2 * m).toString).toSeq

  /** The first cell's choice, kept for the others. */
  def keep(summary: Option[ReplaySummary]): Unit =
    if (asked && mean.isEmpty)
      summary.flatMap(_.thinkTimeMillis).foreach { m =>
        mean = Some(m)
        Say(s"think time of every cell: 0-${2 * m} ms between requests (mean $m ms, from this first cell's warm-up)")
      }

  /** A cell's `thinkTime` setting: the comparison's, in words. */
  def setting: Seq[(CellSetting, String)] =
    if (!asked) Nil
    else mean.map(m =>
      CellSetting.ThinkTime := s"0-${2 * m} ms between requests (mean $m ms, from the first " +
        "cell's warm-up)").toSeq
}
