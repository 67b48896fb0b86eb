package traversalperfs.workloads.permissions

/**
 * Identifies a permissions dataset: the generator's parameters. Two datasets with the same key hold the same ids,
 * memberships, hierarchy and grants, whatever the server. `text` is how recorded answers name it.
 */
final case class PermissionsKey(users: Int, groups: Int, folders: Int, documents: Int, userGrants: Int, groupGrants: Int,
                                seed: Long) {
  def nodeCount: Long = users.toLong + groups + folders + documents

  def query: String =
    s"users=$users&groups=$groups&folders=$folders&documents=$documents&userGrants=$userGrants&groupGrants=$groupGrants&seed=$seed"

  def text: String = query.replace('&', ';')

  def directoryName: String = s"permissions-u$users-g$groups-f$folders-d$documents-ug$userGrants-gg$groupGrants-s$seed"

  override def toString: String =
    f"$users%,d users, $groups%,d groups, $folders%,d folders, $documents%,d documents, " +
      s"$userGrants grants per user, $groupGrants per group, seed $seed"
}

object PermissionsKey {
  /** The key written by `text`, or None. */
  def parse(text: String): Option[PermissionsKey] = {
    val values = text.split(';').flatMap(_.split('=') match {
      case Array(name, value) => Some(name.trim -> value.trim)
      case _ => None
    }).toMap
    def int(name: String) = values.get(name).flatMap(_.toIntOption)
    for {
      users <- int("users"); groups <- int("groups"); folders <- int("folders"); documents <- int("documents")
      userGrants <- int("userGrants"); groupGrants <- int("groupGrants"); seed <- values.get("seed").flatMap(_.toLongOption)
    } yield PermissionsKey(users, groups, folders, documents, userGrants, groupGrants, seed)
  }
}

/** The dataset as the extension describes it (`GET /permissions/dataset`). */
final case class PermissionsInfo(key: PermissionsKey, complete: Boolean, grants: Option[Long], neo4jVersion: String)
