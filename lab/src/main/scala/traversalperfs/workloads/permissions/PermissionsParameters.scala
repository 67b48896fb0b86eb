package traversalperfs.workloads.permissions

import traversalperfs.settings.{ContextDefault, Parameter, ParameterCatalog => P, ParameterForm => F}
import traversalperfs.settings.Parameter.{of => p}

/**
 * The permissions workload's own parameters (its dataset, its checks' file, its record): declared here, gathered into
 * docs/parameters.md by [[traversalperfs.workloads.AllParameters]].
 */
object PermissionsParameters {
  private val Name = "permissions"

  val PermissionsUsers: Parameter[Int] =
    p("permissions.users", F.Positive, Some(3000), Seq(Name, "compare"))("users (each in 0 to 5 groups)")
  val PermissionsGroups: Parameter[Int] =
    p("permissions.groups", F.NonNegative, Some(100), Seq(Name, "compare"))("groups")
  val PermissionsDocuments: Parameter[Int] = p("permissions.documents", F.Positive, Some(100000),
    Seq(Name, "compare"))("documents (`1000000`: the article's size)")
  val PermissionsFolders: Parameter[Int] = p("permissions.folders", F.Positive, None, Seq(Name, "compare"),
    note = "documents / 50")("folders the documents sit in")
  val PermissionsUserGrants: Parameter[Int] =
    p("permissions.userGrants", F.NonNegative, Some(5), Seq(Name, "compare"))("`SECURITY` grants per user")
  val PermissionsGroupGrants: Parameter[Int] =
    p("permissions.groupGrants", F.NonNegative, Some(50), Seq(Name, "compare"))("`SECURITY` grants per group")
  val PermissionsSeed: Parameter[Long] =
    p("permissions.seed", F.Long, Some(42L), Seq(Name, "compare"))("the generator's seed")
  val PermissionsCsv: Parameter[String] = p("permissions.csv", F.Text, Some("src/test/resources/data/permissions.csv"),
    Seq(Name, "compare"))("the recorded checks")
  val RecordUsers: Parameter[Int] =
    p("record.users", F.Positive, Some(10), Seq(Name))("the record's concurrent users")
  val RecordDuration: Parameter[Int] =
    p("record.duration", F.Positive, Some(10), Seq(Name))("the record's seconds")
  val RecordRows: Parameter[Int] =
    p("record.rows", F.Positive, Some(200), Seq(Name))("at most this many recorded checks")
  val RecordDocuments: Parameter[Int] = p("record.documents", F.Positive, Some(1000), Seq(Name))(
    "at most this many documents per check (10,000 at most)")
  val RecordSeed: Parameter[Long] = p("record.seed", F.Long, Some(1L), Seq(Name))("the checks' seed")

  /** Its defaults of the lab's load parameters: twenty users checking at once, a short window. */
  val Defaults: Seq[ContextDefault[_]] = Seq(ContextDefault(Name, P.Users, 20), ContextDefault(Name, P.Ramp, 10),
    ContextDefault(Name, P.PauseMax, "5"), ContextDefault(Name, P.Duration, 30),
    ContextDefault(Name, P.Summary, "target/traversal-perfs/last-permissions-replay.json"))

  /** In the order of docs/parameters.md. */
  val All: Seq[Parameter[_]] = Seq(PermissionsUsers, PermissionsGroups, PermissionsDocuments, PermissionsFolders,
    PermissionsUserGrants, PermissionsGroupGrants, PermissionsSeed, PermissionsCsv, RecordUsers, RecordDuration,
    RecordRows, RecordDocuments, RecordSeed)
}
