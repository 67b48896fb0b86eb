package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.workloads.file.FileWorkload

/** A workload file's record: its dataset, then its answers, confirmed through the replay's requests; runs before the replay. */
class WorkloadRecordSimulation extends Simulation {
  private val run = LabError.orExit(FileWorkload.record())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
