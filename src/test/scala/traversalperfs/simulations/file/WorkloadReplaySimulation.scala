package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.lab.workload.WorkloadSettings
import traversalperfs.replay.{ReplayRun, WorkloadReplay}

/** A workload file's replay, verified (`-Dworkload=file:<workload.yml>`; [[WorkloadReplay]] on the shared [[ReplayRun]]). */
class WorkloadReplaySimulation extends Simulation {
  private val run = LabError.orExit(new ReplayRun(new WorkloadReplay(WorkloadSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
