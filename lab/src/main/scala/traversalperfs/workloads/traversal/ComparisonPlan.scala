package traversalperfs.workloads.traversal

import traversalperfs.results.{ComparisonCell, ServerJvm}
import traversalperfs.settings.{ContextDefault, ParameterCatalog => P, Parameters, UserError}

/**
 * A way of asking: the extension's strategy and the application cache it reads through, or Cypher; `cleared`: with
 * Neo4j's and the application caches cleared before every request (the original's "w/ cache clear").
 */
final case class Variant(strategy: String, cache: String, access: String = "extension", cleared: Boolean = false) {
  def isCypher: Boolean = access == "cypher"

  /** Only the extension's traversal has an order; a Cypher count or another workload's request has none. */
  def ordered: Boolean = access == "extension"

  /** The original (framework) is named by its cache alone, as in the original's tables. */
  def title: String =
    if (!ordered) access
    else ((if (strategy == "framework") Nil else Seq(strategy)) ++
      (if (cache == "none") (if (strategy == "framework") Seq("no cache") else Nil) else Seq(cache)) ++
      (if (cleared) Seq("w/ cache clear") else Nil)).mkString(" ")
}

/** A traversal cell: one order and one way of asking, as the shared comparison names and places it. */
final case class TraversalCell(cell: ComparisonCell, order: String, variant: Variant) {
  def strategy: String = variant.strategy

  def cache: String = variant.cache
}

object TraversalCell {
  /** A Cypher count knows no order: its cell is named and keyed without one. */
  def apply(version: String, jvm: ServerJvm, order: String, variant: Variant, again: Boolean): TraversalCell = {
    val key = if (!variant.ordered) variant.access
    else
      s"$order-${variant.strategy}-cache-${variant.cache.replace('+', '-')}${if (variant.cleared) "-cleared" else ""}"
    TraversalCell(ComparisonCell(version, jvm, if (variant.ordered) order else "-", variant.title, key, again), order,
      variant)
  }
}

/**
 * The traversal's own axes (the shared comparison reads the versions and the server JVMs: `compare.versions`,
 * `compare.heaps`, `compare.gcs`), from the lab's parameters: `compare.strategies`, `compare.access`, `compare.clear`
 * (warm, and/or caches cleared before every request), plus the replay's `orders`, `caches`, `users`, `warmup`,
 * `duration` (shorter defaults here: 20 s per cell; every comparison's warm-up cap is 10 s,
 * [[traversalperfs.comparison.Comparison.defaults]]). A strategy with a cache of its own (`cached`, `kernel`) is
 * compared with `cache=none` only.
 */
final case class ComparisonPlan(settings: TraversalSettings, variants: Seq[Variant]) {
  /** A version's cells in one server JVM (`again`: the A/A run's second side). */
  def cells(version: String, jvm: ServerJvm, again: Boolean = false): Seq[TraversalCell] =
    for {
      order <- settings.orders
      variant <- variants if !variant.isCypher || order == settings.orders.head
    } yield TraversalCell(version, jvm, order, variant, again)
}

object ComparisonPlan {
  def load(parameters: Parameters): ComparisonPlan = {
    // 10 s windows were tried to pay for the 3 repeats: their A/A run could not tell ±60 % (docs/figures.md)
    val withShortDefaults = parameters.withDefaults(
      P.Duration := ContextDefault.of(TraversalParameters.Defaults, P.Duration),
      TraversalParameters.Scope := TraversalParameters.Scope.defaultIn(TraversalParameters.InAComparison))
    val settings = TraversalSettings.load(withShortDefaults)
    // the table of the jar the run's version loads: every jar is built from the same source
    val table = StrategyTable.of(settings.lab.baseDir, settings.lab.server.embedded)
    val strategies = parameters.among(P.CompareStrategies, P.CompareStrategies.default.get, table.map(_.name))
    val takingCache = table.filter(_.takesCache).map(_.name).toSet
    val clears = parameters(P.CompareClear).map(_ == "true")
    val variants = for (strategy <- strategies; cache <- settings.caches if cache == "none" || takingCache(strategy);
      cleared <- clears) yield Variant(strategy, cache, cleared = cleared)
    val access = parameters(P.CompareAccess)
    val asked = (if (access.contains("extension")) variants else Nil) ++
      (if (access.contains("cypher")) Seq(Variant("framework", "none", "cypher")) else Nil)
    if (asked.isEmpty) UserError(s"compare.strategies ${strategies.mkString(",")} take no cache: add none to caches")
    ComparisonPlan(settings, asked)
  }
}
