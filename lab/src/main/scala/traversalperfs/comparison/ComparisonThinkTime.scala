package traversalperfs.comparison

import traversalperfs.measure.ReplaySummary
import traversalperfs.run.RunSettings
import traversalperfs.settings.{ParameterCatalog => P}

import java.nio.file.{Files, Path}

/**
 * The think time of a comparison whose load pauses one (`pause.max=auto`, [[traversalperfs.measure.ThinkTime]]): chosen
 * once, from the warm-up of the first cell that runs, then given to every other cell as its `pause.max`, so that every
 * cell offers the same closed load and their requests per second compare servers, not pauses (each cell choosing its
 * own would let a slower warm-up pause longer and ask less). Kept in the comparison's directory.
 */
object ComparisonThinkTime {
  private def file(out: Path): Path = out.resolve("think-time-millis")

  /** The mean think time chosen, once a cell chose it. */
  def chosen(out: Path): Option[Long] =
    Some(file(out)).filter(Files.isRegularFile(_)).map(f => Files.readString(f).trim.toLong)

  /** What a cell is given: the chosen think time's `pause.max` (0 to twice its mean), none before one is chosen. */
  def overrides(lab: RunSettings, out: Path): Seq[(String, String)] =
    if (!lab.thinkTime) Nil else chosen(out).map(mean => P.PauseMax := (2 * mean).toString).toSeq

  /** The first cell's choice, kept for the others. */
  def keep(lab: RunSettings, out: Path, summary: Option[ReplaySummary]): Unit =
    if (lab.thinkTime && chosen(out).isEmpty)
      summary.flatMap(_.thinkTimeMillis).foreach { mean =>
        Files.writeString(file(out), mean.toString)
        println(s"[traversal-perfs] think time of every cell: 0-${2 * mean} ms between requests (mean $mean ms, " +
          "from this first cell's warm-up)")
      }

  /** A cell's `thinkTime` setting: the comparison's, in words. */
  def setting(lab: RunSettings, out: Path): Map[String, String] =
    if (!lab.thinkTime) Map.empty
    else chosen(out).map(mean =>
      "thinkTime" -> s"0-${2 * mean} ms between requests (mean $mean ms, from the first cell's warm-up)").toMap
}
