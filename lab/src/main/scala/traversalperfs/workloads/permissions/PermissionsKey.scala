package traversalperfs.workloads.permissions

import traversalperfs.server.BulkDataset

/**
 * Identifies a permissions dataset: the generator's parameters. Two datasets with the same key hold the same ids,
 * memberships, hierarchy and grants, whatever the server. `text` is how recorded answers name it.
 */
final case class PermissionsKey(users: Int, groups: Int, folders: Int, documents: Int, userGrants: Int,
                                groupGrants: Int,
                                seed: Long) {
  def nodeCount: Long = users.toLong + groups + folders + documents

  def query: String =
    s"users=$users&groups=$groups&folders=$folders&documents=$documents&userGrants=$userGrants" +
      s"&groupGrants=$groupGrants&seed=$seed"

  def text: String = query.replace('&', ';')

  /**
   * The dataset as the offline writer makes it. Its indexes make bulk dearer (4.4 and 5.x start the database after the
   * writer to build them): 105,100 nodes take 4.1 s (3.0.12) and 8.0 s (5.26.30) in bulk against 4-6 s through the
   * server; 1,023,100 nodes 11-15 s against 31-36 s.
   */
  def bulk: BulkDataset = BulkDataset("permissions", toString, nodeCount,
    query.split('&').toSeq.map { pair =>
      val Array(name, value) = pair.split('=')
      name -> value
    }, autoFrom = 500000)

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
      userGrants <- int("userGrants"); groupGrants <- int("groupGrants");
      seed <- values.get("seed").flatMap(_.toLongOption)
    } yield PermissionsKey(users, groups, folders, documents, userGrants, groupGrants, seed)
  }
}

/** The dataset as the extension describes it (`GET /permissions/dataset`). */
final case class PermissionsInfo(key: PermissionsKey, complete: Boolean, grants: Option[Long], neo4jVersion: String)
