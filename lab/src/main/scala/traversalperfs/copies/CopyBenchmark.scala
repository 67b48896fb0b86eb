package traversalperfs.copies

import traversalperfs.console.Say

import traversalperfs.dumps.DumpBenchmark
import traversalperfs.server._
import traversalperfs.settings.{ParameterCatalog => P, Parameters}
import traversalperfs.targets.Target
import traversalperfs.tree.TreeKey

import java.lang.management.ManagementFactory
import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * The copy benchmark (`./mvnw -B -Pcopy-benchmark verify -DskipTests`): the dump benchmark's graph (`copy.bench.nodes`
 * nodes with three properties, five relationships each with one) made on a running Neo4j 5.26.30, then copied by the
 * lab ([[GraphCopy]]) into a new store of each of `copy.bench.versions` through its server; beside it, on the same
 * machine, the offline writer's bulk populate of the default tree on 4.4.48, the rate the issue compares with. Prints
 * each copy's time and rates, the ratio to the bulk populate, and the lab JVM's peak heap (one page of ids held at a
 * time, whatever the graph's size). Figures, not a test: Gatling is not running, but the source and the copy's server
 * share the two cores.
 */
object CopyBenchmark {
  private val From = Neo4jVersions.V5_26.version

  /** The benchmark in the project at `baseDir` ([[traversalperfs.commands]] runs it). */
  def run(parameters: Parameters, baseDir: Path): Unit = {
    val nodes = parameters(P.CopyBenchNodes).toLong
    val heap = parameters(P.Heap)
    val pageCache = parameters(P.PageCache)
    val batch = parameters(P.CopyBatch)
    // by default every version with an admin tool but the source: the offline writer's and the newest
    val versions = parameters(P.CopyBenchVersions,
      Neo4jVersions.All.filter(v => v.admin.isDefined && v.version != From).map(_.version))
      .map(Neo4jVersions.require(_, baseDir, P.CopyBenchVersions.name))
    val work = Files.createDirectories(baseDir.resolve(s"target/copy-benchmark/$nodes"))
    val sourceHome = work.resolve(s"source-$From")
    val made = sourceHome.resolve("made.done")
    if (!Files.exists(made)) Directories.deleteRecursively(sourceHome)
    val source = Target.embedded(EmbeddedNeo4j.start(
        ServerSettings(Neo4jVersions.require(From, baseDir), sourceHome, heap, pageCache, baseDir)))
    val rows =
      try {
        if (!Files.exists(made)) {
          DumpBenchmark.makeOn(source, nodes)
          Files.writeString(made, "")
        }
        val bulk = bulkTree(baseDir, heap, pageCache, work)
        val copy = GraphCopy(source.bolt.get, None, baseDir, batch)
        val copies =
          try {
            Files.deleteIfExists(copy.spoolFile)
            val read = timed(copy.types) // once for every version: the source read and spooled
            read +: versions.map { version =>
              val home = work.resolve(s"copy-$version")
              Directories.deleteRecursively(home)
              val server = ServerSettings(version, home, heap, pageCache, baseDir)
              val offline = timed(copy.offline(server, "auto"))
              val target = Target.embedded(EmbeddedNeo4j.start(server))
              val through =
                try timed(copy.into(target.cypher, target.version, home))
                finally target.close()
              Directories.deleteRecursively(home)
              offline + through
            }
          } finally { Files.deleteIfExists(copy.spoolFile); copy.close() }
        (bulk, copies)
      } finally source.close()

    val (bulk, copies) = rows
    val (bulkElements, bulkMillis) = bulk
    val elements = nodes * 6
    val bulkRate = bulkElements * 1000.0 / math.max(1, bulkMillis)
    val peak = ManagementFactory.getMemoryPoolMXBeans.asScala.filter(_.getType.name == "HEAP")
      .map(_.getPeakUsage.getUsed).sum
    Say.raw((Seq(
        f"Copy benchmark: $nodes%,d nodes and ${nodes * 5}%,d relationships with properties on a running Neo4j " +
          f"$From, read in pages of $batch%,d and copied to each version; heap $heap, page cache " +
          s"$pageCache, the source and the copy's server on the same 2 cores:",
        "| way | seconds | nodes+relationships/s | the bulk populate's rate over this one (goal: 3 at most) |",
        "|---|---|---|---|",
        f"| the offline writer's bulk populate of the default tree on 4.4.48 (${bulkElements}%,d nodes and " +
          f"relationships) | ${bulkMillis / 1e3}%.1f | ${bulkRate}%,.0f | 1.00 |") ++
        (s"the source read once and spooled (Neo4j $From, Bolt)" +: versions.map(v =>
          if (v.offlineWriter) s"the lab's copy to $v: the spool written offline, then its schema"
          else s"the lab's copy to $v: through its server")).zip(copies).map { case (way, millis) =>
          val rate = elements * 1000.0 / math.max(1, millis)
          f"| $way | ${millis / 1e3}%.1f | $rate%,.0f | ${bulkRate / rate}%.2f |"
        } ++ Seq(
          "goal: 200,000 nodes+relationships/s where an offline writer exists, within 3x of the bulk populate; a " +
            "copy's seconds exclude its server's start; peak heap of the JVM the benchmark ran in (Maven's, " +
            f"exec:java): ${peak / 1e6}%.0f MB")).mkString("\n"))
  }

  /** The default tree written by the offline writer on 4.4.48: its nodes plus relationships and its time. */
  private def bulkTree(baseDir: java.nio.file.Path, heap: String, pageCache: String,
                       work: java.nio.file.Path): (Long, Long) = {
    val home = work.resolve("bulk-tree-4.4.48")
    Directories.deleteRecursively(home)
    val tree = TreeKey(5, 4, 42L)
    val millis = timed(OfflinePopulate.write(
        ServerSettings(Neo4jVersions.require(Neo4jVersions.V4_4.version, baseDir), home, heap, pageCache, baseDir),
        tree.bulk))
    Directories.deleteRecursively(home)
    (tree.nodeCount * 2 - 1, millis)
  }

  private def timed(work: => Any): Long = {
    val began = System.nanoTime()
    work
    (System.nanoTime() - began) / 1000000
  }
}
