package traversalperfs.workloads.traversal

import traversalperfs.settings.UserError

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
