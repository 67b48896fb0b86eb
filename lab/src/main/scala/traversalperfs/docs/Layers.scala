package traversalperfs.docs

/**
 * The lab's packages and which packages below each one it may name: the one table `ArchitectureTest` checks the code
 * against, docs/architecture.md shows (checked) and docs/images/architecture.svg is drawn from
 * ([[ArchitecturePicture]], by `-Pdocs`), so that the rule, the page and the picture cannot tell three stories.
 */
object Layers {
  /** A package of `lab/src/main/scala/traversalperfs`, the packages it may name, and what it holds in a few words. */
  final case class Layer(name: String, mayName: Seq[String], holds: String)

  val All: Seq[Layer] = Seq(
    Layer("console", Nil, "the lab's lines: prefix, levels, masks"),
    Layer("statistics", Nil, "intervals, verdicts, rounds until decided"),
    Layer("machine", Seq("console"), "the machine over a run: /proc, pinning"),
    Layer("settings", Seq("console"), "parameters, their catalog, user errors"),
    Layer("process", Seq("settings", "console"), "child ./mvnw runs"),
    Layer("server", Seq("settings", "machine", "console"), "version table, embedded servers"),
    Layer("targets", Seq("settings", "server", "machine", "console"), "the server a run talks to"),
    Layer("measure", Seq("settings", "server", "targets", "machine", "console"), "latency, load, warm-up, summary"),
    Layer("results", Seq("measure", "targets", "machine", "statistics"), "what a comparison's runs gave"),
    Layer("run", Seq("settings", "server", "targets", "measure", "machine", "results", "console"),
      "what every run takes"),
    Layer("tree", Seq("settings", "server", "targets", "console"), "the traversal's dataset"),
    Layer("dumps", Seq("settings", "server", "targets", "console"), "a dump up the version ladder"),
    Layer("copies", Seq("settings", "server", "targets", "tree", "dumps", "console"), "a running graph copied"),
    Layer("replay", Seq("settings", "server", "targets", "measure", "run", "machine", "console"),
      "record/replay skeletons"),
    Layer("figures", Seq("settings", "measure", "targets", "machine", "results", "statistics", "console"),
      "report, page, summary, baseline"),
    Layer("comparison",
      Seq("settings", "server", "targets", "measure", "run", "machine", "results", "statistics", "figures", "process",
        "console"),
      "options, rounds of servers, child runs"),
    Layer("querylog", Seq("settings", "targets", "dumps", "copies", "replay", "console"),
      "a query log into a workload"),
    Layer("boltbench", Seq("settings", "server", "targets", "statistics", "process", "machine", "console"),
      "gatling-neo4j's benchmark"),
    // and the simulations above: their class names, which Gatling runs by name (a child run's gatling.simulationClass)
    Layer("workloads",
      Seq("settings", "server", "targets", "measure", "run", "tree", "dumps", "copies", "machine", "replay", "results",
        "statistics", "figures", "comparison", "querylog", "console", "simulations"),
      "traversal, permissions, file; the registry"),
    Layer("docs", Seq("settings", "server", "workloads", "console"), "the pages' generated parts"),
    Layer("commands",
      Seq("settings", "console", "comparison", "figures", "dumps", "copies", "querylog", "boltbench", "workloads",
        "docs"),
      "every command a profile runs")
  )

  val Allowed: Map[String, Seq[String]] = All.map(l => l.name -> l.mayName).toMap

  /** How high a package stands: above the highest it may name (the simulations, above every package, do not count). */
  def level(name: String): Int =
    Allowed.getOrElse(name, Nil).filter(Allowed.contains).map(level(_) + 1).maxOption.getOrElse(0)

  /** The row of docs/architecture.md's table for `layer`. */
  def row(layer: String, below: Seq[String]): String =
    s"| `$layer` | ${if (below.isEmpty) "nothing" else below.map(b => s"`$b`").mkString(", ")} |"
}
