package traversalperfs.server

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import org.json4s.JValue
import org.json4s.native.JsonMethods

import java.io.IOException
import java.nio.file.{Files, Path, StandardCopyOption, StandardOpenOption}
import java.util.concurrent.TimeUnit

/**
 * The offline populate of a store the lab owns: before its server starts, the extension's `BulkPopulate` writes the
 * tree or the permissions dataset in a JVM of its own on the version's classpath (Neo4j's batch inserter on 2.2 to 4.4,
 * its import API on 5.x): 4-8 s for the default tree, where a new server takes 11 to 25 s to populate it
 * (docs/results.md#performance). It writes into `<store>.bulk` and moves the database into place only once the writer
 * exited cleanly, so a killed writer leaves nothing the next run could take for a tree: the leftover is deleted and
 * written again. The writer dies with the lab's JVM (a shutdown hook), never left writing behind it.
 */
object OfflinePopulate {
  /** `populate=bulk` with a target: refused in one line, before anything starts. */
  def refuseForTarget(mode: String, target: Option[String]): Unit =
    if (mode == "bulk" && target.isDefined)
      UserError(
        "populate=bulk writes a store the lab owns before its server starts, not a target's: use populate=http or auto")

  /** Where `dataset` is written into the lab's store `home`, and why ([[PopulateDecision]]). */
  def decide(mode: String, neo4j: Neo4jVersion, home: Path, dataset: BulkDataset): PopulateDecision =
    if (neo4j.layout.hasDatabase(home)) PopulateDecision.StoreHoldsDatabase
    else if (mode == "http") PopulateDecision.ThroughServer("populate=http")
    else if (mode == "auto" && dataset.nodes < dataset.autoFrom)
      PopulateDecision.ThroughServer(
        f"populate=auto: ${dataset.nodes}%,d nodes, under the ${dataset.autoFrom}%,d from which bulk is faster")
    else if (!neo4j.offlineWriter) PopulateDecision.ThroughServer(s"populate=$mode, but Neo4j $neo4j's import API is " +
      "not the one the extension's offline writer calls (5.26's)")
    else PopulateDecision.Offline(
      s"populate=$mode: the store is the lab's and holds no database yet; populate=http goes through the server")

  /**
   * Writes `dataset` into the empty store `server.home`, shows its progress, answers what it made (the populate's
   * JSON). `started` is given the writer's process (the tests kill it).
   */
  def write(server: ServerSettings, dataset: BulkDataset, started: Process => Unit = _ => ()): JValue = {
    val neo4j = server.neo4j
    if (!neo4j.offlineWriter) UserError(
      s"Neo4j $neo4j has no offline writer in the lab (its import API is not 5.26's): populate through the server")
    val home = server.home
    val staging = stagingOf(home)
    if (Files.exists(staging)) {
      Say(s"deleting $staging: an offline populate that did not finish")
      Directories.deleteRecursively(staging)
    }
    Files.createDirectories(staging)
    val log = home.resolveSibling(home.getFileName.toString + ".bulk.log")
    Files.deleteIfExists(log)
    val command = Seq(server.java.jdk.java.toString, s"-Xmx${server.heap}") ++ neo4j.layout.jvmFlags ++
      Seq("-cp", EmbeddedNeo4j.serverClasspath(server, neo4j), "com.ekino.neo4j.bulk.BulkPopulate",
        neo4j.layout.bulkTarget(staging).toString, dataset.kind) ++ dataset.parameters.map { case (k, v) => s"$k=$v" }
    val process = new ProcessBuilder(command: _*).redirectErrorStream(true).start()
    val hook = new Thread(() => process.destroyForcibly(), "stop-bulk-populate")
    Runtime.getRuntime.addShutdownHook(hook)
    started(process)
    val prefix = s"[bulk ${server.version}]"
    val lines = scala.collection.mutable.ArrayBuffer[String]()
    // a writer destroyed from outside has its output closed under the reader: the lines so far, then its exit code
    try scala.io.Source.fromInputStream(process.getInputStream, "UTF-8").getLines().foreach { line =>
        Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND)
        if (line.contains("traversal-perfs:")) Say.raw(s"$prefix ${line.substring(line.indexOf("traversal-perfs:"))}")
        lines += line
      }
    catch { case _: IOException if !process.isAlive || process.waitFor(10, TimeUnit.SECONDS) => }
    val exit = process.waitFor()
    try Runtime.getRuntime.removeShutdownHook(hook)
    catch { case _: IllegalStateException => () } // already shutting down
    val refused = lines.find(_.startsWith(Refused))
    refused.foreach(line => UserError(line.stripPrefix(Refused)))
    val answer = lines.find(_.startsWith(Done)).map(line => JsonMethods.parse(line.stripPrefix(Done)))
    if (exit != 0 || answer.isEmpty)
      UserError(s"the bulk populate of Neo4j ${server.version} failed (exit $exit); its output ($log) ends with:\n" +
        lines.takeRight(15).mkString("  ", "\n  ", ""))
    moveIntoPlace(neo4j.layout, staging, home)
    Files.deleteIfExists(log) // kept only when the writer failed
    answer.get
  }

  private val Done = "traversal-perfs bulk populated: "
  private val Refused = "traversal-perfs bulk populate refused: "

  /** The database's directories, its own last (until it is there, the home holds no database). */
  private def moveIntoPlace(layout: ServerLayout, staging: Path, home: Path): Unit = {
    for (directory <- layout.databaseDirectories) {
      val to = home.resolve(directory)
      Directories.deleteRecursively(
        to) // a half-moved earlier attempt: never a database (its last directory is missing)
      Files.createDirectories(to.getParent)
      Files.move(staging.resolve(directory), to, StandardCopyOption.ATOMIC_MOVE)
    }
    Directories.deleteRecursively(staging)
  }

  /** Where the writer writes until it is done: a leftover is what a killed writer left. */
  def stagingOf(home: Path): Path = home.resolveSibling(home.getFileName.toString + ".bulk")

  /**
   * The dataset written offline into a store of the lab's that holds no database yet, when `populate` and its size say
   * so ([[decide]]); otherwise the seed or record populates it through the server and says so.
   */
  def beforeStart(mode: String, server: ServerSettings, dataset: BulkDataset): Unit =
    decide(mode, server.neo4j, server.home, dataset) match {
      case PopulateDecision.Offline(why) =>
        Say(f"populating ${dataset.description} (${dataset.nodes}%,d nodes) offline, " +
          s"before the server starts ($why)")
        val answer = write(server, dataset)
        Say(s"populated: ${JsonMethods.compact(JsonMethods.render(answer))}")
      case PopulateDecision.ThroughServer(why) =>
        Say(s"no bulk populate ($why)")
      case PopulateDecision.StoreHoldsDatabase =>
    }
}

/** Where a dataset of the lab's store is written: nowhere, through the server, or offline before it starts. */
sealed trait PopulateDecision

object PopulateDecision {
  /** The store holds a database already: the run finds out what it holds through the server. */
  case object StoreHoldsDatabase extends PopulateDecision

  /** The seed or record populates it through the server; `why` is said on the console. */
  final case class ThroughServer(why: String) extends PopulateDecision

  /** The offline writer writes it before the server starts; `why` is said on the console. */
  final case class Offline(why: String) extends PopulateDecision
}

/**
 * A dataset the offline writer makes: its kind, the parameters `POST /populate` takes for it, and the size from which
 * `populate=auto` writes it in bulk (below it, starting the writer's JVM costs what the server's populate takes).
 */
final case class BulkDataset(kind: String, description: String, nodes: Long, parameters: Seq[(String, String)],
                             autoFrom: Long)
