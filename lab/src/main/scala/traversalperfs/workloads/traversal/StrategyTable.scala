package traversalperfs.workloads.traversal

import traversalperfs.server.{EmbeddedNeo4j, Neo4jVersion}
import java.io.File
import java.net.URLClassLoader
import java.nio.file.Path
import traversalperfs.settings.UserError

/**
 * The extension's strategy table as the jar a version loads defines it (the plugin's `Strategy`, read in a class loader
 * of its own on that version's server classpath), before any server starts: names, and which read through the
 * application caches. The comparison plans its cells from it; each server answers the same table at
 * `GET /traversal-perfs/strategies` with what it offers there ([[StrategyCheck]]). The lab keeps no copy.
 */
object StrategyTable {
  final case class Row(name: String, takesCache: Boolean)

  def of(baseDir: Path, neo4j: Neo4jVersion): Seq[Row] = {
    val urls = EmbeddedNeo4j.classpath(baseDir, neo4j).split(File.pathSeparator).map(p => Path.of(p).toUri.toURL)
    val loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader)
    try {
      val strategy = loader.loadClass("com.ekino.neo4j.traversal.strategies.Strategy")
      val (name, takesCache) = (strategy.getMethod("parameter"), strategy.getMethod("takesCache"))
      strategy.getMethod("values").invoke(null).asInstanceOf[Array[AnyRef]].toSeq.map(row =>
        Row(name.invoke(row).asInstanceOf[String], takesCache.invoke(row).asInstanceOf[Boolean]))
    } finally loader.close()
  }
}

/** Whether the server offers the strategy a run asks for, with the caches it asks for. */
object StrategyCheck {
  def require(offered: Seq[StrategyInfo], strategy: String, caches: Seq[String]): Unit = {
    val info = offered.find(_.name == strategy).getOrElse(
      UserError(s"strategy must be one of ${offered.map(_.name).mkString(", ")}; got '$strategy'"))
    if (!info.available) UserError(s"strategy $strategy is not offered by this server: ${info.why.getOrElse("")}")
    if (!info.takesCache && caches != Seq("none"))
      UserError(
        s"strategy $strategy reads no application cache: use it with -Dcaches=none (got ${caches.mkString(",")})")
  }
}
