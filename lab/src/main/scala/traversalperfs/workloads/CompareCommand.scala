package traversalperfs.workloads

import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.comparison.Comparison

/**
 * The comparison command (`./mvnw -B -Pcompare verify -DskipTests`): the workload `-Dworkload` names, compared across
 * versions on the shared skeleton ([[Comparison.compare]]). Run by exec:java inside Maven: a failure is an exception
 * (Maven then says BUILD FAILURE), never `sys.exit`.
 */
object CompareCommand {
  def main(args: Array[String]): Unit = {
    val failures =
      try run(Parameters.system)
      catch {
        case e: UserError =>
          println(s"[traversal-perfs] ERROR: ${e.getMessage}")
          throw e
      }
    if (failures.nonEmpty) throw new UserError(s"the comparison failed: ${failures.mkString("; ")}")
  }

  /** Runs the comparison; answers what failed (nothing when every cell passed and every answer agreed). */
  def run(parameters: Parameters): Seq[String] = {
    val withDefaults = Comparison.defaults(parameters)
    Comparison.compare(Workloads.named(withDefaults).compared(withDefaults), withDefaults)
  }
}
