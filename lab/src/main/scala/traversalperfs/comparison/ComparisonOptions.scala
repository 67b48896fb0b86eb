package traversalperfs.comparison

import traversalperfs.figures.{BaselineGate, DiffThresholds}
import traversalperfs.results.ServerJvm
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.statistics.RoundsRule

import java.nio.file.{Files, Path}

/**
 * What every comparison (traversal, permissions, workload file) takes beside its workload's axes, read here from the
 * `compare.*` parameters once: the server JVMs (`compare.heaps` x `compare.gcs`), the rounds ([[RoundsRule]]:
 * `compare.repeat`, `compare.budget`, `compare.precision`), `compare.aa` (each version compared with itself, the A/A
 * run that shows the smallest difference the machine detects), `compare.plant` (a difference planted on the A/A run's
 * second side, to see it detected), `compare.baseline` (a saved comparison.json the run is compared with, cell by cell,
 * on the page and as a gate: [[traversalperfs.figures.BaselineDiff]]) and `compare.slowerDiffers` (a `slower` query
 * counts in the exit status as a difference).
 */
final case class ComparisonOptions(jvms: Seq[ServerJvm], rounds: RoundsRule, baseline: Option[BaselineGate] = None,
                                   aa: Boolean = false, plantPercent: Double = 0, slowerDiffers: Boolean = false)

object ComparisonOptions {
  def load(parameters: Parameters, baseDir: Path, heap: String): ComparisonOptions = {
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
    ComparisonOptions(jvms(parameters, heap), RoundsRule(repeats, parameters(P.CompareBudget), precision),
      baseline.map(BaselineGate(_, DiffThresholds(parameters(P.DiffThreshold)))), parameters(P.CompareAa), plant,
      parameters(P.CompareSlowerDiffers))
  }

  /** The comparison's server JVMs: `compare.heaps` (default the run's heap) x `compare.gcs` (G1). */
  private def jvms(parameters: Parameters, heap: String): Seq[ServerJvm] = {
    val heaps = parameters(P.CompareHeaps, Seq(heap))
    heaps.filterNot(_.matches("""\d+[kKmMgG]""")).foreach(h =>
      UserError(s"compare.heaps must be sizes like 1g,4g; got '$h'"))
    val gcs = parameters.among(P.CompareGcs, P.CompareGcs.default.get, ServerJvm.GcFlags.keySet.toSeq.sorted)
    if (gcs.contains("CMS") && Runtime.version().feature() >= 14)
      UserError(s"compare.gcs: CMS does not exist on this JDK (${Runtime.version()}); use G1 or Parallel")
    for (heap <- heaps; gc <- gcs) yield ServerJvm(heap, gc)
  }
}
