package traversalperfs.workloads.file

import traversalperfs.settings.{ContextDefault, Parameter, Parameters}
import traversalperfs.comparison.ComparedWorkload
import traversalperfs.replay.{RecordRun, ReplayRun}
import traversalperfs.workloads.{SimulationClasses, Workload}

/**
 * A user's workload file (`-Dworkload=file:<workload.yml>`): Cypher queries and their parameters, every answer
 * verified.
 */
object FileWorkload extends Workload {
  val name: String = FileSettings.Prefix

  override def accepts(workload: String): Boolean = workload.startsWith(name)

  def record(parameters: Parameters): RecordRun = new RecordRun(new FileRecord(FileSettings.load(parameters)))

  def replay(parameters: Parameters): ReplayRun = new ReplayRun(new FileReplay(FileSettings.load(parameters)))

  def compared(parameters: Parameters): ComparedWorkload = FileComparison(parameters)

  val simulations: SimulationClasses = SimulationClasses.Generic

  val parameters: Seq[Parameter[_]] = FileParameters.All

  val defaults: Seq[ContextDefault[_]] = FileParameters.Defaults
}
