package traversalperfs.lab.permissions

import traversalperfs.lab.{LabError, LabSettings, Neo4jVersion, Parameters}

import java.nio.file.Path

/**
 * The permissions workload's parameters, read once through [[Parameters]] beside the lab's common ones (target,
 * version, heap, page cache): the dataset (`permissions.*`), the record (`record.*`) and the replay (`users`,
 * `ramp`, `duration`, `pause.max`, with the article's defaults). README's parameter table mirrors this.
 */
final case class PermissionsSettings(
    lab: LabSettings,
    dataset: PermissionsKey,
    recordUsers: Int,
    recordSeconds: Int,
    recordRows: Int,
    recordDocuments: Int,
    recordSeed: Long,
    users: Int,
    rampSeconds: Int,
    durationSeconds: Int,
    pauseMaxMillis: Int,
    csv: Path,
    summaryJson: Path
) {
  /** The replay's load in words: the open model's, or the article's users checking with pauses. */
  def loadDescription: String =
    if (lab.load.isOpen) lab.load.describe(0, durationSeconds)
    else s"$users users ramped over $rampSeconds s, each checking for $durationSeconds s with 0-$pauseMaxMillis ms pauses"

  /** The embedded server's store for this dataset: one per version and dataset, reused. */
  def store(version: Neo4jVersion): Path = lab.baseDir.resolve(s"target/neo4j/$version/${dataset.directoryName}")

  /** The settings as `-D` arguments for a child run, `overrides` replacing or adding some. */
  def arguments(overrides: (String, String)*): Seq[String] = {
    val own = Seq(
      "workload" -> "permissions",
      "permissions.users" -> dataset.users, "permissions.groups" -> dataset.groups,
      "permissions.folders" -> dataset.folders, "permissions.documents" -> dataset.documents,
      "permissions.userGrants" -> dataset.userGrants, "permissions.groupGrants" -> dataset.groupGrants,
      "permissions.seed" -> dataset.seed, "record.users" -> recordUsers, "record.duration" -> recordSeconds,
      "record.rows" -> recordRows, "record.documents" -> recordDocuments, "record.seed" -> recordSeed,
      "users" -> users, "ramp" -> rampSeconds, "duration" -> durationSeconds, "pause.max" -> pauseMaxMillis,
      "permissions.csv" -> csv, "lab.summary" -> summaryJson).map { case (k, v) => k -> v.toString }
    val replaced = overrides.toMap
    lab.arguments(own.filterNot { case (name, _) => replaced.contains(name) } ++ overrides: _*)
  }
}

object PermissionsSettings {
  /** Where answers are recorded and replayed from unless `permissions.csv` names another file. */
  val DefaultCsv = "src/test/resources/data/permissions.csv"
  val MaxDocumentsPerCheck = 10000

  def load(parameters: Parameters = Parameters.system): PermissionsSettings = {
    import parameters._
    val lab = LabSettings.load(parameters)
    val documents = positiveInt("permissions.documents", 100000)
    val perRequest = positiveInt("record.documents", 1000)
    if (perRequest > MaxDocumentsPerCheck)
      LabError(f"record.documents must be at most $MaxDocumentsPerCheck%,d (the service's limit per check); got $perRequest")
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
      users = positiveInt("users", 20),
      rampSeconds = nonNegativeInt("ramp", 10),
      durationSeconds = positiveInt("duration", 30),
      pauseMaxMillis = nonNegativeInt("pause.max", 5),
      csv = lab.baseDir.resolve(string("permissions.csv", DefaultCsv)).normalize,
      summaryJson = lab.baseDir.resolve(string("lab.summary", "target/traversal-perfs/last-permissions-replay.json")).normalize
    )
  }
}
