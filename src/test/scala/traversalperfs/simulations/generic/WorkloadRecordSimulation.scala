package traversalperfs.simulations.generic

import traversalperfs.settings.{Parameters, UserError}
import io.gatling.core.Predef._
import traversalperfs.workloads.Workloads

/**
 * A workload file's record (or any registered workload's without simulations of its own): its dataset, then its
 * answers, confirmed through the replay's requests; runs before the replay.
 */
class WorkloadRecordSimulation extends Simulation {
  private val run = UserError.orExit(Workloads.named(Parameters.system).record())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
