package traversalperfs.workloads.traversal.benchmark

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.workloads.traversal.{StrategyInfo, TraversalParameters}

/** What the benchmark measures: strategies x caches (for the strategies that take one) x orders. */
final case class BenchmarkPlan(strategies: Seq[StrategyInfo], caches: Seq[String], warmups: Int, requests: Int) {
  def variants(orders: Seq[String]): Seq[BenchmarkVariant] =
    for {
      strategy <- strategies
      cache <- if (strategy.takesCache) caches else caches.filter(_ == "none")
      order <- orders
    } yield BenchmarkVariant(strategy.name, cache, order)
}

final case class BenchmarkVariant(strategy: String, cache: String, order: String) {
  def name: String = s"$strategy $order cache=$cache"

  /** A request on a store of that layout: named after both in Gatling's report, recorded under `row`. */
  def feederRecord(layout: StoreLayout): Map[String, Any] =
    Map("strategy" -> strategy, "cache" -> cache, "order" -> order, "start" -> "", "name" -> s"${layout.name} $name",
      "row" -> name)
}

object BenchmarkPlan {
  /** `strategies` among the server's table (default: every one it offers); one it lacks is refused with its reason. */
  def load(parameters: Parameters, offered: Seq[StrategyInfo]): BenchmarkPlan = {
    val names = parameters.among(P.Strategies, offered.filter(_.available).map(_.name), offered.map(_.name))
    val chosen = names.map(name => offered.find(_.name == name).get)
    chosen.filterNot(_.available).foreach(s =>
      UserError(s"strategies: ${s.name} is not offered here: ${s.why.getOrElse("")}"))
    BenchmarkPlan(
      strategies = chosen,
      caches = parameters.in(TraversalParameters.Caches, "benchmark"),
      warmups = parameters(P.BenchWarmups),
      requests = parameters(P.BenchRequests))
  }
}
