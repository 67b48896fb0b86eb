package traversalperfs.simulations.permissions

import traversalperfs.settings.UserError
import io.gatling.core.Predef._
import traversalperfs.workloads.permissions.PermissionsWorkload

/** The permission checks' record: the dataset, then checks recorded and confirmed by Cypher; runs before the replay. */
class PermissionsRecordSimulation extends Simulation {
  private val run = UserError.orExit(PermissionsWorkload.record())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
