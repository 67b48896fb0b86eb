package traversalperfs.server

import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}

/**
 * What one start of a server wrote: its console and, from 5.x on, its own `logs/neo4j.log` (where 5.26 says why it
 * stopped, its console left empty). Both are appended to by every start on a home, so each is read from where it ended
 * before this start.
 */
final class StartLog private (files: Seq[(Path, Long)]) {

  /** This start's lines, file after file. */
  def text: String = files.map { case (file, before) => since(file, before) }.mkString

  /**
   * What Community refused to open, in the server's words (`Node Key constraint requires Neo4j Enterprise Edition`):
   * the schema of an Enterprise store, each kind once.
   */
  def enterpriseOnly: Seq[String] =
    StartLog.EnterpriseOnly.findAllMatchIn(text).map(_.group(1).trim).toSeq.distinct

  /** Its last lines, from the file that has the most of them (where the server said what went wrong). */
  def ending: String = {
    val (file, before) = files.maxBy { case (file, before) => since(file, before).length }
    val lines = since(file, before).linesIterator.toSeq.takeRight(StartLog.Lines)
    s"its log ($file) ends with:\n" + lines.mkString("  ", "\n  ", "")
  }

  private def since(file: Path, before: Long): String =
    if (!Files.exists(file)) ""
    else {
      val bytes = Files.readAllBytes(file)
      val from = before.min(bytes.length.toLong).toInt
      new String(bytes, from, bytes.length - from, StandardCharsets.UTF_8)
    }
}

object StartLog {
  private val Lines = 15
  private val EnterpriseOnly = """([\w ]+ requires Neo4j Enterprise Edition)""".r

  /** Marks where `files` end now: what a start writes from here on is its own. */
  def from(files: Seq[Path]): StartLog =
    new StartLog(files.distinct.map(file => file -> (if (Files.exists(file)) Files.size(file) else 0L)))
}
