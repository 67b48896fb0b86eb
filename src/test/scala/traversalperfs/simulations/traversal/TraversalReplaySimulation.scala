package traversalperfs.simulations.traversal

import traversalperfs.settings.UserError
import io.gatling.core.Predef._
import traversalperfs.workloads.traversal.TraversalWorkload

/** The traversal's replay, verified, after a warm-up. */
class TraversalReplaySimulation extends Simulation {
  private val run = UserError.orExit(TraversalWorkload.replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
