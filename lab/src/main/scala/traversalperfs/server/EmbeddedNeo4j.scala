package traversalperfs.server

import traversalperfs.console.Say

import traversalperfs.server.conf.{ApocConf, ConfOnVersions}
import traversalperfs.settings.UserError
import java.io.File
import java.net.{InetAddress, ServerSocket}
import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit
import scala.util.{Random, Using}

/**
 * A real Neo4j server with the plugin jar, in its own JVM (never inside the Gatling or test JVM), on a free loopback
 * port. Stopped by [[close]] and, should the lab's JVM end first, by a shutdown hook; a server left running by a killed
 * run on the same store is found through `server.pid` and stopped before a new one starts.
 */
final class EmbeddedNeo4j private (
    val settings: ServerSettings,
    val baseUrl: String,
    val boltUri: Option[String],
    process: Process,
    echo: ServerLogEcho,
    archive: ClassArchive
) extends AutoCloseable {
  private val hook = new Thread(() => stopProcess(), s"stop-neo4j-${settings.version}")
  Runtime.getRuntime.addShutdownHook(hook)

  def version: String = settings.version

  def pid: Long = process.pid()

  def isAlive: Boolean = process.isAlive

  /** Shows the server's new extension log lines now. */
  def echoLog(): Unit = echo.echoNow()

  override def close(): Unit = {
    stopProcess()
    try Runtime.getRuntime.removeShutdownHook(hook)
    catch { case _: IllegalStateException => () } // already shutting down
  }

  /** SIGKILL, as a crash would: no clean shutdown, the store and `server.pid` stay as they are. */
  def kill(): Unit = {
    process.destroyForcibly().waitFor(30, TimeUnit.SECONDS)
    archive.discard()
    echo.close()
    try Runtime.getRuntime.removeShutdownHook(hook)
    catch { case _: IllegalStateException => () }
  }

  private def stopProcess(): Unit = {
    if (process.isAlive) {
      process.destroy() // SIGTERM: Neo4j's own shutdown closes the store cleanly
      // a stop that writes the class archive takes a few seconds more; one cut short writes half of it
      if (process.waitFor(60, TimeUnit.SECONDS)) archive.keep()
      else { process.destroyForcibly().waitFor(10, TimeUnit.SECONDS); archive.discard() }
    } else archive.discard() // it ended by itself (a start that failed, a crash): what it wrote is not kept
    echo.close()
    Files.deleteIfExists(settings.home.resolve(EmbeddedNeo4j.PidFile))
  }
}

object EmbeddedNeo4j {
  private val PidFile = "server.pid"
  private val StartTimeoutSeconds = 180

  def start(settings: ServerSettings): EmbeddedNeo4j = start(settings, attemptsLeft = 3)

  /**
   * A port found free can be taken by another process before the server binds it (several servers start and stop on
   * this machine in a run, and every client connection takes a port from the same range): the server then stops saying
   * it could not bind, and is started again on other ports.
   */
  private[traversalperfs] def start(settings: ServerSettings, attemptsLeft: Int): EmbeddedNeo4j =
    try launch(settings)
    catch {
      case taken: PortTaken =>
        if (attemptsLeft <= 1) UserError(taken.getMessage)
        Say(
          s"a port of Neo4j ${settings.version} was taken before it could bind it: starting it again")
        start(settings, attemptsLeft - 1)
    }

  private def launch(settings: ServerSettings): EmbeddedNeo4j = {
    val neo4j = settings.neo4j
    val layout = neo4j.layout
    Files.createDirectories(settings.home)
    stopLeftoverServer(settings.home)
    settings.plugins.syncInto(settings.home)
    // a plugin's jars on the classpath too, as Neo4j's own start script puts them: the procedures are found in the
    // folder, but the extensions a plugin registers (APOC's configuration, injected into its procedures) only there;
    // after the server's own jars, so that a plugin's dependency never replaces one of Neo4j's
    val classpath = (serverClasspath(settings, neo4j) +: ServerPluginJars.inFolder(settings.home).map(_.toString))
      .mkString(File.pathSeparator)
    val ports = ServerPorts(freePort(), freePort(), freePort())
    // the user's settings over the plugins' defaults (their procedures allowed as their own server allows them); the
    // lab's own (addresses, directories) were never among them
    val conf = settings.conf
    val launch = layout.configure(settings.home, ports, neo4j.bolt, settings.pageCache,
      settings.plugins.settings ++ conf.fold(Map.empty[String, String])(_.settings.toMap) ++ settings.extraSettings)
    ApocConf.sync(settings.home, conf.fold(Seq.empty[(String, String)])(_.apocSettings))
    val java = settings.java.jdk.java.toString
    val archive = ClassArchive.of(settings, classpath, layout.jvmFlags ++ settings.jvmOptions)
    val command = pinned(settings,
      Seq(java, s"-Xms${conf.flatMap(_.initialHeap).getOrElse(settings.heap)}", s"-Xmx${settings.heap}") ++
        layout.jvmFlags ++ settings.jvmOptions ++ conf.fold(Seq.empty[String])(
          _.jvmOptions) ++ archive.jvmOptions ++ launch.jvm ++ Seq("-cp", classpath, layout.mainClass) ++
        launch.program)
    val console = settings.home.resolve("console.log")
    val startLog = StartLog.from(Seq(console, settings.home.resolve(neo4j.extensionLog)))
    val process = new ProcessBuilder(command: _*)
      .directory(settings.home.toFile)
      .redirectErrorStream(true)
      .redirectOutput(ProcessBuilder.Redirect.appendTo(console.toFile))
      .start()
    Files.writeString(settings.home.resolve(PidFile), processIdentity(process.toHandle))
    val echo = new ServerLogEcho(s"[neo4j ${settings.version}]", settings.home.resolve(neo4j.extensionLog))
    val bolt = if (neo4j.bolt) Some(s"bolt://127.0.0.1:${ports.bolt}") else None
    val server = new EmbeddedNeo4j(settings, s"http://127.0.0.1:${ports.http}", bolt, process, echo, archive)
    try {
      awaitExtension(server, console, startLog)
      conf.foreach(ConfOnVersions.heard(_, startLog.text))
      server
    } catch {
      case e: Throwable =>
        server.close()
        throw e
    }
  }

  private def pinned(settings: ServerSettings, command: Seq[String]): Seq[String] =
    settings.pin.fold(command)(_.serverCommand(command))

  /** The version's runtime classpath and the extension jar: what its server runs on, and its offline writer. */
  private[traversalperfs] def serverClasspath(settings: ServerSettings, neo4j: Neo4jVersion): String =
    classpath(settings.baseDir, neo4j, settings.pluginJar)

  /**
   * The classpath a server of `neo4j` runs on: its runtime module's, then its extension jar (the built one by default).
   */
  def classpath(baseDir: Path, neo4j: Neo4jVersion, pluginJar: Option[Path] = None): String = {
    val runtime = baseDir.resolve(s"neo4j-runtimes/neo4j-${neo4j.version}/target/classpath.txt")
    val plugin = pluginJar.getOrElse(baseDir.resolve(neo4j.pluginJar))
    Seq(runtime, plugin).find(p => !Files.exists(p)).foreach { missing =>
      UserError(s"$missing is missing: build first (./mvnw gatling:test or ./mvnw verify builds it)")
    }
    Files.readString(runtime).trim + java.io.File.pathSeparator + plugin
  }

  /** pid and start instant: together they name one process, even after its pid is reused. */
  private def processIdentity(handle: ProcessHandle): String =
    s"${handle.pid} ${handle.info.startInstant.toScala.map(_.toString).getOrElse("?")}"

  /** A server of an earlier run that was killed before it could stop its Neo4j would hold the store lock. */
  private def stopLeftoverServer(home: Path): Unit = {
    val pidFile = home.resolve(PidFile)
    if (Files.exists(pidFile)) {
      val recorded = Files.readString(pidFile).trim
      recorded.split(' ').headOption.flatMap(_.toLongOption).flatMap(pid => ProcessHandle.of(pid).toScala)
        .filter(handle => handle.isAlive && processIdentity(handle) == recorded)
        .foreach { leftover =>
          Say(s"stopping Neo4j left running on $home by an earlier run (pid ${leftover.pid})")
          leftover.destroy()
          leftover.onExit().get(60, TimeUnit.SECONDS)
        }
      Files.delete(pidFile)
    }
  }

  private def awaitExtension(server: EmbeddedNeo4j, console: Path, startLog: StartLog): Unit = {
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(StartTimeoutSeconds)
    while (!ExtensionProbe.answers(server.baseUrl)) {
      if (!server.isAlive && portTaken(startLog))
        throw new PortTaken(s"Neo4j ${server.version} could not bind its port; " + startLog.ending)
      if (!server.isAlive && startLog.enterpriseOnly.nonEmpty)
        UserError(s"Neo4j ${server.version} $CommunityCannotOpen: ${startLog.enterpriseOnly.mkString("; ")}")
      if (!server.isAlive)
        UserError(s"Neo4j ${server.version} stopped during start-up; " + startLog.ending)
      if (System.nanoTime() > deadline)
        UserError(s"Neo4j ${server.version} did not answer within $StartTimeoutSeconds s; see $console")
      Thread.sleep(250)
    }
  }

  /**
   * Each generation says it differently: "Address already in use" (2.x, 3.x, 5.26), "PortBindException: An error
   * occurred while trying to bind" (2026.x, the cause further up); `BindException` covers both exceptions' names.
   */
  private val BindFailures = Seq("already in use", "BindException")

  /** What a Community server says of a store whose schema only Enterprise runs (its words follow). */
  val CommunityCannotOpen = "Community cannot open this store"

  private def portTaken(startLog: StartLog): Boolean = BindFailures.exists(startLog.text.contains)

  /** A start that failed only because a port was taken meanwhile; said as a [[UserError]] once no attempt is left. */
  private final class PortTaken(message: String) extends RuntimeException(message, null, false, false)

  /**
   * Below Linux's ephemeral range (32768 and up): a port the system hands out (port 0) is the kind every client
   * connection on this machine takes too (Gatling's, the drivers', Maven's), so one could take it before the server
   * binds it. Here only another server could, and [[start]] tries again.
   */
  private val ServerPortRange = 20000 until 32768

  private def freePort(): Int =
    Iterator.continually(ServerPortRange.start + Random.nextInt(ServerPortRange.size)).take(50).find(isFree)
      .getOrElse(Using.resource(new ServerSocket(0, 1, InetAddress.getLoopbackAddress))(_.getLocalPort))

  private def isFree(port: Int): Boolean =
    try { Using.resource(new ServerSocket(port, 1, InetAddress.getLoopbackAddress))(_ => true) }
    catch { case _: java.io.IOException => false }

  private implicit class OptionalOps[T](val optional: java.util.Optional[T]) extends AnyVal {
    def toScala: Option[T] = if (optional.isPresent) Some(optional.get) else None
  }
}
