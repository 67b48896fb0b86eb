package traversalperfs.workloads.traversal

import traversalperfs.lab._
import traversalperfs.replay._
import traversalperfs.comparison._

/**
 * The extension's strategy table as the lab knows it before any server runs (to refuse a bad parameter early):
 * names, and which read through the application caches. The contract tests check every server's
 * `GET /traversal-perfs/strategies` against it, so the two cannot drift apart.
 */
object StrategyNames {
  val All: Seq[String] = Seq("framework", "core", "request-cache", "kernel", "cached")
  val TakingCache: Set[String] = Set("framework", "core", "request-cache")
}

/** Whether the server offers the strategy a run asks for, with the caches it asks for. */
object StrategyCheck {
  def require(offered: Seq[StrategyInfo], strategy: String, caches: Seq[String]): Unit = {
    val info = offered.find(_.name == strategy).getOrElse(LabError(s"the server has no strategy $strategy"))
    if (!info.available) LabError(s"strategy $strategy is not offered by this server: ${info.why.getOrElse("")}")
    if (!info.takesCache && caches != Seq("none"))
      LabError(s"strategy $strategy reads no application cache: use it with -Dcaches=none (got ${caches.mkString(",")})")
  }
}
