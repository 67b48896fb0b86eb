package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.workloads.file.FileWorkload

/** A workload file's replay, verified (`-Dworkload=file:<workload.yml>`). */
class WorkloadReplaySimulation extends Simulation {
  private val run = LabError.orExit(FileWorkload.replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
