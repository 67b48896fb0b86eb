package traversalperfs.lab

import org.json4s.JValue
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path, Paths, StandardCopyOption, StandardOpenOption}

/**
 * The offline populate of a store the lab owns: before its server starts, the extension's `BulkPopulate` writes the
 * tree in a JVM of its own on the version's classpath (Neo4j's batch inserter on 2.2 to 4.4, its import API on 5.x):
 * about 5 s for the default tree, where a populate through the server takes 15 to 25. It writes into
 * `<store>.bulk` and moves the database into place only once the writer exited cleanly, so a killed writer leaves
 * nothing the next run could take for a tree: the leftover is deleted and written again.
 */
object OfflinePopulate {
  /** `populate`: `auto` (bulk when the store is the lab's and holds no database yet), `bulk`, or `http`. */
  val Modes: Seq[String] = Seq("auto", "bulk", "http")

  /** `populate=bulk` with a target: refused in one line, before anything starts. */
  def refuseForTarget(mode: String, target: Option[String]): Unit =
    if (mode == "bulk" && target.isDefined)
      LabError("populate=bulk writes a store the lab owns before its server starts, not a target's: use populate=http or auto")

  /** Whether the missing tree of the lab's store `home` is written offline (else the server populates it). */
  def applies(mode: String, version: String, home: Path): Boolean =
    mode != "http" && !layoutOf(version).hasDatabase(home)

  /**
   * Writes `tree` into the empty store `server.home`, shows its progress, answers what it made (the populate's JSON).
   * `started` is given the writer's process (the tests kill it).
   */
  def tree(server: ServerSettings, tree: TreeKey, started: Process => Unit = _ => ()): JValue = {
    val neo4j = Neo4jVersions.find(server.version).getOrElse(LabError(s"unknown neo4j.version '${server.version}'"))
    val home = server.home
    val staging = stagingOf(home)
    if (Files.exists(staging)) {
      println(s"[traversal-perfs] deleting $staging: an offline populate that did not finish")
      Directories.deleteRecursively(staging)
    }
    Files.createDirectories(staging)
    val log = home.resolveSibling(home.getFileName.toString + ".bulk.log")
    Files.deleteIfExists(log)
    val java = Paths.get(sys.props("java.home"), "bin", "java").toString
    val command = Seq(java, s"-Xmx${server.heap}") ++ neo4j.layout.jvmFlags ++
      Seq("-cp", EmbeddedNeo4j.serverClasspath(server, neo4j), "com.ekino.neo4j.traversal.BulkPopulate",
        neo4j.layout.bulkTarget(staging).toString, tree.depth.toString, tree.fanout.toString, tree.seed.toString)
    val process = new ProcessBuilder(command: _*).redirectErrorStream(true).start()
    started(process)
    val prefix = s"[bulk ${server.version}]"
    val lines = scala.io.Source.fromInputStream(process.getInputStream, "UTF-8").getLines().map { line =>
      Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND)
      if (line.contains("traversal-perfs:")) println(s"$prefix ${line.substring(line.indexOf("traversal-perfs:"))}")
      line
    }.toList
    val exit = process.waitFor()
    val refused = lines.find(_.startsWith(Refused))
    refused.foreach(line => LabError(line.stripPrefix(Refused)))
    val answer = lines.find(_.startsWith(Done)).map(line => JsonMethods.parse(line.stripPrefix(Done)))
    if (exit != 0 || answer.isEmpty)
      LabError(s"the bulk populate of Neo4j ${server.version} failed (exit $exit); its output ($log) ends with:\n" +
        lines.takeRight(15).mkString("  ", "\n  ", ""))
    moveIntoPlace(neo4j.layout, staging, home)
    Files.deleteIfExists(log) // kept only when the writer failed
    answer.get
  }

  private val Done = "traversal-perfs bulk populated: "
  private val Refused = "traversal-perfs bulk populate refused: "

  private def layoutOf(version: String): ServerLayout =
    Neo4jVersions.find(version).getOrElse(LabError(s"unknown neo4j.version '$version'")).layout

  /** The database's directories, its own last (until it is there, the home holds no database). */
  private def moveIntoPlace(layout: ServerLayout, staging: Path, home: Path): Unit = {
    for (directory <- layout.databaseDirectories) {
      val to = home.resolve(directory)
      Directories.deleteRecursively(to) // a half-moved earlier attempt: never a database (its last directory is missing)
      Files.createDirectories(to.getParent)
      Files.move(staging.resolve(directory), to, StandardCopyOption.ATOMIC_MOVE)
    }
    Directories.deleteRecursively(staging)
  }

  /** Where the writer writes until it is done: a leftover is what a killed writer left. */
  def stagingOf(home: Path): Path = home.resolveSibling(home.getFileName.toString + ".bulk")
}
