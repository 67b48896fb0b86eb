package traversalperfs.workloads.file

/**
 * A log with writes replayed in its order: arrival `i` (its index in the replay) starts once the ones it must follow
 * have ended — a write every arrival before it, a read the writes before it — so each read sees the writes logged
 * before it and no later one, as it was recorded; reads between two writes run side by side, as logged. What an arrival
 * waits is in neither its latency (its clock starts when it is sent) nor the on-time audit (taken as it arrives).
 */
final class LogOrder(writes: IndexedSeq[Boolean]) {
  private val lastWriteBefore: Array[Int] = writes.indices.scanLeft(-1)((last, i) => if (writes(i)) i else last)
    .take(writes.size).toArray
  private val ended = new java.util.BitSet(writes.size)
  private var firstOpen = 0

  def mayStart(i: Int): Boolean = synchronized {
    if (writes(i)) firstOpen >= i else lastWriteBefore(i) < 0 || ended.get(lastWriteBefore(i))
  }

  def end(i: Int): Unit = synchronized {
    ended.set(i)
    while (firstOpen < writes.size && ended.get(firstOpen)) firstOpen += 1
  }
}
