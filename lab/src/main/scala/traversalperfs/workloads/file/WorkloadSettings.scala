package traversalperfs.workloads.file

import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.settings.{Parameters, UserError}
import java.nio.file.Path

/**
 * A workload file's run, read once through [[Parameters]] beside the lab's common ones (`lab`: target, version, heap,
 * page cache, credentials, Bolt, the load: closed, 4 users ramped over 5 s for 30 s with a think time from the warm-up
 * by default ([[ThinkTime]]), or open with `rate` requests per second): `workload=file:<path>`, where its answers are
 * (`workload.csv`) and an embedded store to run on as it is (`workload.store`). README's parameter table mirrors this.
 */
final case class WorkloadSettings(
    lab: RunSettings,
    workload: WorkloadFile,
    csv: Path,
    store: Option[Path]
) {
  /** The open model's offered rate, none in the closed model. */
  def rate: Option[Double] = lab.load.rate

  /** The load in words, for the console and the comparison page. */
  def load: String = rate.fold(s"${lab.users} users ramped over ${lab.rampSeconds} s for ${lab.durationSeconds} s" +
    s"${lab.pausesInWords} (closed model)")(r =>
    s"$r requests/s offered for ${lab.durationSeconds} s (open model)")

  /** The embedded server's home: the store named, or one per version and dataset the lab makes and reuses. */
  def storeOf(version: Neo4jVersion): Path = store.getOrElse(workload.dataset match {
    case WorkloadDataset.Tree(tree) => Stores.of(lab.baseDir, version.version, tree.directoryName)
    case setup: WorkloadDataset.Setup => Stores.of(lab.baseDir, version.version, s"workload-${setup.id}")
    case WorkloadDataset.AsFound => UserError(s"${workload.file} says no dataset: give target (a server holding the " +
        "data) or workload.store (a Neo4j home whose data/ holds it), or add dataset.tree or dataset.setup to the file")
  })

  /** The settings as `-D` arguments for a child run, `overrides` replacing or adding some. */
  def arguments(overrides: (String, String)*): Seq[String] = lab.arguments(
    Seq("workload" -> s"file:${workload.file}", "workload.csv" -> csv.toString) ++ store.map(
      "workload.store" -> _.toString),
    overrides)
}

object WorkloadSettings {
  val Prefix = "file:"
  val Defaults: RunDefaults = RunDefaults(users = 4, rampSeconds = 5, durationSeconds = 30, pauseMaxMillis = 0,
    summaryFile = "target/traversal-perfs/last-workload-replay.json", thinkTime = true)

  def load(parameters: Parameters = Parameters.system): WorkloadSettings = {
    import parameters._
    val lab = RunSettings.load(parameters, Defaults)
    val named = string("workload", "")
    if (!named.startsWith(Prefix) || named.length == Prefix.length)
      UserError(s"workload must be file:<path to a workload file>; got '$named'")
    val workload = WorkloadReader.read(lab.file(named.substring(Prefix.length)))
    WorkloadSettings(
      lab = lab,
      workload = workload,
      csv = raw("workload.csv").fold(workload.defaultCsv)(lab.file),
      store = raw("workload.store").map(lab.baseDir.resolve(_).normalize)
    )
  }
}
