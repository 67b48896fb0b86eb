package traversalperfs.dumps

import traversalperfs.console.Say

import traversalperfs.server._
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.targets.Target

import java.lang.management.ManagementFactory
import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * The dump benchmark (`./mvnw -B -Pdump-benchmark verify -DskipTests`): a generated graph of `dump.bench.nodes` nodes
 * (three properties each) and five relationships per node (one property each), made through a Neo4j 5.26.30 server and
 * dumped with its own tool; then that dump carried to 2026.08.1 by the lab ([[DumpLadder]]: loaded on 5.26.30, its
 * origin, then loaded with 2026.08.1's tool and migrated) against Neo4j's own tools run by hand on the same dump
 * (2026.08.1's load, then its migrate). Prints each step's time, the rates, the ratio and the lab JVM's peak heap: the
 * tools run in JVMs of their own, so the lab's memory does not grow with the graph. Figures, not a test: a noisy
 * machine moves them.
 */
object DumpBenchmark {
  private val From = Neo4jVersions.V5_26.version
  private val To = Neo4jVersions.V2026.version
  private val Batch = 100000

  /** The benchmark in the project at `baseDir` ([[traversalperfs.commands]] runs it). */
  def run(parameters: Parameters, baseDir: Path): Unit = {
    val nodes = parameters(P.DumpBenchNodes).toLong
    val heap = parameters(P.Heap)
    val pageCache = parameters(P.PageCache)
    val from = Neo4jVersions.require(From, baseDir)
    val to = Neo4jVersions.require(To, baseDir)
    val work = Files.createDirectories(baseDir.resolve(s"target/dump-benchmark/$nodes"))
    val dump = work.resolve("graph.dump")
    if (!Files.exists(dump)) {
      val home = work.resolve(s"made-on-$From")
      Directories.deleteRecursively(home)
      val made = timed(make(ServerSettings(from, home, heap, pageCache, baseDir), nodes))
      Say(f"dump benchmark: the graph made through Neo4j $From in ${made / 1e3}%.1f s")
      val dumped = timed(StoreDump.write(ServerSettings(from, home, heap, pageCache, baseDir), dump,
          work.resolve("dump.admin.log")))
      Say(f"dump benchmark: dumped with Neo4j $From's neo4j-admin in ${dumped / 1e3}%.1f s " +
        f"(${Files.size(dump) / 1e6}%.1f MB)")
      Directories.deleteRecursively(home)
    }
    val elements = nodes * 6

    val ladder = new DumpLadder(DumpFile.read(dump, "the dump benchmark"), baseDir, heap, pageCache)
    (from +: Seq(to)).foreach(v => Directories.deleteRecursively(ladder.storeOf(v)))
    val lab = timed(ladder.ensure(to))

    val byHand = work.resolve(s"by-hand-$To")
    Directories.deleteRecursively(byHand)
    val tool = to.admin.get
    val server = ServerSettings(to, byHand, heap, pageCache, baseDir)
    val in = Files.createDirectories(work.resolve("by-hand-in"))
    val named = in.resolve(AdminTool.DumpFileName)
    Files.deleteIfExists(named)
    Files.createSymbolicLink(named, dump)
    val log = work.resolve("by-hand.admin.log")
    val loaded = timed(require(AdminCommand.run(server, tool, tool.load(named), log, "by hand: load"), log))
    val StoreUpgrade.Command(migrate) = tool.upgrade
    val migrated = timed(require(AdminCommand.run(server, tool, migrate, log, "by hand: migrate"), log))
    Directories.deleteRecursively(byHand)
    Directories.deleteRecursively(in)
    (from +: Seq(to)).foreach(v => Directories.deleteRecursively(ladder.storeOf(v))) // gigabytes at a million nodes

    val peak = ManagementFactory.getMemoryPoolMXBeans.asScala.filter(_.getType.name == "HEAP")
      .map(_.getPeakUsage.getUsed).sum
    val hand = loaded + migrated
    Say.raw(Seq(
        f"Dump benchmark: $nodes%,d nodes and ${nodes * 5}%,d relationships with properties, dumped with " +
          f"Neo4j $From's tool (${Files.size(dump) / 1e6}%.1f MB), carried to $To; heap $heap, page cache " +
          s"$pageCache, 2 cores shared with nothing else of the lab:",
        "| way | seconds | nodes+relationships/s |",
        "|---|---|---|",
        row(s"the lab: loaded on $From, then carried to $To (DumpLadder)", lab, elements),
        row(s"by hand: $To's neo4j-admin database load", loaded, elements),
        row(s"by hand: $To's neo4j-admin database migrate", migrated, elements),
        row("by hand: load plus migrate", hand, elements),
        f"the lab against by hand: ${lab.toDouble / hand}%.2fx (goal: 2x at most; the lab's time includes " +
          "finding the " +
          s"dump's origin, which tries the older tools first, and its load on $From); peak heap of the JVM the " +
          f"benchmark ran in (Maven's, exec:java): ${peak / 1e6}%.0f MB, the tools in JVMs of their own (-Xmx$heap)"
      ).mkString("\n"))
  }

  private def row(way: String, millis: Long, elements: Long): String =
    f"| $way | ${millis / 1e3}%.1f | ${elements * 1000 / math.max(1, millis)}%,d |"

  private def require(outcome: AdminCommand.Outcome, log: Path): Unit =
    if (!outcome.ok) UserError(s"the dump benchmark's own run of neo4j-admin failed: ${outcome.why} (see $log)")

  private def timed(work: => Any): Long = {
    val began = System.nanoTime()
    work
    (System.nanoTime() - began) / 1000000
  }

  /**
   * Nodes in batches, then five relationships each, found by node id (a fresh store numbers its nodes from 0 in the
   * order they were made: an id seek, no index to build), with a line per batch.
   */
  private def make(settings: ServerSettings, nodes: Long): Unit = {
    val target = Target.embedded(EmbeddedNeo4j.start(settings))
    try makeOn(target, nodes)
    finally target.close()
  }

  /** The benchmark's graph made on `target` (the copy benchmark's source too). */
  private[traversalperfs] def makeOn(target: Target, nodes: Long): Unit = {
    locally {
      val cypher = target.cypher
      for (start <- 0L until nodes by Batch) {
        val end = math.min(nodes, start + Batch) - 1
        cypher.write(s"UNWIND range($start, $end) AS i CREATE (:Item {id: i, name: 'item-' + i, " +
          "weight: (i % 97) / 10.0})")
        Say(f"dump benchmark: ${end + 1}%,d of $nodes%,d nodes")
      }
      for (start <- 0L until nodes by Batch / 5) {
        val end = math.min(nodes, start + Batch / 5) - 1
        cypher.write(s"UNWIND range($start, $end) AS i MATCH (a) WHERE id(a) = i UNWIND range(1, 5) AS k " +
          s"MATCH (b) WHERE id(b) = (i * 31 + k * 104729) % $nodes CREATE (a)-[:LINKS {rank: k}]->(b)")
        if ((end + 1) % Batch == 0 || end + 1 == nodes)
          Say(f"dump benchmark: relationships of ${end + 1}%,d of $nodes%,d nodes")
      }
      val made = cypher.read("MATCH (a:Item)-[r:LINKS]->(b:Item) RETURN count(r)").count.getOrElse(BigInt(0))
      if (made != nodes * 5) UserError(s"the dump benchmark made $made relationships, not ${nodes * 5}")
    }
  }
}
