package traversalperfs.workloads.traversal

import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.measure.LatencySummary
import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.settings.Parameters
import traversalperfs.tree.TreeKey
import java.nio.file.Path

/**
 * The traversal's run, read once through [[Parameters]] beside the lab's common settings (`lab`): the tree (`depth`,
 * `fanout`, `seed`), the starts sampled and the scope replayed, the orders, caches and strategy, how a count is asked
 * (`access`), `clear`, the warm-up's caps, and the expected counts' files (`csv`, `csv.record`). README's parameter
 * table mirrors this.
 */
final case class TraversalSettings(
    lab: RunSettings,
    tree: TreeKey,
    starts: Int,
    scope: Scope,
    orders: Seq[String],
    caches: Seq[String],
    strategy: String,
    access: Seq[String],
    clear: Boolean,
    csv: Path,
    csvRecord: Path
) {
  def warmupSeconds: Int = lab.warmupSeconds

  def warmupPasses: Int = lab.warmupPasses

  /** The measured load in words. */
  def loadDescription: String = lab.load.describe(lab.users, lab.durationSeconds)

  /** The store of the embedded server of `version` for this run's tree: one per version and tree, reused. */
  def storeOf(version: Neo4jVersion): Path = Stores.of(lab.baseDir, version.version, tree.directoryName)

  /** The run's parameters as `-Dname=value` arguments, `overrides` replacing or adding some. */
  def arguments(overrides: (String, String)*): Seq[String] = lab.arguments(
    Seq(
      "depth" -> tree.depth.toString, "fanout" -> tree.fanout.toString, "seed" -> tree.seed.toString,
      "starts" -> starts.toString, "scope" -> scope.name, "orders" -> orders.mkString(","),
      "caches" -> caches.mkString(","), "strategy" -> strategy, "access" -> access.mkString(","),
      "clear" -> clear.toString,
      "csv" -> csv.toString, "csv.record" -> csvRecord.toString), overrides)
}

/** Which starts a run covers: `all`, only the `root`, or only the sampled `subtree` starts. */
final case class Scope(name: String) {
  def includes(start: String): Boolean = name == "all" || name == ExpectedCount.scopeOf(start)
}

object Scope {
  val Names: Seq[String] = Seq("all", "root", "subtree")
}

object TraversalSettings {
  /** One user for two minutes, as the original lab measured; the summary where the README says. */
  val Defaults: RunDefaults = RunDefaults(users = 1, rampSeconds = 0, durationSeconds = 120, pauseMaxMillis = 0,
    summaryFile = "target/traversal-perfs/last-replay.json")
  val Orders: Seq[String] = Seq("depth-first", "breadth-first")
  /** Cache choices as the lab names them; `label+property` is the plugin's `cache=label,property`. */
  val Caches: Seq[String] = Seq("none", "label", "property", "label+property")
  /** How the replay asks for a count: the extension over HTTP, or Cypher (Bolt where the server speaks it). */
  val Access: Seq[String] = Seq("extension", "cypher")
  /** The committed expected counts of the default tree: read, never rewritten unless `csv.record` names it. */
  val CommittedCsv = "src/test/resources/data/expected-counts.csv"
  /** Where a run records the counts it lacked, unless `csv` or `csv.record` says otherwise. */
  val RecordedCsv = "target/traversal-perfs/expected-counts.csv"

  /** A measured request as the summary groups it, ranked scope, access, order, cache as the tables list them. */
  def sample(scope: String, order: String, cache: String, millis: Long, serverMillis: Option[Double],
             allocatedBytes: Option[Long], ok: Boolean, access: String): LatencySummary.Sample =
    LatencySummary.Sample(scope, order, cache, millis, serverMillis, allocatedBytes, ok, access,
      Seq(Scope.Names.indexOf(scope), Access.indexOf(access), Orders.indexOf(order), Caches.indexOf(cache)))

  def load(parameters: Parameters = Parameters.system): TraversalSettings = {
    import parameters._
    val lab = RunSettings.load(parameters, Defaults)
    val csv = lab.file(string("csv", CommittedCsv))
    // a csv the user names is theirs to record into; the committed one is only read
    val csvRecord = raw("csv.record").map(lab.file).getOrElse(if (raw("csv").isDefined) csv else lab.file(RecordedCsv))
    TraversalSettings(
      lab = lab,
      tree = TreeKey(depth = positiveInt("depth", 5), fanout = positiveInt("fanout", 4), seed = long("seed", 42L)),
      starts = nonNegativeInt("starts", 4),
      scope = Scope(choice("scope", "all", Scope.Names)),
      orders = choices("orders", Orders, Orders),
      caches = choices("caches", Seq("none", "label+property"), Caches),
      // checked against the server's own table before any load (StrategyCheck)
      strategy = string("strategy", "framework"),
      access = choices("access", Seq("extension"), Access),
      clear = choice("clear", "false", Seq("false", "true")) == "true",
      csv = csv,
      csvRecord = csvRecord
    )
  }
}
