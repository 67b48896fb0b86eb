package traversalperfs.workloads.traversal

import traversalperfs.settings.{ContextDefault, Parameter, Parameters}
import traversalperfs.comparison.ComparedWorkload
import traversalperfs.replay.{RecordRun, ReplayRun}
import traversalperfs.workloads.{SimulationClasses, Workload}

/** The traversal (the default workload): the extension's count of true B nodes under a start, verified per start. */
object TraversalWorkload extends Workload {
  val name = "traversal"

  def record(parameters: Parameters): RecordRun = new RecordRun(new TraversalRecord(TraversalSettings.load(parameters)))

  def replay(parameters: Parameters): ReplayRun = new ReplayRun(new TraversalReplay(TraversalSettings.load(parameters)))

  def compared(parameters: Parameters): ComparedWorkload = TraversalComparison(parameters)

  val simulations: SimulationClasses = SimulationClasses.Traversal

  val parameters: Seq[Parameter[_]] = TraversalParameters.All

  val defaults: Seq[ContextDefault[_]] = TraversalParameters.Defaults
}
