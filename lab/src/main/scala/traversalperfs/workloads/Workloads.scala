package traversalperfs.workloads

import traversalperfs.settings.{Parameters, UserError}
import traversalperfs.workloads.file.FileWorkload
import traversalperfs.workloads.permissions.PermissionsWorkload
import traversalperfs.workloads.traversal.TraversalWorkload

/**
 * The registry: every workload the lab runs, and how `-Dworkload` names one (absent: the traversal); an unknown name is
 * refused here, in one line before any server starts. A workload with no simulations of its own runs through the
 * generic pair (`simulations.generic`), which ask here; the pom only checks that `workload` is a name.
 */
object Workloads {
  val All: Seq[Workload] = Seq(TraversalWorkload, PermissionsWorkload, FileWorkload)

  def named(parameters: Parameters): Workload = {
    val asked = parameters(AllParameters.Workload)
    val names = All.map(w => if (w.name.endsWith(":")) s"${w.name}<path to a workload file>" else w.name)
    All.find(_.accepts(asked)).getOrElse(
      UserError(s"workload must be ${names.init.mkString(", ")} or ${names.last}; got '$asked'"))
  }
}
