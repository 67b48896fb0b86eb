package traversalperfs.process

import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit
import scala.jdk.CollectionConverters._

/**
 * A JVM the lab started, its output in a log file: a Maven run as a user types it ([[MavenRun]]), or a comparison's
 * cell run by Gatling itself ([[GatlingRun]]). Non-interactive: no stdin, CI=true.
 */
final class ChildProcess private[process] (val process: Process, val log: Path) {
  def output: String = if (Files.exists(log)) Files.readString(log) else ""

  def tail: String = output.linesIterator.toSeq.takeRight(60).mkString("\n")

  /**
   * The folders of the Gatling reports this run wrote, in the order it wrote them (one per simulation), as Gatling
   * printed them: other runs write beside them under target/gatling, so a run's own output is the only sure way.
   */
  def reports: Seq[Path] = output.linesIterator.collect {
    case line if line.contains(ChildProcess.ReportLine) =>
      Path.of(java.net.URI.create(line.substring(line.indexOf("file:///")).trim)).getParent
  }.toSeq

  def awaitOutput(text: String, timeoutSeconds: Int): Unit = {
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds)
    while (!output.contains(text)) {
      if (!process.isAlive) UserError(s"the run ended before printing '$text': see $log")
      if (System.nanoTime() > deadline) UserError(s"no '$text' within $timeoutSeconds s: see $log")
      Thread.sleep(200)
    }
  }

  /** The exit code, once the run ends (killed, with its children, after `timeoutMinutes`). */
  def exitCode(timeoutMinutes: Int = 10): Int = {
    if (!process.waitFor(timeoutMinutes.toLong, TimeUnit.MINUTES)) {
      threadDumps()
      process.descendants().forEach(child => { child.destroyForcibly(); () })
      process.destroyForcibly()
      UserError(s"the run did not finish in $timeoutMinutes minutes: see $log")
    }
    process.exitValue()
  }

  /**
   * What each JVM of a run that did not finish was doing, beside its log (`<log>.threads.txt`), before it is killed.
   */
  private def threadDumps(): Unit = {
    val jcmd = java.nio.file.Paths.get(sys.props("java.home"), "bin", "jcmd").toString
    val dumps = new StringBuilder
    (process.toHandle +: process.descendants().toList.asScala.toSeq).foreach { child =>
      if (child.info.command.orElse("").endsWith("java")) scala.util.Try {
        val dump = new ProcessBuilder(jcmd, child.pid.toString, "Thread.print").redirectErrorStream(true).start()
        val text = new String(dump.getInputStream.readAllBytes())
        dump.waitFor(30, TimeUnit.SECONDS)
        dumps ++= s"==== pid ${child.pid}: ${child.info.commandLine.orElse("")}\n$text\n"
      }
    }
    Files.writeString(log.resolveSibling(log.getFileName.toString + ".threads.txt"), dumps.toString)
  }
}

object ChildProcess {
  /** What Gatling prints before the path of the report it wrote. */
  private val ReportLine = "please open the following file: "

  /** `command` in `directory`, its output to `log`, without the environment variables `hidden` names. */
  def start(command: Seq[String], directory: Path, log: Path, hidden: String => Boolean = _ => false,
            environment: Map[String, String] = Map.empty): ChildProcess = {
    Files.createDirectories(log.getParent)
    val builder = new ProcessBuilder(command: _*).directory(directory.toFile)
      .redirectErrorStream(true).redirectOutput(log.toFile)
      .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
    builder.environment().keySet().removeIf(name => hidden(name))
    builder.environment().put("CI", "true")
    environment.foreach { case (name, value) => builder.environment().putIfAbsent(name, value) }
    new ChildProcess(builder.start(), log)
  }
}
