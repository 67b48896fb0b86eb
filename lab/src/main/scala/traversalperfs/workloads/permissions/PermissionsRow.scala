package traversalperfs.workloads.permissions

import traversalperfs.lab.LabError

import java.nio.file.{Files, Path, StandardCopyOption}
import scala.jdk.CollectionConverters._

/** One recorded check: how many of the documents the user may read (the article's `results,userid,documentids`). */
final case class PermissionsRow(results: Int, userId: String, documentIds: Seq[String])

/**
 * The recorded answers' file: the article's columns plus `dataset`, the key of the dataset they were recorded on,
 * so a file recorded on another dataset is refused before any load. Gatling's csv feeder reads it as is.
 */
object PermissionsCsv {
  val Header = "results,userid,documentids,dataset"

  def write(path: Path, dataset: PermissionsKey, rows: Seq[PermissionsRow]): Unit = {
    Files.createDirectories(path.toAbsolutePath.getParent)
    val lines = Header +: rows.map(r => s"${r.results},${r.userId},${r.documentIds.mkString(" ")},${dataset.text}")
    // written beside, then moved: an interrupted write never leaves half a file
    val partial = path.resolveSibling(path.getFileName.toString + ".partial")
    Files.write(partial, lines.asJava)
    Files.move(partial, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
  }

  /** The dataset the file's rows were recorded on, or None when there is no file; a LabError when unreadable. */
  def recordedOn(path: Path): Option[PermissionsKey] =
    if (!Files.exists(path)) None else Some(read(path)._1)

  /** The file's dataset and rows, checked: header, columns, counts within the documents listed. */
  def read(path: Path): (PermissionsKey, Seq[PermissionsRow]) = {
    if (!Files.isRegularFile(path)) LabError(s"no recorded permission checks at $path: record them first " +
      "(./mvnw gatling:test -Dworkload=permissions records when needed)")
    val lines = Files.readAllLines(path).asScala.toSeq.filter(_.trim.nonEmpty)
    if (lines.isEmpty || lines.head.trim != Header) LabError(s"$path does not start with the header '$Header'")
    if (lines.size == 1) LabError(s"$path has a header but no rows: record again")
    val parsed = lines.tail.zipWithIndex.map { case (line, i) =>
      def bad(why: String) = LabError(s"$path line ${i + 2}: $why")
      line.split(",", -1) match {
        case Array(results, user, documents, dataset) =>
          val ids = documents.trim.split("\\s+").toSeq.filter(_.nonEmpty)
          val count = results.trim.toIntOption.getOrElse(bad(s"results must be a whole number, got '$results'"))
          if (count < 0 || count > ids.size) bad(s"results $count is not between 0 and the ${ids.size} documents listed")
          if (user.trim.isEmpty || ids.isEmpty) bad("a user id and at least one document id are needed")
          val key = PermissionsKey.parse(dataset).getOrElse(bad(s"unreadable dataset key '$dataset'"))
          (key, PermissionsRow(count, user.trim, ids))
        case columns => bad(s"expected 4 columns ($Header), got ${columns.length}")
      }
    }
    val datasets = parsed.map(_._1).distinct
    if (datasets.size > 1) LabError(s"$path mixes rows of ${datasets.size} datasets: record each into its own file")
    (datasets.head, parsed.map(_._2))
  }
}
