package traversalperfs.workloads.traversal

import traversalperfs.settings.{ContextDefault, Parameter, ParameterCatalog => P, ParameterForm => F}
import traversalperfs.settings.Parameter.{of => p}

/**
 * The traversal's own parameters (the tree, its orders and caches, the strategy, the expected counts): declared here,
 * gathered into docs/parameters.md by [[traversalperfs.workloads.AllParameters]].
 */
object TraversalParameters {
  private val Name = "traversal"
  /** The traversal's comparison's own defaults (shorter windows, the root only). */
  val InAComparison = "a traversal comparison"

  val Depth: Parameter[Int] = p("depth", F.Positive, Some(5), Seq(Name, "compare", "benchmark"))(
    "tree depth: 2 × depth + 1 generations (1,398,101 nodes with fanout 4)")
  val Fanout: Parameter[Int] =
    p("fanout", F.Positive, Some(4), Seq(Name, "compare", "benchmark"))("children per node")
  val Seed: Parameter[Long] = p("seed", F.Long, Some(42L), Seq(Name, "compare", "benchmark"))(
    "seed of the nodes' `value` ([data model](extension.md#data-model))")
  val Starts: Parameter[Int] =
    p("starts", F.NonNegative, Some(4), Seq(Name, "compare"))("sampled subtree starts besides the root")
  val Scope: Parameter[String] = p("scope", F.oneOf("all", "root", "subtree"), Some("all"), Seq(Name, "compare"),
    Seq(InAComparison -> "root"))("replay `all` rows, only `root` or only `subtree` ones")
  val Orders: Parameter[Seq[String]] = p("orders", F.listOf(Seq("depth-first", "breadth-first")),
    Some(Seq("depth-first", "breadth-first")), Seq(Name, "compare"))("orders to record and replay")
  val Caches: Parameter[Seq[String]] = p("caches", F.listOf(Seq("none", "label", "property", "label+property")),
    Some(Seq("none", "label+property")), Seq(Name, "compare", "benchmark"),
    Seq("benchmark" -> Seq("none", "label", "property", "label+property")))(
    "application caches to record and replay, among `none`, `label`, `property`, `label+property`")
  val Strategy: Parameter[String] = p("strategy", F.Text, Some("framework"), Seq(Name))(
    "how the extension counts: `framework`, `core`, `request-cache`, `kernel`, `cached` " +
      "([strategies](extension.md)); `kernel` and `cached` take `caches=none`")
  val Access: Parameter[Seq[String]] =
    p("access", F.listOf(Seq("extension", "cypher")), Some(Seq("extension")), Seq(Name))(
      "`extension` (HTTP to the extension), `cypher` (the same count in Cypher), or both")
  val Clear: Parameter[Boolean] = p("clear", F.Flag, Some(false), Seq(Name))(
    "`true`: clear Neo4j's object caches (2.2) and the application caches before every request, outside the " +
      "measured time")
  val Csv: Parameter[String] =
    p("csv", F.Text, Some("src/test/resources/data/expected-counts.csv"), Seq(Name, "compare"))(
      "expected counts to read")
  val CsvRecord: Parameter[String] = p("csv.record", F.Text, Some("target/traversal-perfs/expected-counts.csv"),
    Seq(Name, "compare"), note = "(`csv` when `csv` is given)")("where counts the run lacks are recorded")
  val CsvOfVersion: Parameter[String] = p("csv.<version>", F.Text, None, Seq("compare"), note = "(`csv`)")(
    "that version's cells replay this CSV instead")

  /** Its comparison's default window, shorter than a run's (the lab's other load defaults are the traversal's). */
  val Defaults: Seq[ContextDefault[_]] = Seq(ContextDefault(InAComparison, P.Duration, 20))

  /** In the order of docs/parameters.md. */
  val All: Seq[Parameter[_]] =
    Seq(Depth, Fanout, Seed, Starts, Scope, Orders, Caches, Strategy, Access, Clear, Csv, CsvRecord, CsvOfVersion)
}
