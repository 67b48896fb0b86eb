package traversalperfs.workloads.traversal

import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.measure.LatencySummary
import traversalperfs.workloads.AllParameters
import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.settings.{Parameters, Setting}
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
  def warmupSeconds: Int = lab.load.warmupSeconds

  def warmupPasses: Int = lab.load.warmupPasses

  /** The store of the embedded server of `version` for this run's tree: one per version and tree, reused. */
  def storeOf(version: Neo4jVersion): Path = Stores.of(lab.baseDir, version.version, tree.directoryName)

  /** The run's parameters as `-Dname=value` arguments, `overrides` replacing or adding some. */
  def arguments(overrides: Setting*): Seq[String] = {
    lab.arguments(
      Seq(AllParameters.Workload := TraversalWorkload.name, TraversalParameters.Depth := tree.depth,
        TraversalParameters.Fanout := tree.fanout, TraversalParameters.Seed := tree.seed,
        TraversalParameters.Starts := starts, TraversalParameters.Scope := scope.name,
        TraversalParameters.Orders := orders, TraversalParameters.Caches := caches,
        TraversalParameters.Strategy := strategy, TraversalParameters.Access := access,
        TraversalParameters.Clear := clear, TraversalParameters.Csv := csv.toString,
        TraversalParameters.CsvRecord := csvRecord.toString),
      overrides)
  }
}

/** Which starts a run covers: `all`, only the `root`, or only the sampled `subtree` starts. */
final case class Scope(name: String) {
  def includes(start: String): Boolean = name == "all" || name == ExpectedCount.scopeOf(start)
}

object Scope {
  val Names: Seq[String] = TraversalParameters.Scope.form.choices
}

object TraversalSettings {
  /** One user for two minutes, as the original lab measured; the summary where the README says. */
  val Defaults: RunDefaults = RunDefaults.of(Nil, thinkTime = false)
  val Orders: Seq[String] = TraversalParameters.Orders.form.choices
  /** Cache choices as the lab names them; `label+property` is the plugin's `cache=label,property`. */
  val Caches: Seq[String] = TraversalParameters.Caches.form.choices
  /** How the replay asks for a count: the extension over HTTP, or Cypher (Bolt where the server speaks it). */
  val Access: Seq[String] = TraversalParameters.Access.form.choices
  /** The committed expected counts of the default tree: read, never rewritten unless `csv.record` names it. */
  val CommittedCsv: String = TraversalParameters.Csv.default.get
  /** Where a run records the counts it lacked, unless `csv` or `csv.record` says otherwise. */
  val RecordedCsv: String = TraversalParameters.CsvRecord.default.get

  /** A measured request as the summary groups it, ranked scope, access, order, cache as the tables list them. */
  def sample(scope: String, order: String, cache: String, millis: Long, serverMillis: Option[Double],
             allocatedBytes: Option[Long], ok: Boolean, access: String): LatencySummary.Sample =
    LatencySummary.Sample(
      // a Cypher count knows no order or cache
      if (access == "extension") s"$scope $order cache=$cache" else s"$scope $access", millis, serverMillis,
      allocatedBytes, ok, group = scope,
      rank =
        Seq(Scope.Names.indexOf(scope), Access.indexOf(access), Orders.indexOf(order), Caches.indexOf(cache)))

  def load(parameters: Parameters = Parameters.system): TraversalSettings = {
    val lab = RunSettings.load(parameters, Defaults)
    val csv = lab.file(parameters(TraversalParameters.Csv))
    // a csv the user names is theirs to record into; the committed one is only read
    val csvRecord =
      parameters.get(TraversalParameters.CsvRecord).map(lab.file).getOrElse(
        if (parameters.isGiven(TraversalParameters.Csv)) csv else lab.file(RecordedCsv))
    TraversalSettings(
      lab = lab,
      tree = TreeKey(depth = parameters(TraversalParameters.Depth), fanout = parameters(TraversalParameters.Fanout),
        seed = parameters(TraversalParameters.Seed)),
      starts = parameters(TraversalParameters.Starts),
      scope = Scope(parameters(TraversalParameters.Scope)),
      orders = parameters(TraversalParameters.Orders),
      caches = parameters(TraversalParameters.Caches),
      // checked against the server's own table before any load (StrategyCheck)
      strategy = parameters(TraversalParameters.Strategy),
      access = parameters(TraversalParameters.Access),
      clear = parameters(TraversalParameters.Clear),
      csv = csv,
      csvRecord = csvRecord
    )
  }
}
