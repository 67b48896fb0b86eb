package traversalperfs.commands

import traversalperfs.console.Say
import traversalperfs.figures.{BaselineDiff, BaselineGate, DiffThresholds}
import traversalperfs.settings.{ParameterCatalog => P, UserError}

import java.nio.file.Files

/**
 * `-Pdiff -Dbaseline=<saved comparison.json> [-Drun=<comparison.json>]`: a comparison's summary against a saved one,
 * cell by cell ([[BaselineDiff]]), its verdicts on the console and in `baseline-diff.md` beside the run; fails the
 * build when a cell regressed.
 */
object DiffCommand extends Command("diff") {
  def run(context: CommandContext): Unit = {
    val (parameters, baseDir) = (context.parameters, context.baseDir)
    val baseline = baseDir.resolve(parameters.get(P.Baseline).getOrElse(
        UserError("baseline must name a saved comparison.json (e.g. -Dbaseline=docs/baselines/my-run.json)"))).normalize
    val run = baseDir.resolve(parameters(P.Run)).normalize
    for (file <- Seq(baseline, run) if !Files.isRegularFile(file)) UserError(s"no comparison summary at $file")
    val outcome = BaselineDiff.compare(BaselineGate(baseline, DiffThresholds(parameters(P.DiffThreshold))), run)
    outcome.say()
    val written = run.resolveSibling("baseline-diff.md")
    Files.writeString(written, outcome.markdown + "\n")
    Say(s"written: $written")
    if (outcome.failures.nonEmpty)
      throw new CommandFailed(s"the baseline diff failed: ${outcome.failures.mkString("; ")}")
  }
}
