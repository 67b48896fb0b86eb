package traversalperfs.replay

import traversalperfs.measure.{CapacitySearch, LoadModel}
import io.gatling.core.Predef._
import io.gatling.core.structure.ScenarioBuilder

import java.util.concurrent.atomic.AtomicReference

/**
 * How a capacity search ends: at its first wrong answer the run fails (Gatling's `crashLoadGeneratorIf`: a level may be
 * slow, an answer may not be wrong), at the first level that broke the objective the load stops (`stopLoadGeneratorIf`:
 * exit 0 and a report; the level's line says it broke). Outside a capacity search it does nothing: the run's assertions
 * judge it.
 */
final class CapacityGuard(search: Option[CapacitySearch], load: LoadModel) {
  private val wrongAnswer = new AtomicReference[String]()

  /** A wrong answer, said in the run's failure (the first one). */
  def wrong(answer: String): Unit = { wrongAnswer.compareAndSet(null, answer); () }

  def around(scenario: ScenarioBuilder): ScenarioBuilder = scenario
    .crashLoadGeneratorIf(_ => s"wrong answer: ${wrongAnswer.get}", _ => search.isDefined && wrongAnswer.get != null)
    .stopLoadGeneratorIf(_ => s"capacity search: a level broke ${load.slo.getOrElse("")}", _ => search.exists(_.broken))
}
