package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import traversalperfs.lab.{LabError, TraversalSettings}
import traversalperfs.replay.{TraversalRecord, RecordRun}

/** The traversal's record, its seed: the tree, then every expected count, checked by Cypher ([[TraversalRecord]]); runs before the replay. */
class SeedSimulation extends Simulation {
  private val run = LabError.orExit(new RecordRun(new TraversalRecord(TraversalSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions)
  after(run.finish())
}
