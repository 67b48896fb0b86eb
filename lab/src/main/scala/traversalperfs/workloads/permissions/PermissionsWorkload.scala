package traversalperfs.workloads.permissions

import traversalperfs.settings.{ContextDefault, Parameter, Parameters}
import traversalperfs.comparison.ComparedWorkload
import traversalperfs.replay.{RecordRun, ReplayRun}
import traversalperfs.workloads.{SimulationClasses, Workload}

/** The permission checks of the companion article: which of these documents may this user read, verified per check. */
object PermissionsWorkload extends Workload {
  val name = "permissions"

  def record(parameters: Parameters): RecordRun =
    new RecordRun(new PermissionsRecord(PermissionsSettings.load(parameters)))

  def replay(parameters: Parameters): ReplayRun =
    new ReplayRun(new PermissionsReplay(PermissionsSettings.load(parameters)))

  def compared(parameters: Parameters): ComparedWorkload = PermissionsComparison(parameters)

  val simulations: SimulationClasses = SimulationClasses.Permissions

  val parameters: Seq[Parameter[_]] = PermissionsParameters.All

  val defaults: Seq[ContextDefault[_]] = PermissionsParameters.Defaults
}
