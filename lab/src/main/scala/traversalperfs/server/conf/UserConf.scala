package traversalperfs.server.conf

import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/** One `name=value` line of the user's neo4j.conf, and its number there. */
final case class ConfLine(name: String, value: String, number: Int) {
  def text: String = s"$name=$value"
}

/**
 * The user's neo4j.conf (`neo4j.conf`, or a workload file's `dataset.conf`), read as Neo4j reads it: `name=value`
 * lines, `#` comments and blank lines skipped, spaces around the name and the value dropped; a name given twice keeps
 * its last value, except the JVM's options (`dbms.jvm.additional`, `server.jvm.additional`), which add up.
 */
final case class UserConf(path: Path, lines: Seq[ConfLine]) {
  /** The lines that count, in the file's order. */
  val settings: Seq[ConfLine] = lines.filter(l => UserConf.adds(l.name) || lines.findLast(_.name == l.name).contains(l))

  /** The size its setting of `role` gives (the heap's, the page cache's), in any version's words, when it is one. */
  def memory(role: MemorySettings.Role): Option[String] =
    settings.filter(l => MemorySettings.role(l.name).contains(role)).flatMap(l =>
      MemorySettings.size(l.value)).lastOption
}

object UserConf {
  private def adds(name: String): Boolean = name.endsWith(".jvm.additional")

  /** The file, or one line saying why not (`parameter`: where it was named). */
  def read(path: Path, parameter: String): UserConf = {
    if (!Files.isRegularFile(path)) UserError(s"$parameter: no file $path")
    val lines = Files.readAllLines(path).asScala.toSeq.zipWithIndex.flatMap { case (raw, index) =>
      val line = raw.trim
      if (line.isEmpty || line.startsWith("#")) None
      else {
        val equals = line.indexOf('=')
        if (equals <= 0)
          UserError(s"$parameter: $path line ${index + 1} is not a setting (name=value): '${line.take(80)}'")
        Some(ConfLine(line.take(equals).trim, line.drop(equals + 1).trim, index + 1))
      }
    }
    UserConf(path, lines)
  }
}
