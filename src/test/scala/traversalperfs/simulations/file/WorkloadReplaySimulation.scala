package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.lab.{LabError, Parameters}
import traversalperfs.workloads.Workloads

/** A workload file's replay (or any registered workload's without simulations of its own), verified (`-Dworkload=file:<workload.yml>`). */
class WorkloadReplaySimulation extends Simulation {
  private val run = LabError.orExit(Workloads.named(Parameters.system).replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
