package traversalperfs.process

import traversalperfs.console.Say
import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit

/**
 * `./mvnw -B gatling:test …` (or other goals) in a child process, as a user runs it: non-interactive, no stdin,
 * CI=true, output to a log file. The comparison runs each cell so, and the end-to-end tests run the main command so.
 */
final class MavenRun private (val process: Process, val log: Path) {
  def output: String = if (Files.exists(log)) Files.readString(log) else ""

  def tail: String = output.linesIterator.toSeq.takeRight(60).mkString("\n")

  /**
   * The folders of the Gatling reports this run wrote, in the order it wrote them (one per simulation), as Gatling
   * printed them: other runs write beside them under target/gatling, so a run's own output is the only sure way.
   */
  def reports: Seq[Path] = output.linesIterator.collect {
    case line if line.contains(MavenRun.ReportLine) =>
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
    process.descendants().forEach { child =>
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

object MavenRun {
  /** What Gatling prints before the path of the report it wrote. */
  private val ReportLine = "please open the following file: "

  /**
   * `gatling:test` on what the parent build compiled, compiling nothing: the goal forks a test-compile whose classpath
   * (the modules' class folders) is not the one `verify` compiles with (their jars), so each would compile the lab
   * again after the other, rewriting classes a running Gatling reads and jars the test JVM reads. Only the three
   * projects a simulation runs from (gatling-neo4j, the lab, the simulations), without the root's build-order
   * dependencies (`lab.childRun`, the root pom's `build-order` profile): the extension and runtime modules, built
   * already, cost each run some 3 s of the 12 s it took for a 3-second load (2 cores).
   */
  val GatlingOnWhatIsBuilt: Seq[String] =
    Seq("gatling:test", "-pl", "gatling-neo4j,lab,.", "-Dlab.childRun", "-Dmaven.main.skip=true",
      "-Dmaven.test.skip=true")

  /** Gatling's own argument: which simulation a `gatling:test` run runs (Gatling's key, not the lab's). */
  def simulation(className: String): String = s"-Dgatling.simulationClass=$className"

  /** Gatling's own argument: no HTML report (a run whose report nobody reads). */
  val NoReports = "-Dgatling.noReports=true"

  /** `hidden`: environment variables the child does not get (a test simulating a machine without them). */
  def start(baseDir: Path, logDir: Path, name: String, arguments: Seq[String],
            goals: Seq[String] = GatlingOnWhatIsBuilt, hidden: String => Boolean = _ => false): MavenRun = {
    Files.createDirectories(logDir)
    val log = logDir.resolve(s"$name.log")
    val command = (baseDir.resolve("mvnw").toString +: "-B" +: goals) ++ arguments
    val builder = new ProcessBuilder(command: _*).directory(baseDir.toFile)
      .redirectErrorStream(true).redirectOutput(log.toFile)
      .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
    builder.environment().keySet().removeIf(name => hidden(name))
    builder.environment().put("CI", "true")
    // the child Maven only builds and forks: Gatling and the servers run in JVMs of their own, with their own flags;
    // a Maven JVM that compiles with C1 only starts each run about 2 s sooner (docs/testing.md)
    builder.environment().putIfAbsent("MAVEN_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC")
    new MavenRun(builder.start(), log)
  }
}

/** The first error a cell's run printed: the lab's own error line, else the first of Gatling's errors. */
object RunError {
  private val LabLine = Say.ErrorPrefix

  def of(output: String): Option[String] = {
    val lines = output.linesIterator.toSeq
    lines.collectFirst { case l if l.contains(LabLine) => l.substring(l.indexOf(LabLine) + LabLine.length).trim }
      .orElse(lines.dropWhile(!_.contains("---- Errors ----")).drop(1).find(_.startsWith("> ")).map(l =>
          l.drop(2).replaceAll("""\s+\d+\s+\(\s*[\d.]+%\)\s*$""", "").trim))
      .orElse(lines.find(_.endsWith(": false")).map(_.trim.stripPrefix("> ")))
      .map(_.take(300))
  }
}
