package traversalperfs.simulations.permissions

import traversalperfs.settings.UserError
import io.gatling.core.Predef._
import traversalperfs.workloads.permissions.PermissionsWorkload

/** The permission checks' replay, verified, as the article's. */
class PermissionsReplaySimulation extends Simulation {
  private val run = UserError.orExit(PermissionsWorkload.replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
