package traversalperfs.lab

import java.util.concurrent.atomic.AtomicBoolean
import scala.collection.mutable

/**
 * When the replay's warm-up is over: once a pass over the feed (every row once) takes as long as the pass before it,
 * within [[WarmUp.Tolerance]], from the third pass on (the first one carries the cold starts), or after `capSeconds`,
 * whichever comes first. A time alone lets a cold first request, a JIT compilation or a GC land in the measured
 * phase of a short run. Says in one line how it ended.
 */
final class WarmUp(rows: Int, capSeconds: Int) {
  import WarmUp._
  private val latencies = mutable.Map[String, Vector[Long]]()
  private val ended = new AtomicBoolean(false)
  @volatile private var outcome = "none"
  private var startedAt = 0L
  private var requests = 0

  /** Whether a warm-up user goes on; the first call starts the clock. */
  def continues: Boolean = synchronized {
    if (startedAt == 0) startedAt = System.nanoTime()
    if (ended.get) false
    else if (settled(passes)) end(s"latency settled after ${passes.size} passes over the $rows rows ($requests requests)")
    else if (seconds >= capSeconds) end(s"time cap of $capSeconds s reached after $requests requests " +
      s"(${passes.size} complete passes over the $rows rows" +
      (if (passes.isEmpty) ")" else s"; the last ones took ${passes.takeRight(3).mkString(", ")} ms)"))
    else true
  }

  def record(row: String, millis: Long): Unit = synchronized {
    requests += 1
    latencies.update(row, latencies.getOrElse(row, Vector.empty) :+ millis)
  }

  /** How the warm-up ended, for the run's summary. */
  def description: String = outcome

  /** Milliseconds of each complete pass: the sum of every row's k-th request. */
  private def passes: Seq[Long] =
    if (latencies.size < rows) Nil
    else (0 until latencies.values.map(_.size).min).map(k => latencies.values.map(_(k)).sum)

  private def seconds: Double = (System.nanoTime() - startedAt) / 1e9

  private def end(why: String): Boolean = {
    if (ended.compareAndSet(false, true)) {
      outcome = f"$why in $seconds%.1f s"
      println(s"[traversal-perfs] warm-up over: $outcome")
    }
    false
  }
}

object WarmUp {
  val MinPasses = 3
  val Tolerance = 0.15
  /** Below this a difference is timer and scheduling noise, not a warm-up. */
  val NoiseMillis = 2L

  /** Whether the last pass took as long as the one before, from the third pass on. */
  def settled(passes: Seq[Long]): Boolean = passes.size >= MinPasses && {
    val last = passes.last
    val before = passes(passes.size - 2)
    math.abs(last - before) <= math.max(Tolerance * before, NoiseMillis.toDouble)
  }
}
