package traversalperfs.dumps

import traversalperfs.console.Say

import traversalperfs.server.{AdminTool, EmbeddedNeo4j, ServerPorts, ServerSettings}
import traversalperfs.settings.UserError

import java.io.{BufferedReader, InputStreamReader}
import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path, StandardOpenOption}
import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * One command of a version's own `neo4j-admin`, run in a JVM of its own on that version's runtime classpath and JDK, on
 * a home whose neo4j.conf is the one its server would get (so that the tool finds the same directories). Its output
 * goes to a log beside the home; its progress (`Files: 12/34, data: 91.7%`) is shown every few seconds.
 */
object AdminCommand {
  private val ProgressEverySeconds = 5
  private val TimeoutMinutes = 120

  /** What the tool said, and whether it exited with 0. */
  final case class Outcome(ok: Boolean, lines: Seq[String]) {
    /**
     * The tool's own words for a failure, without its stack trace: its ERROR lines and the exceptions it names (5.26's
     * migration says why on an ERROR line, then "Migration failed for databases" last), else its last lines.
     */
    def why: String = {
      val said = lines.map(_.trim).filter(l =>
        l.nonEmpty && !l.startsWith("at ") && !l.startsWith("Files:") && !l.startsWith("..."))
      val errors = said.filter(l => l.contains("ERROR") || l.startsWith("Caused by:") || Exception.matches(l))
        .map(LogPrefix.replaceFirstIn(_, ""))
      (if (errors.nonEmpty) errors.distinct.take(4) else said.takeRight(3)).mkString(" / ")
    }
  }

  /** A log line's time, level and logger (`2026-11-28 03:18:03.211+0000 ERROR [o.n.c.d.MigrateStoreCommand] `). */
  private val LogPrefix = """^\d{4}-\d\d-\d\d [\d:.+]+ +\w+ +\[[^\]]*\] +""".r

  private val Exception = """[\w.$]+(Exception|Error): .*""".r

  def run(server: ServerSettings, tool: AdminTool, arguments: Seq[String], log: Path, what: String): Outcome = {
    val home = server.home
    server.neo4j.layout.configure(home, ServerPorts(0, 0, 0), bolt = false, server.pageCache, Map.empty)
    tool.folders.foreach(f => Files.createDirectories(home.resolve(f)))
    val command = Seq(server.java.jdk.java.toString, s"-Xmx${server.heap}") ++ server.neo4j.layout.jvmFlags ++
      Seq("-cp", EmbeddedNeo4j.classpath(server.baseDir, server.neo4j, server.pluginJar), tool.mainClass) ++ arguments
    val builder = new ProcessBuilder(command: _*).directory(home.toFile).redirectErrorStream(true)
    builder.environment().put("NEO4J_HOME", home.toString)
    builder.environment().put("NEO4J_CONF", home.resolve("conf").toString)
    Files.createDirectories(log.getParent)
    Files.writeString(log, s"$$ ${command.mkString(" ")}\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
      StandardOpenOption.APPEND)
    val process = builder.start()
    val stop = new Thread(() => process.destroyForcibly(), s"stop-neo4j-admin-${server.version}")
    Runtime.getRuntime.addShutdownHook(stop) // never left writing a store behind the lab's JVM
    try {
      val lines = pump(process, log, s"$what (Neo4j ${server.version}'s neo4j-admin): ")
      if (!process.waitFor(TimeoutMinutes, TimeUnit.MINUTES)) {
        process.destroyForcibly()
        UserError(s"$what: Neo4j ${server.version}'s neo4j-admin did not finish within $TimeoutMinutes min; see $log")
      }
      Outcome(process.exitValue() == 0, lines)
    } finally {
      try Runtime.getRuntime.removeShutdownHook(stop)
      catch { case _: IllegalStateException => () }
    }
  }

  /** Copies the output to the log; shows the latest progress line when a few seconds passed since the last one. */
  private def pump(process: Process, log: Path, prefix: String): Seq[String] = {
    val reader = new BufferedReader(new InputStreamReader(process.getInputStream, StandardCharsets.UTF_8))
    val out = Files.newBufferedWriter(log, StandardCharsets.UTF_8, StandardOpenOption.APPEND)
    val kept = new java.util.ArrayDeque[String]()
    var shown = System.nanoTime()
    try {
      Iterator.continually(reader.readLine()).takeWhile(_ != null).foreach { line =>
        out.write(line); out.newLine()
        kept.addLast(line)
        if (kept.size > 40) kept.removeFirst()
        if (line.contains("%") && System.nanoTime() - shown > TimeUnit.SECONDS.toNanos(ProgressEverySeconds)) {
          Say(prefix + line.trim)
          shown = System.nanoTime()
        }
      }
    } finally out.close()
    kept.asScala.toSeq
  }
}
