package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import traversalperfs.lab.LabError
import traversalperfs.workloads.traversal.TraversalWorkload

/** The traversal's record, its seed: the tree, then every expected count, checked by Cypher; runs before the replay. */
class SeedSimulation extends Simulation {
  private val run = LabError.orExit(TraversalWorkload.record())
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
