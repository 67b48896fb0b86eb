package traversalperfs.benchmark

import traversalperfs.lab.{LabSettings, Parameters}

/** What the benchmark measures: strategies x caches (kernel and cached take no application cache) x orders. */
final case class BenchmarkPlan(strategies: Seq[String], caches: Seq[String], warmups: Int, requests: Int) {
  def variants(orders: Seq[String]): Seq[BenchmarkVariant] =
    for {
      strategy <- strategies
      cache <- if (Set("kernel", "cached").contains(strategy)) caches.filter(_ == "none") else caches
      order <- orders
    } yield BenchmarkVariant(strategy, cache, order)
}

final case class BenchmarkVariant(strategy: String, cache: String, order: String) {
  def name: String = s"$strategy $order cache=$cache"

  def feederRecord: Map[String, Any] =
    Map("strategy" -> strategy, "cache" -> cache, "order" -> order, "start" -> "", "name" -> name)
}

object BenchmarkPlan {
  val Strategies: Seq[String] = Seq("framework", "core", "request-cache", "kernel", "cached")

  def load(parameters: Parameters): BenchmarkPlan = BenchmarkPlan(
    strategies = parameters.choices("strategies", Strategies, Strategies),
    caches = parameters.choices("caches", LabSettings.Caches, LabSettings.Caches),
    warmups = parameters.nonNegativeInt("bench.warmups", 5),
    requests = parameters.positiveInt("bench.requests", 20))
}
