package traversalperfs.workloads.traversal

/**
 * What the traversal measures of its own around a replay, as the summary and the comparison's cells name it: the
 * application cache entries an earlier run left (read before the replay's own clear), those it started with (after it:
 * 0 unless the clear failed), and the clears the server served during it (`clear=true`: one before every request).
 */
object CacheFigures {
  val EntriesLeft = "cacheEntriesLeft"
  val EntriesAtStart = "cacheEntriesAtStart"
  val Clears = "cacheClears"

  def apply(left: Long, atStart: Long, clears: Long): Map[String, Long] =
    Map(EntriesLeft -> left, EntriesAtStart -> atStart, Clears -> clears)

  /** What a comparison's cell keeps of them: the entries it found and started with. */
  def ofCell(figures: Option[Map[String, Long]]): Map[String, Long] =
    figures.getOrElse(Map.empty).filter { case (name, _) => name == EntriesLeft || name == EntriesAtStart }
}
