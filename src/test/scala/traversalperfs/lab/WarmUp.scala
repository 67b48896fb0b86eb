package traversalperfs.lab

import java.util.concurrent.atomic.AtomicBoolean
import scala.collection.mutable

/**
 * When the replay's warm-up is over: once every row of the feed has settled (the median of its last
 * [[WarmUp.Window]] requests within [[WarmUp.Tolerance]] of the median of the window before), or after `capSeconds`,
 * whichever comes first. A time alone lets a cold first request, a JIT compilation or a GC land in the measured phase
 * of a short run. Says in one line how it ended.
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
    else if (latencies.size >= rows && latencies.values.forall(settled)) end(s"latency settled after $requests requests")
    else if (seconds >= capSeconds) end(s"time cap of $capSeconds s reached after $requests requests, " +
      s"${latencies.count { case (_, l) => !settled(l) } + math.max(0, rows - latencies.size)} of $rows rows not settled")
    else true
  }

  def record(row: String, millis: Long): Unit = synchronized {
    requests += 1
    latencies.update(row, latencies.getOrElse(row, Vector.empty) :+ millis)
  }

  /** How the warm-up ended, for the run's summary. */
  def description: String = outcome

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
  val Window = 3
  val Tolerance = 0.15
  /** Below this a difference is timer and scheduling noise, not a warm-up. */
  val NoiseMillis = 2L

  def settled(latencies: Vector[Long]): Boolean = latencies.size >= 2 * Window && {
    val last = median(latencies.takeRight(Window))
    val before = median(latencies.dropRight(Window).takeRight(Window))
    math.abs(last - before) <= math.max(Tolerance * before, NoiseMillis.toDouble)
  }

  private def median(values: Vector[Long]): Double = {
    val sorted = values.sorted
    if (sorted.size % 2 == 1) sorted(sorted.size / 2).toDouble
    else (sorted(sorted.size / 2 - 1) + sorted(sorted.size / 2)) / 2.0
  }
}
