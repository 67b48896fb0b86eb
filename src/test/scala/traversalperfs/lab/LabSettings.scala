package traversalperfs.lab

import java.nio.file.{Path, Paths}

/** Every parameter of a lab run, read once through [[Parameters]]; the README's parameter table mirrors this. */
final case class LabSettings(
    target: Option[String],
    neo4jVersion: String,
    user: Option[String],
    password: Option[String],
    bolt: Option[String],
    heap: String,
    pageCache: String,
    tree: TreeKey,
    starts: Int,
    scope: Scope,
    orders: Seq[String],
    caches: Seq[String],
    users: Int,
    durationSeconds: Int,
    warmupSeconds: Int,
    csv: Path,
    summaryJson: Path,
    baseDir: Path
) {
  /** What to print about the target, never the password. */
  def targetDescription: String =
    target.map(t => s"$t${user.map(u => s" as $u").getOrElse("")}").getOrElse(s"embedded Neo4j $neo4jVersion")
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

  def load(parameters: Parameters = Parameters.system): LabSettings = {
    import parameters._
    val baseDir = Paths.get(string("lab.basedir", ".")).toAbsolutePath.normalize
    val target = raw("target").map(validTarget)
    LabSettings(
      target = target,
      neo4jVersion = string("neo4j.version", "3.0.12"),
      user = raw("neo4j.user"),
      password = raw("neo4j.password"),
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
      users = positiveInt("users", 1),
      durationSeconds = positiveInt("duration", 120),
      warmupSeconds = nonNegativeInt("warmup", 20),
      csv = baseDir.resolve(string("csv", "src/test/resources/data/expected-counts.csv")).normalize,
      summaryJson = baseDir.resolve(string("lab.summary", "target/traversal-perfs/last-replay.json")).normalize,
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
