package traversalperfs.querylog

import java.io.BufferedReader
import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}

/**
 * A query log's entries, a line at a time (memory bounded by one entry): a text entry goes on over the lines that do
 * not start with a time (a query's new lines); a JSON entry is one line. Counts the lines read.
 */
final class QueryLogReader(file: Path) extends AutoCloseable {
  private val in: BufferedReader = Files.newBufferedReader(file, StandardCharsets.UTF_8)
  var lines = 0L
  private var pending: Option[String] = next()

  private def next(): Option[String] = {
    val line = in.readLine()
    if (line != null) lines += 1
    Option(line)
  }

  /** Each entry in turn, then None; blank lines are skipped. */
  def entry(): Option[String] = pending match {
    case None => None
    case Some(line) if line.trim.isEmpty => pending = next(); entry()
    case Some(line) if line.startsWith("{") || !QueryLogLine.startsEntry(line) =>
      pending = next(); Some(line)
    case Some(first) =>
      val entry = new java.lang.StringBuilder(first)
      pending = next()
      while (pending.exists(l => !l.startsWith("{") && !QueryLogLine.startsEntry(l))) {
        entry.append('\n').append(pending.get)
        pending = next()
      }
      Some(entry.toString)
  }

  def close(): Unit = in.close()
}
