package traversalperfs.commands

import traversalperfs.comparison.Comparison
import traversalperfs.console.Say
import traversalperfs.settings.Parameters
import traversalperfs.workloads.Workloads

/**
 * `-Pcompare`: the workload `-Dworkload` names, compared across versions on the shared skeleton
 * ([[Comparison.compare]]). Run by exec:java inside Maven, its exit status is Maven's: 0 when nothing differs;
 * [[CompareCommand.DifferencesFound]] when the upgrade report found queries that fail or answer differently (or run
 * slower, with `compare.slowerDiffers`): the lab did its work, and the report is written; 1 (Maven's BUILD FAILURE,
 * from an exception) when the lab itself failed or refused its input.
 */
object CompareCommand extends Command("compare") {
  /** As pt-upgrade's exit bits do, "differences found" apart from "the tool failed" (1) and from Gatling's 2. */
  val DifferencesFound = 3

  def run(context: CommandContext): Unit = end(compare(context.parameters))

  /** A comparison's end as Maven's status: an exception when the lab failed, the exit when differences were found. */
  def end(outcome: Comparison.Outcome): Unit = {
    if (outcome.failures.nonEmpty) throw new CommandFailed(s"the comparison failed: ${outcome.failures.mkString("; ")}")
    Say(ExitStatusWords)
    if (outcome.differences.nonEmpty) {
      Say(s"differences found: exit status $DifferencesFound")
      System.out.flush()
      // ends Maven's JVM on purpose: the command is the build's last step, and its status is the answer
      sys.exit(DifferencesFound)
    }
  }

  /** Said on the console at the end of every comparison, as a `--help` would. */
  val ExitStatusWords: String = "exit status: 0 nothing differs, " +
    s"$DifferencesFound differences found (queries that fail or answer differently; slower too with " +
    "compare.slowerDiffers=true), 1 the lab failed (docs/upgrade.md#the-upgrade-report)"

  /** Runs the comparison; answers what failed in the lab and what differs between the versions. */
  def compare(parameters: Parameters): Comparison.Outcome = {
    val withDefaults = Comparison.defaults(parameters)
    Comparison.compare(Workloads.named(withDefaults).compared(withDefaults), withDefaults)
  }
}
