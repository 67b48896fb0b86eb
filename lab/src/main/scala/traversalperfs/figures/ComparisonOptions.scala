package traversalperfs.figures

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import java.nio.file.{Files, Path}

/**
 * What every comparison (traversal, permissions, workload file) takes beside its axes: `compare.repeat` (the rounds at
 * least: each cell run that many times, the server restarted between rounds, 3 by default: a verdict needs
 * [[Difference.MinRepeats]]), `compare.budget` and `compare.precision` (more rounds until every difference is decided
 * at that precision, within that many minutes: [[AdaptiveRounds]]), `compare.aa` (each version compared with itself,
 * the A/A run that shows the smallest difference the machine detects), `compare.plant` (a difference planted on the A/A
 * run's second side, to see it detected) and `compare.baseline` (a saved comparison.json the run is compared with, cell
 * by cell, on the page and as a gate: see [[BaselineDiff]]); `compare.slowerDiffers`: a `slower` query counts in the
 * exit status as a difference ([[UpgradeReport.differences]]).
 */
final case class ComparisonOptions(repeats: Int, baseline: Option[Path], thresholds: DiffThresholds,
                                   aa: Boolean = false, budgetMinutes: Int = 0,
                                   precisionPercent: Double = Difference.PrecisionPercent, plantPercent: Double = 0,
                                   slowerDiffers: Boolean = false) {
  def rounds: AdaptiveRounds = AdaptiveRounds(repeats, budgetMinutes * 60.0)

  /** Verdicts read after every round (a budget) are read at the stricter confidence of a look. */
  def rule: VerdictRule =
    VerdictRule(precisionPercent, if (budgetMinutes > 0) Difference.LookConfidence else Difference.Confidence)
}

object ComparisonOptions {
  def load(parameters: Parameters, baseDir: Path): ComparisonOptions = {
    val repeats = parameters(P.CompareRepeat)
    if (repeats > 20) UserError(s"compare.repeat must be at most 20; got $repeats")
    val baseline = parameters.get(P.CompareBaseline).map(p => baseDir.resolve(p).normalize)
    baseline.filterNot(Files.isRegularFile(_)).foreach(p =>
      UserError(s"compare.baseline: no file at $p (a comparison.json saved from an earlier run)"))
    val precision = parameters(P.ComparePrecision)
    if (precision <= 0 || precision >= 100)
      UserError(s"compare.precision must be a % above 0 and under 100; got $precision")
    val plant = parameters(P.ComparePlant)
    if (plant > 100) UserError(s"compare.plant must be a % of each request's time, at most 100; got $plant")
    if (plant > 0 && !parameters(P.CompareAa))
      UserError("compare.plant plants a difference on an A/A run's second side: add -Dcompare.aa=true")
    ComparisonOptions(repeats, baseline, DiffThresholds.load(parameters), parameters(P.CompareAa),
      parameters(P.CompareBudget), precision, plant, parameters(P.CompareSlowerDiffers))
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
