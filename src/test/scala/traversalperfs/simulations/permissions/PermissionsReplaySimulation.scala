package traversalperfs.simulations.permissions

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.lab.permissions.PermissionsSettings
import traversalperfs.replay.{PermissionsReplay, ReplayRun}

/** The permission checks' replay, verified, as the article's ([[PermissionsReplay]] on the shared [[ReplayRun]]). */
class PermissionsReplaySimulation extends Simulation {
  private val run = LabError.orExit(new ReplayRun(new PermissionsReplay(PermissionsSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
