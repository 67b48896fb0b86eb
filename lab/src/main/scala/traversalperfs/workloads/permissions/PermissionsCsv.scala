package traversalperfs.workloads.permissions

import traversalperfs.replay.CsvTable
import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}

/**
 * The recorded answers' file: the article's columns plus `dataset`, the key of the dataset they were recorded on, so a
 * file recorded on another dataset is refused before any load. Gatling's csv feeder reads it as is.
 */
object PermissionsCsv {
  val Header = "results,userid,documentids,dataset"

  def write(path: Path, dataset: PermissionsKey, rows: Seq[PermissionsRow]): Unit =
    CsvTable.write(path, Header.split(",").toSeq,
      rows.map(r => Seq(r.results.toString, r.userId, r.documentIds.mkString(" "), dataset.text)),
      quoteOnlyWhereNeeded = true)

  /** The dataset the file's rows were recorded on, or None when there is no file; a UserError when unreadable. */
  def recordedOn(path: Path): Option[PermissionsKey] =
    if (!Files.exists(path)) None else Some(read(path)._1)

  /** The file's dataset and rows, checked: header, columns, counts within the documents listed. */
  def read(path: Path): (PermissionsKey, Seq[PermissionsRow]) = {
    if (!Files.isRegularFile(path)) UserError(s"no recorded permission checks at $path: record them first " +
      "(./mvnw gatling:test -Dworkload=permissions records when needed)")
    val lines = CsvTable.records(path)
    if (lines.isEmpty || lines.head.mkString(",") != Header)
      UserError(s"$path does not start with the header '$Header'")
    if (lines.size == 1) UserError(s"$path has a header but no rows: record again")
    val parsed = lines.tail.zipWithIndex.map { case (line, i) =>
      def bad(why: String) = UserError(s"$path line ${i + 2}: $why")
      line match {
        case Seq(results, user, documents, dataset) =>
          val ids = documents.trim.split("\\s+").toSeq.filter(_.nonEmpty)
          val count = results.trim.toIntOption.getOrElse(bad(s"results must be a whole number, got '$results'"))
          if (count < 0 || count > ids.size)
            bad(s"results $count is not between 0 and the ${ids.size} documents listed")
          if (user.trim.isEmpty || ids.isEmpty) bad("a user id and at least one document id are needed")
          val key = PermissionsKey.parse(dataset).getOrElse(bad(s"unreadable dataset key '$dataset'"))
          (key, PermissionsRow(count, user.trim, ids))
        case columns => bad(s"expected 4 columns ($Header), got ${columns.length}")
      }
    }
    val datasets = parsed.map(_._1).distinct
    if (datasets.size > 1) UserError(s"$path mixes rows of ${datasets.size} datasets: record each into its own file")
    (datasets.head, parsed.map(_._2))
  }
}

/** One recorded check: how many of the documents the user may read (the article's `results,userid,documentids`). */
final case class PermissionsRow(results: Int, userId: String, documentIds: Seq[String])
