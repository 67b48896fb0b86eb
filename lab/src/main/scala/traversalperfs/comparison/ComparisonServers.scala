package traversalperfs.comparison

import traversalperfs.console.Say
import traversalperfs.machine.CpuPinning
import traversalperfs.results.{CellResult, ServerJvm}
import traversalperfs.server.{
  BulkDataset, EmbeddedNeo4j, Neo4jVersion, OfflinePopulate, ServerPluginJars, ServerSettings
}

import traversalperfs.server.conf.ConfOnVersion

import java.nio.file.Path

/**
 * The comparison's servers, one at a time (six 4 GB servers at once would not fit this machine, and an idle server is
 * no control): in rounds, one per repeat, each round starting every JVM and version (each side of an A/A run) afresh (a
 * new JVM) on its store with the comparison's copy of its extension jar, so that the repeats interleave (A B, B A, A B
 * …, not A A B B): a drift of the machine over the run falls on every cell alike ([[ComparisonServers.order]]). With
 * `bulk`, a store without a database gets that dataset offline before its first start ([[Target.populateBeforeStart]]).
 * `prepare` runs on a side's first start (dataset, answers, cross-check); `cells` on every start, so every round
 * replays all of the version's cells again in the same order; rounds go on until `enough` says so
 * ([[traversalperfs.statistics.AdaptiveRounds]]). Answers each cell once, its rounds merged ([[CellResult.merge]]).
 */
final case class ComparisonServers(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm], repeats: Int, aa: Boolean,
                                   servers: ComparisonServers.Settings, runs: ChildRuns) {
  /** Every server started in one round: each JVM and version, and with `aa` each version a second time ("again"). */
  def sides: Seq[(ServerJvm, Neo4jVersion, Boolean)] =
    for (jvm <- jvms; version <- versions; again <- if (aa) Seq(false, true) else Seq(false))
      yield (jvm, version, again)

  /**
   * Rounds until `enough` says so (after each round, given the rounds made, the seconds they took, the seconds the last
   * one took and every cell's results so far, merged): at least one.
   */
  def run(store: Neo4jVersion => Path)(prepare: (Neo4jVersion, ServerJvm, EmbeddedNeo4j) => Unit)(
      cells: ServerStart => Seq[CellResult])(
      enough: (Int, Double, Double, Seq[CellResult]) => Boolean): Seq[CellResult] = {
    val results = scala.collection.mutable.ArrayBuffer[CellResult]()
    val began = System.nanoTime()
    var repeat = 0
    var more = true
    while (more) {
      repeat += 1
      val roundBegan = System.nanoTime()
      for ((jvm, version, again) <- ComparisonServers.order(sides, repeat))
        results ++= round(store, prepare, cells, repeat, jvm, version, again)
      more = !enough(repeat, (System.nanoTime() - began) / 1e9, (System.nanoTime() - roundBegan) / 1e9,
        ComparisonServers.merged(results.toSeq))
    }
    ComparisonServers.merged(results.toSeq)
  }

  private def round(store: Neo4jVersion => Path, prepare: (Neo4jVersion, ServerJvm, EmbeddedNeo4j) => Unit,
                    cells: ServerStart => Seq[CellResult], repeat: Int,
                    jvm: ServerJvm, version: Neo4jVersion, again: Boolean): Seq[CellResult] = {
    val settings = ServerSettings(version, store(version), jvm.heap, servers.pageCache, servers.baseDir,
      jvmOptions = jvm.options ++ servers.options, pluginJar = Some(servers.jars(version.pluginJar)), pin = servers.pin,
      plugins = servers.plugins(version), conf = servers.conf(version))
    servers.bulk.foreach(dataset => OfflinePopulate.beforeStart(servers.populate, settings, dataset))
    val server = EmbeddedNeo4j.start(settings)
    try {
      Say(
        s"Neo4j $version (${jvm.heap}, ${jvm.gc}) at ${server.baseUrl} on " +
          s"${settings.java.describe}" +
          (if (again) " (the A/A run's second side: the same version again)" else "") +
          (if (repeats > 1 || repeat > 1) s", round $repeat" + (if (repeat <= repeats) s" of at least $repeats" else "")
           else ""))
      if (repeat == 1 && !again) prepare(version, jvm, server)
      cells(ServerStart(version, jvm, server, repeat, again, runs))
    } finally server.close()
  }
}

object ComparisonServers {
  /**
   * How the lab starts each of them: the project's directory, the page cache, the JVM options beside heap and GC, the
   * comparison's copies of the extension jars, the dataset written offline before a store's first start and how, and
   * the CPUs the server keeps to (`lab.pin`), the user's server plugins each version runs, and the user's neo4j.conf on
   * each version.
   */
  final case class Settings(baseDir: Path, pageCache: String, options: Seq[String], jars: Map[String, Path],
                            bulk: Option[BulkDataset], populate: String, pin: Option[CpuPinning],
                            plugins: Neo4jVersion => ServerPluginJars = _ => ServerPluginJars.None,
                            conf: Neo4jVersion => Option[ConfOnVersion] = _ => None)

  /** How the repeats are ordered, for the comparison's summary and its line. */
  val RepeatOrder = "interleaved: each round over every version, every other round backwards (A B, B A, A B …), " +
    "servers restarted each time"

  /**
   * The order of a round's servers: every other round backwards (A B, B A, A B …), so that a drift of the machine over
   * the run (the workload file's A/A run, `2026-11-28-aa-workload-file-adaptive`, ended its 20 minutes some 30 % slower
   * than it began, both sides alike) falls on every side alike instead of always on the later one. The first round goes
   * forwards: it prepares each version.
   */
  def order[A](sides: Seq[A], round: Int): Seq[A] = if (round % 2 == 0) sides.reverse else sides

  /** Each cell's runs so far as one result each ([[CellResult.merge]]), in the order they first ran. */
  def merged(runs: Seq[CellResult]): Seq[CellResult] =
    runs.groupBy(_.cell.id).values.map(CellResult.merge).toSeq.sortBy(r => runs.indexWhere(_.cell.id == r.cell.id))
}
