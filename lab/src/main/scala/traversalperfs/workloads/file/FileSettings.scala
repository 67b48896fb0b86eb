package traversalperfs.workloads.file

import traversalperfs.copies.GraphCopy
import traversalperfs.dumps.DumpLadder
import traversalperfs.targets.Credentials
import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.workloads.AllParameters
import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.server.{ServerParameters, ServerPlugin}
import traversalperfs.server.conf.UserConf
import traversalperfs.settings.{ParameterCatalog => P, Parameters, Setting, UserError}
import java.nio.file.Path

/**
 * A workload file's run, read once through [[Parameters]] beside the lab's common ones (`lab`: target, version, heap,
 * page cache, credentials, Bolt, the load: closed, 4 users ramped over 5 s for 30 s with a think time from the warm-up
 * by default ([[ThinkTime]]), or open with `rate` requests per second): `workload=file:<path>`, where its answers are
 * (`workload.csv`) and an embedded store to run on as it is (`workload.store`). README's parameter table mirrors this.
 */
final case class FileSettings(
    lab: RunSettings,
    workload: WorkloadFile,
    csv: Path,
    store: Option[Path],
    copyCredentials: Option[Credentials] = None,
    copyBatch: Int = P.CopyBatch.default.get,
    leaveOut: Seq[String] = Nil,
    language: Option[String] = None,
    languages: Seq[String] = Nil
) {
  /** The queries as a replay asks them: without those left out, in the Cypher language chosen. */
  lazy val asked: WorkloadFile = workload.without(leaveOut.toSet).inLanguage(language)

  /** The open model's offered rate, none in the closed model. */
  def rate: Option[Double] = lab.load.model.rate

  /** The embedded server's home: the store named, or one per version and dataset the lab makes and reuses. */
  def storeOf(version: Neo4jVersion): Path = store.getOrElse(workload.dataset match {
    case WorkloadDataset.Tree(tree) => Stores.of(lab.baseDir, version.version, tree.directoryName)
    case setup: WorkloadDataset.Setup => Stores.of(lab.baseDir, version.version, s"workload-${setup.id}")
    case WorkloadDataset.Dump(_) => dumps.get.storeOf(version)
    case WorkloadDataset.Copy(_) => copies.get.storeOf(version)
    case WorkloadDataset.AsFound => UserError(s"${workload.file} says no dataset: give target (a server holding the " +
        "data) or workload.store (a Neo4j home whose data/ holds it), or add dataset.tree, dataset.setup, " +
        "dataset.dump or dataset.copy to the file")
  })

  /** The file's dump carried to each version, when its dataset is one. */
  lazy val dumps: Option[DumpLadder] = workload.dataset match {
    case WorkloadDataset.Dump(dump) => Some(new DumpLadder(dump, lab.baseDir, lab.server.heap, lab.server.pageCache))
    case _ => None
  }

  /** The running server the file's dataset is copied from, when it is one (its credentials `copy.user`, …). */
  lazy val copies: Option[GraphCopy] = workload.dataset match {
    case WorkloadDataset.Copy(uri) => Some(GraphCopy(uri, copyCredentials, lab.baseDir, copyBatch))
    case _ => None
  }

  /** Why `version` cannot take the file's dataset (a dump it cannot load, values of a copy it cannot store). */
  def refusal(version: Neo4jVersion): Option[String] =
    dumps.flatMap(_.refusal(version)).orElse(copies.flatMap(_.refusal(version)))

  /** The settings as `-D` arguments for a child run, `overrides` replacing or adding some. */
  def arguments(overrides: Setting*): Seq[String] = lab.arguments(
    Seq(AllParameters.Workload := s"${FileSettings.Prefix}${workload.file}",
      FileParameters.WorkloadCsv := csv.toString) ++
      store.map(FileParameters.WorkloadStore := _.toString) ++
      Option.when(leaveOut.nonEmpty)(FileParameters.WorkloadLeaveOut := leaveOut) ++
      language.map(FileParameters.WorkloadCypher := _),
    overrides)
}

object FileSettings {
  val Prefix = "file:"
  val Defaults: RunDefaults = RunDefaults.of(FileParameters.Defaults, thinkTime = true)

  def load(parameters: Parameters = Parameters.system): FileSettings = {
    val asked = RunSettings.load(parameters, Defaults)
    val named = parameters(AllParameters.Workload, "")
    if (!named.startsWith(Prefix) || named.length == Prefix.length)
      UserError(s"workload must be file:<path to a workload file>; got '$named'")
    val workload = WorkloadReader.read(asked.file(named.substring(Prefix.length)))
    // the file's plugins, where neo4j.plugins does not name any
    val plugged = if (workload.plugins.isEmpty || parameters.get(ServerParameters.Plugins).isDefined) asked
    else asked.copy(server = asked.server.copy(plugins =
      workload.plugins.map(ServerPlugin.parse(_, asked.baseDir, s"${workload.file}'s plugins"))))
    // and its neo4j.conf, where neo4j.conf names none
    val lab = workload.conf.filter(_ => asked.server.conf.isEmpty).fold(plugged)(conf =>
      plugged.copy(server = plugged.server.withConf(UserConf.read(conf, s"${workload.file}'s conf"),
        RunSettings.explicitMemory(parameters))))
    FileSettings(
      lab = lab,
      workload = workload,
      csv = parameters.get(FileParameters.WorkloadCsv).fold(workload.defaultCsv)(lab.file),
      store = parameters.get(FileParameters.WorkloadStore).map(lab.baseDir.resolve(_).normalize),
      copyCredentials = parameters.get(FileParameters.CopyUser).map(Credentials(_,
          parameters(FileParameters.CopyPassword, ""))),
      copyBatch = parameters(P.CopyBatch),
      leaveOut = parameters(FileParameters.WorkloadLeaveOut),
      language = parameters.get(FileParameters.WorkloadCypher),
      languages = parameters.get(FileParameters.CompareCypher).getOrElse(Nil)
    )
  }
}
