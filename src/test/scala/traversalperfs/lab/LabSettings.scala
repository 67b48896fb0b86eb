package traversalperfs.lab

import java.nio.file.{Path, Paths}

/** Every parameter of a lab run, read once through [[Parameters]]; the README's parameter table mirrors this. */
final case class LabSettings(
    target: Option[String],
    neo4jVersion: String,
    user: Option[String],
    password: Option[String],
    heap: String,
    pageCache: String,
    tree: TreeKey,
    starts: Int,
    orders: Seq[String],
    caches: Seq[String],
    users: Int,
    durationSeconds: Int,
    warmupSeconds: Int,
    csv: Path,
    baseDir: Path
) {
  /** What to print about the target, never the password. */
  def targetDescription: String =
    target.map(t => s"$t${user.map(u => s" as $u").getOrElse("")}").getOrElse(s"embedded Neo4j $neo4jVersion")
}

object LabSettings {
  val Orders: Seq[String] = Seq("depth-first", "breadth-first")
  /** Cache choices as the lab names them; `label+property` is the plugin's `cache=label,property`. */
  val Caches: Seq[String] = Seq("none", "label", "property", "label+property")

  def load(): LabSettings = {
    val baseDir = Paths.get(Parameters.string("lab.basedir", ".")).toAbsolutePath.normalize
    val target = Parameters.raw("target").map(validTarget)
    LabSettings(
      target = target,
      neo4jVersion = Parameters.string("neo4j.version", "3.0.12"),
      user = Parameters.raw("neo4j.user"),
      password = Parameters.raw("neo4j.password"),
      heap = memorySize("neo4j.heap", "4g"),
      pageCache = memorySize("neo4j.pagecache", "500m"),
      tree = TreeKey(
        depth = Parameters.positiveInt("depth", 5),
        fanout = Parameters.positiveInt("fanout", 4),
        seed = Parameters.long("seed", 42L)
      ),
      starts = Parameters.nonNegativeInt("starts", 20),
      orders = Parameters.choices("orders", Orders, Orders),
      caches = Parameters.choices("caches", Caches, Caches),
      users = Parameters.positiveInt("users", 1),
      durationSeconds = Parameters.positiveInt("duration", 60),
      warmupSeconds = Parameters.nonNegativeInt("warmup", 20),
      csv = baseDir.resolve(Parameters.string("csv", "src/test/resources/data/expected-counts.csv")).normalize,
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

  private def memorySize(name: String, default: String): String = {
    val value = Parameters.string(name, default)
    if (!value.matches("""\d+[kKmMgG]""")) LabError(s"$name must be a size like 512m or 4g, got '$value'")
    value
  }
}
