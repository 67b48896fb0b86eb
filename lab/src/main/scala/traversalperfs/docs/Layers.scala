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
    Layer("machine", Nil, "the machine over a run: /proc, pinning"),
    Layer("settings", Nil, "parameters, their catalog, user errors"),
    Layer("process", Seq("settings"), "child ./mvnw runs"),
    Layer("server", Seq("settings", "machine"), "version table, embedded servers"),
    Layer("targets", Seq("settings", "server", "machine"), "the server a run talks to"),
    Layer("measure", Seq("settings", "server", "targets", "machine"), "latency, load, warm-up, summary"),
    Layer("run", Seq("settings", "server", "targets", "measure", "machine"), "what every run takes"),
    Layer("tree", Seq("settings", "server", "targets"), "the traversal's dataset"),
    Layer("dumps", Seq("settings", "server", "targets"), "a dump up the version ladder"),
    Layer("copies", Seq("settings", "server", "targets", "tree", "dumps"), "a running graph copied"),
    Layer("replay", Seq("settings", "server", "targets", "measure", "run", "machine"), "record/replay skeletons"),
    Layer("figures", Seq("settings", "server", "targets", "measure", "run", "machine"),
      "statistics, verdicts, report, page"),
    Layer("comparison", Seq("settings", "server", "targets", "measure", "run", "machine", "figures", "process"),
      "rounds of servers, a run per cell"),
    Layer("querylog", Seq("settings", "targets", "dumps", "copies", "replay"), "a query log into a workload"),
    Layer("boltbench", Seq("settings", "server", "targets", "figures", "process", "machine"),
      "gatling-neo4j's benchmark"),
    // and the simulations above: their class names, which Gatling runs by name (a child run's gatling.simulationClass)
    Layer("workloads",
      Seq("settings", "server", "targets", "measure", "run", "tree", "dumps", "copies", "machine", "replay", "figures",
        "comparison", "querylog", "simulations"),
      "traversal, permissions, file; the registry"),
    Layer("docs", Seq("settings", "workloads"), "the pages' generated parts")
  )

  val Allowed: Map[String, Seq[String]] = All.map(l => l.name -> l.mayName).toMap

  /** How high a package stands: above the highest it may name (the simulations, above every package, do not count). */
  def level(name: String): Int =
    Allowed.getOrElse(name, Nil).filter(Allowed.contains).map(level(_) + 1).maxOption.getOrElse(0)

  /** The row of docs/architecture.md's table for `layer`. */
  def row(layer: String, below: Seq[String]): String =
    s"| `$layer` | ${if (below.isEmpty) "nothing" else below.map(b => s"`$b`").mkString(", ")} |"
}
