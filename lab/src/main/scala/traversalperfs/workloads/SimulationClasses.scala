package traversalperfs.workloads

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
