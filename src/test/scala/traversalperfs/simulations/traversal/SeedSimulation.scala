package traversalperfs.simulations.traversal

import traversalperfs.settings.UserError
import io.gatling.core.Predef._
import traversalperfs.workloads.traversal.TraversalWorkload

/** The traversal's record, its seed: the tree, then every expected count, checked by Cypher; runs before the replay. */
class SeedSimulation extends Simulation {
  private val run = UserError.orExit(TraversalWorkload.record())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
