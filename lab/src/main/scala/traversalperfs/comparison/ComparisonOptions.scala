package traversalperfs.comparison

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import java.nio.file.{Files, Path}

/**
 * What every comparison (traversal, permissions, workload file) takes beside its axes: `compare.repeat` (each cell run
 * that many times, the server restarted between repeats, 3 by default: a verdict needs [[Difference.MinRepeats]]),
 * `compare.aa` (each version compared with itself, the A/A run that shows the smallest difference the machine detects)
 * and `compare.baseline` (a saved comparison.json the run is compared with, cell by cell, on the page and as a gate:
 * see [[BaselineDiff]]).
 */
final case class ComparisonOptions(repeats: Int, baseline: Option[Path], thresholds: DiffThresholds,
                                   aa: Boolean = false)

object ComparisonOptions {
  def load(parameters: Parameters, baseDir: Path): ComparisonOptions = {
    val repeats = parameters(P.CompareRepeat)
    if (repeats > 20) UserError(s"compare.repeat must be at most 20; got $repeats")
    val baseline = parameters.get(P.CompareBaseline).map(p => baseDir.resolve(p).normalize)
    baseline.filterNot(Files.isRegularFile(_)).foreach(p =>
      UserError(s"compare.baseline: no file at $p (a comparison.json saved from an earlier run)"))
    ComparisonOptions(repeats, baseline, DiffThresholds.load(parameters),
      parameters(P.CompareAa))
  }
}

/**
 * When a cell counts as worse than its baseline: slower by [[Difference]]'s test with the lower end of the ratio's 95 %
 * interval at least `percent` % above 1. Two runs minutes apart drift more than the repeats within one run (the
 * published rerun against its baseline moved 5 %): `percent` is that margin (0: any detectable slowdown).
 */
final case class DiffThresholds(percent: Double)

object DiffThresholds {
  def load(parameters: Parameters): DiffThresholds = DiffThresholds(parameters(P.DiffThreshold))
}
