package traversalperfs.simulations.file

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.lab.workload.WorkloadSettings
import traversalperfs.replay.{WorkloadRecord, RecordRun}

/** A workload file's record: its dataset, then its answers, confirmed through the replay's requests ([[WorkloadRecord]]); runs before the replay. */
class WorkloadRecordSimulation extends Simulation {
  private val run = LabError.orExit(new RecordRun(new WorkloadRecord(WorkloadSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
