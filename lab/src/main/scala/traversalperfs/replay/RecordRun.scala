package traversalperfs.replay

import traversalperfs.targets.ServerWatch
import traversalperfs.settings.{Packaged, UserError}
import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.PopulationBuilder

/**
 * The record every workload shares: records the answers the file lacks (or only confirms the dataset when it holds
 * them), a failed request failing the run, the server watched; then the workload checks and writes them. Runs before
 * the replay (simulations run in alphabetical order). A simulation reads as Gatling's demo. Recording is a local step:
 * inside a Gatling Enterprise package the part is not even made ([[Packaged]]).
 */
final class RecordRun(makePart: => RecordPart) {
  private val part = {
    if (Packaged.inside) Packaged.refuse("nothing is recorded: record the answers where the lab starts its own " +
      "server (./mvnw gatling:test), then build the package with them (./mvnw gatling:enterprisePackage)")
    makePart
  }
  private val watch = new ServerWatch(part.target)

  val population: PopulationBuilder = if (part.recorded) part.confirming else part.recording

  val protocols: Seq[Protocol] = part.protocols

  val assertions: Seq[io.gatling.commons.stats.assertion.Assertion] = Seq(global.failedRequests.count.is(0))

  def finish(): Unit = {
    watch.close()
    try UserError.orExit(part.finish())
    finally part.close()
  }
}
