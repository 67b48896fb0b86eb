package traversalperfs.server.conf

import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersion, ServerJava}
import traversalperfs.settings.UserError

import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * A version's own `neo4j-admin server migrate-configuration` (5.0 and later) on the user's settings, in a folder of its
 * own under `work`, in a JVM on that version's classpath and JDK: what it renames each setting to, which it removes
 * (unknown to it, or APOC's), and the values the migrated file's validation refuses: each refused one is left out with
 * the tool's words and the tool run again without it, until the file validates.
 */
object ConfMigration {
  val Tool = "neo4j-admin server migrate-configuration"
  private val TimeoutSeconds = 120L
  private val Refused = """Error evaluating value for setting '([^']+)'\. (.+)""".r.unanchored

  /** Each of `lines`' fate on `version`, in their order; `version` has the tool ([[has]]). */
  def fates(lines: Seq[ConfLine], version: Neo4jVersion, baseDir: Path, work: Path): Seq[SettingFate] = {
    val by = s"Neo4j $version's $Tool"
    def round(left: Seq[ConfLine], refused: Seq[SettingFate]): Seq[SettingFate] = {
      val (ok, said) = run(left, version, baseDir, work)
      val fates = left.map(line => fateOf(line, said, by))
      said.collectFirst { case Refused(name, why) => (name, why.trim) } match {
        case Some((name, why)) =>
          val culprit = fates.collectFirst { case a: SettingFate.Applied if a.as.name == name => a.line }
            .getOrElse(UserError(s"$by refused a setting of its own making ($name: $why)"))
          round(left.filterNot(_ == culprit), refused :+ SettingFate.LeftOut(culprit, s"as $name, $why", Some(by)))
        case None if !ok =>
          UserError(s"$by failed: ${said.filter(_.trim.nonEmpty).takeRight(3).mkString(" / ")}")
        case None => fates ++ refused
      }
    }
    val all = round(lines, Nil)
    lines.flatMap(line => all.find(_.line == line))
  }

  def has(version: Neo4jVersion): Boolean = version.admin.exists(_.configurationMigrator.isDefined)

  /** The tool's word on `line`: `<line> MIGRATED -> <new line>`, `UNCHANGED`, `REMOVED UNKNOWN`, `REMOVED`. */
  private def fateOf(line: ConfLine, said: Seq[String], by: String): SettingFate =
    said.find(_.startsWith(line.text + " ")).map(_.drop(line.text.length + 1).trim) match {
      case Some(status) if status.startsWith("MIGRATED -> ") =>
        val to = status.stripPrefix("MIGRATED -> ")
        val equals = to.indexOf('=')
        SettingFate.Applied(line, ConfLine(to.take(equals), to.drop(equals + 1), line.number), Some(by))
      case Some("UNCHANGED") => SettingFate.Applied(line, line)
      case Some("REMOVED UNKNOWN") => SettingFate.LeftOut(line, "no such setting in its Community edition", Some(by))
      case Some(status) => SettingFate.LeftOut(line, status, Some(by))
      case None => SettingFate.LeftOut(line, s"$by said nothing of it")
    }

  /** The tool's run on `lines`: whether it ended well, and its lines. */
  private def run(lines: Seq[ConfLine], version: Neo4jVersion, baseDir: Path, work: Path): (Boolean, Seq[String]) = {
    val folder = work.resolve(s"conf-migration-$version")
    Directories.deleteRecursively(folder)
    val from = Files.createDirectories(folder.resolve("from"))
    val to = Files.createDirectories(folder.resolve("to"))
    val home = Files.createDirectories(folder.resolve("home/conf")).getParent
    Files.writeString(from.resolve("neo4j.conf"), lines.map(_.text).mkString("", "\n", "\n"))
    val command = Seq(ServerJava.forVersion(version).jdk.java.toString, "-cp",
      EmbeddedNeo4j.classpath(baseDir, version), version.admin.flatMap(_.configurationMigrator).get,
      "server", "migrate-configuration", s"--from-path=$from", s"--to-path=$to", "--verbose")
    val log = folder.resolve("tool.log")
    val builder = new ProcessBuilder(command: _*).directory(folder.toFile).redirectErrorStream(true)
      .redirectOutput(log.toFile)
    builder.environment().put("NEO4J_HOME", home.toString)
    builder.environment().put("NEO4J_CONF", home.resolve("conf").toString)
    val process = builder.start()
    if (!process.waitFor(TimeoutSeconds, TimeUnit.SECONDS)) {
      process.destroyForcibly()
      UserError(s"Neo4j $version's $Tool did not finish within $TimeoutSeconds s: see $log")
    }
    (process.exitValue() == 0, Files.readAllLines(log, StandardCharsets.UTF_8).asScala.toSeq)
  }
}
