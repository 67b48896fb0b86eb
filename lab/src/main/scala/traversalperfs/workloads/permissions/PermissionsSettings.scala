package traversalperfs.workloads.permissions

import traversalperfs.server.{Neo4jVersion, Stores}

import traversalperfs.run.{RunDefaults, RunSettings}
import traversalperfs.settings.{Parameters, UserError}
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
  /** The replay's load in words: the open model's, or the article's users checking with pauses. */
  def loadDescription: String =
    if (lab.load.isOpen) lab.load.describe(0, lab.durationSeconds)
    else s"${lab.users} users ramped over ${lab.rampSeconds} s, each checking for ${lab.durationSeconds} s" +
      (if (lab.thinkTime) lab.pausesInWords else s" with 0-${lab.pauseMaxMillis} ms pauses")

  /** The embedded server's store for this dataset: one per version and dataset, reused. */
  def store(version: Neo4jVersion): Path = Stores.of(lab.baseDir, version.version, dataset.directoryName)

  /** The settings as `-D` arguments for a child run, `overrides` replacing or adding some. */
  def arguments(overrides: (String, String)*): Seq[String] = lab.arguments(
    Seq(
      "workload" -> "permissions",
      "permissions.users" -> dataset.users, "permissions.groups" -> dataset.groups,
      "permissions.folders" -> dataset.folders, "permissions.documents" -> dataset.documents,
      "permissions.userGrants" -> dataset.userGrants, "permissions.groupGrants" -> dataset.groupGrants,
      "permissions.seed" -> dataset.seed, "record.users" -> recordUsers, "record.duration" -> recordSeconds,
      "record.rows" -> recordRows, "record.documents" -> recordDocuments, "record.seed" -> recordSeed,
      "permissions.csv" -> csv).map { case (k, v) => k -> v.toString }, overrides)
}

object PermissionsSettings {
  /** Where answers are recorded and replayed from unless `permissions.csv` names another file. */
  val DefaultCsv = "src/test/resources/data/permissions.csv"
  val MaxDocumentsPerCheck = 10000
  /**
   * The article's replay, 20 users ramped over 10 s, each checking for 30 s; its 0-5 ms pauses saturated this 2-core
   * machine, so by default each user pauses a think time from the warm-up instead ([[ThinkTime]]; `pause.max=5`: the
   * article's).
   */
  val Defaults: RunDefaults = RunDefaults(users = 20, rampSeconds = 10, durationSeconds = 30, pauseMaxMillis = 5,
    summaryFile = "target/traversal-perfs/last-permissions-replay.json", thinkTime = true)

  def load(parameters: Parameters = Parameters.system): PermissionsSettings = {
    import parameters._
    val lab = RunSettings.load(parameters, Defaults)
    val documents = positiveInt("permissions.documents", 100000)
    val perRequest = positiveInt("record.documents", 1000)
    if (perRequest > MaxDocumentsPerCheck)
      UserError(
        f"record.documents must be at most $MaxDocumentsPerCheck%,d (the service's limit per check); got $perRequest")
    PermissionsSettings(
      lab = lab,
      dataset = PermissionsKey(
        users = positiveInt("permissions.users", 3000),
        groups = nonNegativeInt("permissions.groups", 100),
        folders = positiveInt("permissions.folders", math.max(1, documents / 50)),
        documents = documents,
        userGrants = nonNegativeInt("permissions.userGrants", 5),
        groupGrants = nonNegativeInt("permissions.groupGrants", 50),
        seed = long("permissions.seed", 42L)),
      recordUsers = positiveInt("record.users", 10),
      recordSeconds = positiveInt("record.duration", 10),
      recordRows = positiveInt("record.rows", 200),
      recordDocuments = perRequest,
      recordSeed = long("record.seed", 1L),
      csv = lab.file(string("permissions.csv", DefaultCsv))
    )
  }
}
