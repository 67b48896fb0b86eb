package traversalperfs.comparison


import traversalperfs.lab._

import java.nio.file.Path

/**
 * The comparison's servers, one at a time (six 4 GB servers at once would not fit this machine, and an idle server
 * is no control): for each JVM and version, `repeats` times, that version started afresh (a new JVM) on its store
 * with the comparison's copy of its extension jar; with `bulk`, a store without a database gets that dataset
 * offline before its first start ([[LabTarget.populateBeforeStart]]). `prepare` runs on a version's first start (dataset, answers,
 * cross-check); `cells` on every start, so every repeat replays all of the version's cells again in the same order.
 * Answers each cell once, its repeats merged ([[CellResult.merge]]).
 */
final case class ComparisonServers(baseDir: Path, versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm], repeats: Int,
                                   pageCache: String, serverOptions: Seq[String], jars: Map[String, Path],
                                   bulk: Option[BulkDataset] = None, populate: String = "http",
                                   pin: Option[traversalperfs.machine.CpuPinning] = None) {
  def run(store: Neo4jVersion => Path)(prepare: (Neo4jVersion, ServerJvm, EmbeddedNeo4j) => Unit)(
    cells: (Neo4jVersion, ServerJvm, EmbeddedNeo4j, Int) => Seq[CellResult]): Seq[CellResult] = {
    val runs = for (jvm <- jvms; version <- versions; repeat <- 1 to repeats; result <- {
      val settings = ServerSettings(version, store(version), jvm.heap, pageCache, baseDir,
        jvmOptions = jvm.options ++ serverOptions, pluginJar = Some(jars(version.pluginJar)), pin = pin)
      bulk.foreach(dataset => LabTarget.populateBeforeStart(populate, settings, dataset))
      val server = EmbeddedNeo4j.start(settings)
      try {
        println(s"[traversal-perfs] Neo4j $version (${jvm.heap}, ${jvm.gc}) at ${server.baseUrl} on ${settings.java.describe}" +
          (if (repeats > 1) s", repeat $repeat of $repeats" else ""))
        if (repeat == 1) prepare(version, jvm, server)
        cells(version, jvm, server, repeat)
      } finally server.close()
    }) yield result
    runs.groupBy(_.cell.id).values.map(CellResult.merge).toSeq.sortBy(r => runs.indexWhere(_.cell.id == r.cell.id))
  }
}

object ComparisonServers {
  /** A cell's directory: one per cell, and one per repeat after the first. */
  def cellDir(out: Path, id: String, repeat: Int): Path =
    out.resolve("cells").resolve(if (repeat == 1) id else s"$id/repeat-$repeat")
}
