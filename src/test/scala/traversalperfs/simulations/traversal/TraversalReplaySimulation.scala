package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import traversalperfs.lab.{LabError, TraversalSettings}
import traversalperfs.replay.{ReplayRun, TraversalReplay}

/** The traversal's replay, verified, after a warm-up ([[TraversalReplay]] on the shared [[ReplayRun]]). */
class TraversalReplaySimulation extends Simulation {
  private val run = LabError.orExit(new ReplayRun(new TraversalReplay(TraversalSettings.load())))
  setUp(run.population).protocols(run.protocols).assertions(run.assertions).maxDuration(run.maxDuration)
  after(run.finish())
}
