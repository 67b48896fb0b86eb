package traversalperfs.workloads.permissions

import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.workloads.AllParameters
import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.settings.{Parameters, Setting, UserError}
import java.nio.file.Path

/**
 * The permissions workload's parameters, read once through [[Parameters]] beside the lab's common ones (`lab`: target,
 * version, heap, page cache, the load, with the article's defaults: 20 users ramped over 10 s, each checking for 30 s,
 * pausing a think time from the warm-up): the dataset (`permissions.*`), the record (`record.*`) and the checks' file
 * (`permissions.csv`). README's parameter table mirrors this.
 */
final case class PermissionsSettings(
    lab: RunSettings,
    dataset: PermissionsKey,
    recordUsers: Int,
    recordSeconds: Int,
    recordRows: Int,
    recordDocuments: Int,
    recordSeed: Long,
    csv: Path
) {

  /** The embedded server's store for this dataset: one per version and dataset, reused. */
  def store(version: Neo4jVersion): Path = Stores.of(lab.baseDir, version.version, dataset.directoryName)

  /** The settings as `-D` arguments for a child run, `overrides` replacing or adding some. */
  def arguments(overrides: Setting*): Seq[String] = lab.arguments(
    Seq(
      AllParameters.Workload := PermissionsWorkload.name, PermissionsParameters.PermissionsUsers := dataset.users,
      PermissionsParameters.PermissionsGroups := dataset.groups,
      PermissionsParameters.PermissionsFolders := dataset.folders,
      PermissionsParameters.PermissionsDocuments := dataset.documents,
      PermissionsParameters.PermissionsUserGrants := dataset.userGrants,
      PermissionsParameters.PermissionsGroupGrants := dataset.groupGrants,
      PermissionsParameters.PermissionsSeed := dataset.seed,
      PermissionsParameters.RecordUsers := recordUsers, PermissionsParameters.RecordDuration := recordSeconds,
      PermissionsParameters.RecordRows := recordRows,
      PermissionsParameters.RecordDocuments := recordDocuments, PermissionsParameters.RecordSeed := recordSeed,
      PermissionsParameters.PermissionsCsv := csv.toString),
    overrides)
}

object PermissionsSettings {
  val MaxDocumentsPerCheck = 10000
  /**
   * The article's replay, 20 users ramped over 10 s, each checking for 30 s; its 0-5 ms pauses saturated this 2-core
   * machine, so by default each user pauses a think time from the warm-up instead ([[ThinkTime]]; `pause.max=5`: the
   * article's).
   */
  val Defaults: RunDefaults = RunDefaults.of(PermissionsParameters.Defaults, thinkTime = true)

  def load(parameters: Parameters = Parameters.system): PermissionsSettings = {
    val lab = RunSettings.load(parameters, Defaults)
    val documents = parameters(PermissionsParameters.PermissionsDocuments)
    val perRequest = parameters(PermissionsParameters.RecordDocuments)
    if (perRequest > MaxDocumentsPerCheck)
      UserError(
        f"record.documents must be at most $MaxDocumentsPerCheck%,d (the service's limit per check); got $perRequest")
    PermissionsSettings(
      lab = lab,
      dataset = PermissionsKey(
        users = parameters(PermissionsParameters.PermissionsUsers),
        groups = parameters(PermissionsParameters.PermissionsGroups),
        folders = parameters(PermissionsParameters.PermissionsFolders, math.max(1, documents / 50)),
        documents = documents,
        userGrants = parameters(PermissionsParameters.PermissionsUserGrants),
        groupGrants = parameters(PermissionsParameters.PermissionsGroupGrants),
        seed = parameters(PermissionsParameters.PermissionsSeed)),
      recordUsers = parameters(PermissionsParameters.RecordUsers),
      recordSeconds = parameters(PermissionsParameters.RecordDuration),
      recordRows = parameters(PermissionsParameters.RecordRows),
      recordDocuments = perRequest,
      recordSeed = parameters(PermissionsParameters.RecordSeed),
      csv = lab.file(parameters(PermissionsParameters.PermissionsCsv))
    )
  }
}
