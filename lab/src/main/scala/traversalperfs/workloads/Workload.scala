package traversalperfs.workloads

import traversalperfs.settings.{ContextDefault, Parameter, Parameters}
import traversalperfs.comparison.ComparedWorkload
import traversalperfs.replay.{RecordRun, ReplayRun}

/**
 * A workload the lab records and replays verified, as one value (the LDBC driver's Workload): its name in `-Dworkload`,
 * and from the run's parameters its record and its replay (its parts run on the shared skeletons, [[RecordRun]] and
 * [[ReplayRun]]) and its side of the comparison. Its own package holds the rest: its settings and their validation, its
 * dataset's endpoints and bulk writer, its answers' file and the dataset key it carries, its oracle outside the
 * extension, its requests, its cells. [[Workloads]] lists them.
 */
trait Workload {
  /** `traversal`, `permissions`, `file:` (then a workload file's path). */
  def name: String

  def accepts(workload: String): Boolean = workload == name

  def record(parameters: Parameters = Parameters.system): RecordRun

  def replay(parameters: Parameters = Parameters.system): ReplayRun

  def compared(parameters: Parameters): ComparedWorkload

  /** Its record's and its replay's simulations, which a comparison's child runs start by name. */
  def simulations: SimulationClasses

  /** Its own parameters (gathered into docs/parameters.md by [[AllParameters]]). */
  def parameters: Seq[Parameter[_]]

  /** Its defaults of the lab's parameters, where they differ from the lab's. */
  def defaults: Seq[ContextDefault[_]]
}

/**
 * The Gatling simulations that record and replay a workload, by class name: what a comparison's child run is given as
 * `gatling.simulationClass` (they live above the lab, in the root project's
 * `src/test/scala/traversalperfs/simulations`, and Gatling runs them by name).
 */
final case class SimulationClasses(record: String, replay: String)

object SimulationClasses {
  private val Package = "traversalperfs.simulations"

  /** The generic pair, which asks [[Workloads]] for the workload `-Dworkload` names. */
  val Generic: SimulationClasses =
    SimulationClasses(s"$Package.generic.WorkloadRecordSimulation", s"$Package.generic.WorkloadReplaySimulation")

  val Traversal: SimulationClasses =
    SimulationClasses(s"$Package.traversal.SeedSimulation", s"$Package.traversal.TraversalReplaySimulation")

  val Permissions: SimulationClasses = SimulationClasses(
    s"$Package.permissions.PermissionsRecordSimulation", s"$Package.permissions.PermissionsReplaySimulation")
}
