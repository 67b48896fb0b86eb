package traversalperfs.workloads.permissions

/** One recorded check: how many of the documents the user may read (the article's `results,userid,documentids`). */
final case class PermissionsRow(results: Int, userId: String, documentIds: Seq[String])
