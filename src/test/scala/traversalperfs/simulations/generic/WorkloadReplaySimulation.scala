package traversalperfs.simulations.generic

import traversalperfs.settings.{Parameters, UserError}
import io.gatling.core.Predef._
import traversalperfs.workloads.Workloads

/**
 * A workload file's replay (or any registered workload's without simulations of its own), verified
 * (`-Dworkload=file:<workload.yml>`).
 */
class WorkloadReplaySimulation extends Simulation {
  private val run = UserError.orExit(Workloads.named(Parameters.system).replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
