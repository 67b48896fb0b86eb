package traversalperfs.workloads

import traversalperfs.lab.{LabError, Parameters}
import traversalperfs.workloads.file.FileWorkload
import traversalperfs.workloads.permissions.PermissionsWorkload
import traversalperfs.workloads.traversal.TraversalWorkload

/**
 * The registry: every workload the lab runs, and how `-Dworkload` names one (absent: the traversal). The pom's
 * workload switch (its enforcer rule and profiles) names the same ones: a test holds the two together.
 */
object Workloads {
  val All: Seq[Workload] = Seq(TraversalWorkload, PermissionsWorkload, FileWorkload)

  def named(parameters: Parameters): Workload = {
    val asked = parameters.string("workload", TraversalWorkload.name)
    All.find(_.accepts(asked)).getOrElse(LabError(
      s"workload must be ${All.map(w => if (w.name.endsWith(":")) s"${w.name}<path to a workload file>" else w.name).mkString(", ")}; got '$asked'"))
  }
}
