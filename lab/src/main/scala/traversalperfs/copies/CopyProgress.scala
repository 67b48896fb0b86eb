package traversalperfs.copies

import traversalperfs.console.Say

/**
 * A copy's progress: a line every few seconds with the elements so far and their rates; its time and rates at the end.
 */
final class CopyProgress(what: String) {
  private val started = System.nanoTime()
  private var shown = started
  private var nodeCount = 0L
  private var relationshipCount = 0L
  private var nodesDoneAt = started

  def nodes(count: Int): Unit = { nodeCount += count; nodesDoneAt = System.nanoTime(); show() }

  def relationships(count: Int): Unit = { relationshipCount += count; show() }

  /** Nodes per second over the nodes' time, relationships per second over theirs, and both over the whole. */
  def rates: String = {
    val now = System.nanoTime()
    f"${perSecond(nodeCount, nodesDoneAt - started)}%,.0f nodes/s, " +
      f"${perSecond(relationshipCount, now - nodesDoneAt)}%,.0f relationships/s, " +
      f"${perSecond(nodeCount + relationshipCount, now - started)}%,.0f elements/s"
  }

  def done: String = f"${(System.nanoTime() - started) / 1e9}%.1f s"

  private def show(): Unit = if (System.nanoTime() - shown > GraphCopy.ProgressEverySeconds) {
    shown = System.nanoTime()
    Say(f"$what: $nodeCount%,d nodes, $relationshipCount%,d relationships so far ($rates)")
  }

  private def perSecond(count: Long, nanos: Long): Double = if (nanos <= 0) 0 else count * 1e9 / nanos
}
