package traversalperfs.simulations.permissions

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.lab.permissions.PermissionsSettings
import traversalperfs.replay.{PermissionsRecord, RecordRun}

/** The permission checks' record: the dataset, then checks recorded and confirmed by Cypher ([[PermissionsRecord]]); runs before the replay. */
class PermissionsRecordSimulation extends Simulation {
  private val run = LabError.orExit(new RecordRun(new PermissionsRecord(PermissionsSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
