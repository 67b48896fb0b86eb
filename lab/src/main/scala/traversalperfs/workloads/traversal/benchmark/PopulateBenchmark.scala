package traversalperfs.workloads.traversal.benchmark

import traversalperfs.console.Say

import traversalperfs.tree.{TreeClient, TreeKey}
import traversalperfs.server.{Directories, EmbeddedNeo4j, OfflinePopulate, ServerSettings}
import traversalperfs.workloads.traversal.TraversalSettings

import java.nio.file.Path

/** A populate path timed over several runs; `note` says what the first run was. */
final case class PopulateRuns(path: String, millis: Seq[Long], note: String) {
  private val sorted = millis.sorted
  def median: Long = sorted(sorted.size / 2)

  def row(nodes: Long): String =
    f"| $path | ${median / 1000.0}%.1f | ${sorted.head / 1000.0}%.1f-${sorted.last / 1000.0}%.1f | " +
      f"${nodes * 1000 / math.max(1, median)}%,d | ${millis.map(m => f"${m / 1000.0}%.1f").mkString(", ")} ($note) |"
}

/**
 * The benchmark's populate figures, `runs` times each way: through the server (`POST /traversal-perfs/populate`, the
 * server's own time: what a target gets; one server, the tree deleted between runs, so the first run is a new JVM's and
 * the others a running server's), and in bulk (the writer's JVM from launch to exit, Neo4j's start and shutdown
 * included: what a user of the main command waits for; every run a new JVM on a new store).
 */
object PopulateBenchmark {
  /** Times the offline writer; the store of the last run is left in place. */
  def bulk(server: ServerSettings, tree: TreeKey, runs: Int): PopulateRuns = {
    val millis = (1 to runs).map { run =>
      Directories.deleteRecursively(server.home)
      Say(s"benchmark: bulk populate, run $run of $runs")
      val began = System.nanoTime()
      OfflinePopulate.write(server, tree.bulk)
      (System.nanoTime() - began) / 1000000
    }
    PopulateRuns("bulk, before the server starts (writer JVM, launch to exit)", millis, "each a new JVM")
  }

  /** Times the populate through one new server, deleting the tree between runs; answers the runs and the server. */
  def throughServer(server: ServerSettings, tree: TreeKey, runs: Int): (PopulateRuns, EmbeddedNeo4j) = {
    Directories.deleteRecursively(server.home)
    val started = EmbeddedNeo4j.start(server)
    val client = new TreeClient(started.baseUrl, None)
    val millis = (1 to runs).map { run =>
      if (run > 1) client.deleteTree()
      Say(s"benchmark: populate through the server, run $run of $runs")
      val answer = client.populate(tree)
      started.echoLog()
      (answer \ "millis").values.toString.toLong
    }
    (PopulateRuns("through the server (POST /traversal-perfs/populate)", millis,
        "the first on a new server JVM, then on the running server after DELETE /tree"), started)
  }

  def table(tree: TreeKey, runs: Seq[PopulateRuns]): String =
    (f"Populate, ${tree.nodeCount}%,d nodes:" +:
      "| path | median s | min-max s | nodes/s (median) | runs, s |" +:
      "|---|---|---|---|---|" +:
      runs.map(_.row(tree.nodeCount))).mkString("\n")

  def storeOf(settings: TraversalSettings): Path =
    settings.storeOf(settings.lab.server.embedded).resolveSibling(s"benchmark-${settings.tree.directoryName}")
}
