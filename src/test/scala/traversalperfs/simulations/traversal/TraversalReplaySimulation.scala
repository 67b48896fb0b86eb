package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.workloads.traversal.TraversalWorkload

/** The traversal's replay, verified, after a warm-up. */
class TraversalReplaySimulation extends Simulation {
  private val run = LabError.orExit(TraversalWorkload.replay())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
