package traversalperfs.lab

import java.nio.file.{Path, Paths}

/**
 * Every parameter of a lab run, read once through [[Parameters]]; the README's parameter table mirrors this, and
 * [[arguments]] writes the settings back as `-D` arguments for child runs (the comparison's cells).
 */
final case class LabSettings(
    target: Option[String],
    /** The embedded server's version; none with a `target` (it runs whatever it runs: the lab asks it). */
    neo4j: Option[Neo4jVersion],
    /** `neo4j.user` and `neo4j.password`, for a given target only (the lab's own servers run without auth). */
    credentials: Option[Credentials],
    bolt: Option[String],
    heap: String,
    pageCache: String,
    tree: TreeKey,
    starts: Int,
    scope: Scope,
    orders: Seq[String],
    caches: Seq[String],
    strategy: String,
    access: Seq[String],
    clear: Boolean,
    boltPoolSize: Int,
    boltTimeoutSeconds: Int,
    users: Int,
    load: LoadModel,
    durationSeconds: Int,
    warmupSeconds: Int,
    warmupPasses: Int,
    csv: Path,
    csvRecord: Path,
    summaryJson: Path,
    testDelayMillis: Int,
    /** How a missing tree is made: `auto`, `bulk` or `http` (see [[OfflinePopulate]]). */
    populate: String,
    baseDir: Path
) {
  /** The version of the server a run starts itself (the benchmark); such a run takes no target. */
  def embedded: Neo4jVersion = neo4j.getOrElse(LabError("this run starts its own server: drop target"))

  /** What to print about the target, never the password. */
  def targetDescription: String =
    target.map(t => s"$t${credentials.map(c => s" as ${c.user}").getOrElse("")}").getOrElse(s"embedded Neo4j ${neo4j.mkString}")

  /** The measured load in words. */
  def loadDescription: String = load.describe(users, durationSeconds)

  /** The lab's servers' extra JVM options: only the tests' known-capacity delay (`test.delay`), when asked for. */
  def serverOptions: Seq[String] =
    if (testDelayMillis > 0) Seq(s"-Dtraversalperfs.test.delayMillis=$testDelayMillis") else Nil

  /** The store of the embedded server of `version` for this run's tree: one per version and tree, reused. */
  def storeOf(version: Neo4jVersion): Path = LabSettings.storeOf(baseDir, version.version, tree)

  /**
   * The run's parameters as `-Dname=value` arguments, `overrides` replacing or adding some; credentials are never
   * written (children get their own target).
   */
  def arguments(overrides: (String, String)*): Seq[String] = {
    val own = Seq(
      "neo4j.heap" -> heap, "neo4j.pagecache" -> pageCache,
      "depth" -> tree.depth.toString, "fanout" -> tree.fanout.toString, "seed" -> tree.seed.toString,
      "starts" -> starts.toString, "scope" -> scope.name, "orders" -> orders.mkString(","),
      "caches" -> caches.mkString(","), "strategy" -> strategy, "access" -> access.mkString(","),
      "clear" -> clear.toString, "bolt.pool" -> boltPoolSize.toString, "bolt.timeout" -> boltTimeoutSeconds.toString, "users" -> users.toString, "duration" -> durationSeconds.toString,
      "warmup" -> warmupSeconds.toString, "warmup.passes" -> warmupPasses.toString, "csv" -> csv.toString, "csv.record" -> csvRecord.toString,
      "lab.summary" -> summaryJson.toString, "populate" -> populate) ++ neo4j.map("neo4j.version" -> _.version) ++
      load.arguments ++
      (if (testDelayMillis > 0) Seq("test.delay" -> testDelayMillis.toString) else Nil)
    val replaced = overrides.toMap
    (own.filterNot { case (name, _) => replaced.contains(name) } ++ overrides).map { case (k, v) => s"-D$k=$v" }
  }
}

/** Which starts a run covers: `all`, only the `root`, or only the sampled `subtree` starts. */
final case class Scope(name: String) {
  def includes(start: String): Boolean = name == "all" || name == ExpectedCount.scopeOf(start)
}

object Scope {
  val Names: Seq[String] = Seq("all", "root", "subtree")
}

object LabSettings {
  val Orders: Seq[String] = Seq("depth-first", "breadth-first")
  /** Cache choices as the lab names them; `label+property` is the plugin's `cache=label,property`. */
  val Caches: Seq[String] = Seq("none", "label", "property", "label+property")
  /** How the replay asks for a count: the extension over HTTP, or Cypher (Bolt where the server speaks it). */
  val Access: Seq[String] = Seq("extension", "cypher")
  /** The committed expected counts of the default tree: read, never rewritten unless `csv.record` names it. */
  val CommittedCsv = "src/test/resources/data/expected-counts.csv"
  /** Where a run records the counts it lacked, unless `csv` or `csv.record` says otherwise. */
  val RecordedCsv = "target/traversal-perfs/expected-counts.csv"

  def storeOf(baseDir: Path, version: String, tree: TreeKey): Path =
    baseDir.resolve(s"target/neo4j/$version/${tree.directoryName}")

  def load(parameters: Parameters = Parameters.system): LabSettings = {
    import parameters._
    val baseDir = Paths.get(string("lab.basedir", ".")).toAbsolutePath.normalize
    val target = raw("target").map(validTarget)
    // checked here, before anything is started or announced (a target's own version is whatever it runs)
    val neo4j = if (target.isDefined) None else Some(Neo4jVersions.require(string("neo4j.version", "3.0.12"), baseDir))
    val csv = baseDir.resolve(string("csv", CommittedCsv)).normalize
    // a csv the user names is theirs to record into; the committed one is only read
    val csvRecord = baseDir.resolve(string("csv.record", raw("csv").fold(RecordedCsv)(_ => csv.toString))).normalize
    OfflinePopulate.refuseForTarget(string("populate", "auto"), target)
    LabSettings(
      target = target,
      neo4j = neo4j,
      credentials = target.flatMap(_ => raw("neo4j.user").map(Credentials(_, string("neo4j.password", "")))),
      bolt = raw("neo4j.bolt"),
      heap = memorySize(parameters, "neo4j.heap", "4g"),
      pageCache = memorySize(parameters, "neo4j.pagecache", "500m"),
      tree = TreeKey(
        depth = positiveInt("depth", 5),
        fanout = positiveInt("fanout", 4),
        seed = long("seed", 42L)
      ),
      starts = nonNegativeInt("starts", 4),
      scope = Scope(choice("scope", "all", Scope.Names)),
      orders = choices("orders", Orders, Orders),
      caches = choices("caches", Seq("none", "label+property"), Caches),
      strategy = choice("strategy", "framework", StrategyNames.All),
      access = choices("access", Seq("extension"), Access),
      clear = choice("clear", "false", Seq("false", "true")) == "true",
      boltPoolSize = positiveInt("bolt.pool", 100),
      boltTimeoutSeconds = positiveInt("bolt.timeout", 60),
      users = positiveInt("users", 1),
      load = LoadModel.load(parameters),
      durationSeconds = positiveInt("duration", 120),
      warmupSeconds = nonNegativeInt("warmup", 60),
      warmupPasses = positiveInt("warmup.passes", 10),
      csv = csv,
      csvRecord = csvRecord,
      summaryJson = baseDir.resolve(string("lab.summary", "target/traversal-perfs/last-replay.json")).normalize,
      testDelayMillis = nonNegativeInt("test.delay", 0),
      populate = choice("populate", "auto", OfflinePopulate.Modes),
      baseDir = baseDir
    )
  }

  private def validTarget(text: String): String = {
    val uri =
      try new java.net.URI(text)
      catch { case _: java.net.URISyntaxException => LabError(s"target must be a URL like http://127.0.0.1:7474, got '$text'") }
    if (uri.getScheme == null || !Set("http", "https").contains(uri.getScheme) || uri.getHost == null)
      LabError(s"target must be a URL like http://127.0.0.1:7474, got '$text'")
    text.stripSuffix("/")
  }

  private def memorySize(parameters: Parameters, name: String, default: String): String = {
    val value = parameters.string(name, default)
    if (!value.matches("""\d+[kKmMgG]""")) LabError(s"$name must be a size like 512m or 4g, got '$value'")
    value
  }
}
