package traversalperfs.comparison

import traversalperfs.lab.{LabError, Parameters}

import java.nio.file.{Files, Path}

/**
 * What every comparison (traversal, permissions, workload file) takes beside its axes: `compare.repeat` (each cell
 * run that many times, the server restarted between repeats) and `compare.baseline` (a saved comparison.json the
 * run is compared with, cell by cell, on the page and as a gate: see [[BaselineDiff]]).
 */
final case class ComparisonOptions(repeats: Int, baseline: Option[Path], thresholds: DiffThresholds)

object ComparisonOptions {
  def load(parameters: Parameters, baseDir: Path): ComparisonOptions = {
    val repeats = parameters.positiveInt("compare.repeat", 1)
    if (repeats > 20) LabError(s"compare.repeat must be at most 20; got $repeats")
    val baseline = parameters.raw("compare.baseline").map(p => baseDir.resolve(p).normalize)
    baseline.filterNot(Files.isRegularFile(_)).foreach(p =>
      LabError(s"compare.baseline: no file at $p (a comparison.json saved from an earlier run)"))
    ComparisonOptions(repeats, baseline, DiffThresholds.load(parameters))
  }
}

/**
 * When a cell counts as worse than its baseline: its median p50 or p95 more than `percent` % and `minMillis` ms
 * above the baseline's, and (when both runs were repeated) its whole range above the baseline's; its capacity's
 * held rate more than `percent` % below; or the cell failed.
 */
final case class DiffThresholds(percent: Double, minMillis: Double)

object DiffThresholds {
  def load(parameters: Parameters): DiffThresholds = {
    def number(name: String, default: Double): Double = parameters.raw(name).map(text =>
      text.toDoubleOption.filter(_ >= 0).getOrElse(LabError(s"$name must be a number >= 0; got '$text'"))).getOrElse(default)
    DiffThresholds(number("diff.threshold", 20), number("diff.minMillis", 2))
  }
}
