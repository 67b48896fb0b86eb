package traversalperfs.measure

import traversalperfs.console.Say

import java.util.concurrent.atomic.AtomicBoolean
import scala.collection.mutable

/**
 * When the replay's warm-up is over: once a pass over the feed (every row once, or as many rounds over the rows as make
 * [[WarmUp.MinPassRequests]] requests: one request alone, the root's, is too noisy a sample to tell a settled server
 * from a lucky answer) takes as long as the pass before it, within [[WarmUp.Tolerance]], from the third pass on (the
 * first one carries the cold starts). Otherwise it ends unsettled, after `capPasses` complete passes, or after
 * `capSeconds` once it has made the [[WarmUp.MinPasses]] passes that can show latency settled: a time cap alone cut a
 * new machine's warm-up after two 10-s passes, before it could ever settle. A time alone also lets a cold first
 * request, a JIT compilation or a GC land in the measured phase. Says in one line how it ended; [[settled]] tells the
 * figures printed later.
 */
final class WarmUp(rows: Int, capSeconds: Int, capPasses: Int, minPassRequests: Int = WarmUp.MinPassRequests) {
  import WarmUp._
  /** Rounds over the rows one pass takes. */
  private val roundsPerPass = math.max(1, math.ceil(minPassRequests.toDouble / math.max(rows, 1)).toInt)

  /** Requests one pass makes. */
  val requestsPerPass: Int = rows * roundsPerPass
  private val latencies = mutable.Map[String, Vector[Long]]()
  private val ended = new AtomicBoolean(false)
  @volatile private var outcome = "none"
  @volatile private var settledAtEnd: Option[Boolean] = None
  private var startedAt = 0L
  private var requests = 0

  /** Whether a warm-up user goes on; the first call starts the clock. */
  def continues: Boolean = synchronized {
    if (startedAt == 0) startedAt = System.nanoTime()
    val done = passes
    if (ended.get) false
    else if (WarmUp.settled(done))
      end(settled = true, s"latency settled after ${done.size} passes over the $rows rows$rounds ($requests requests)")
    else if (done.size >= capPasses)
      end(settled = false, s"not settled: pass cap of $capPasses passes reached " + lastPasses(done))
    else if (seconds >= capSeconds && done.size >= MinPasses)
      end(settled = false,
        s"not settled: time cap of $capSeconds s reached after ${done.size} passes " + lastPasses(done))
    else true
  }

  def record(row: String, millis: Long): Unit = synchronized {
    requests += 1
    latencies.update(row, latencies.getOrElse(row, Vector.empty) :+ millis)
  }

  /** The median of the last complete pass's requests: what the warmed server answers in (none before a pass). */
  def lastPassMedianMillis: Option[Long] = synchronized {
    val done = if (latencies.size < rows) 0 else latencies.values.map(_.size).min
    Option.when(done > 0)(latencies.values.map(_(done - 1)).toVector.sorted).map(last => last(last.size / 2))
  }

  /** How the warm-up ended, for the run's summary. */
  def description: String = outcome

  /** Whether it ended with latency settled; None when there was no warm-up (or it has not ended). */
  def settled: Option[Boolean] = settledAtEnd

  private def lastPasses(done: Seq[Long]): String =
    s"over the $rows rows$rounds ($requests requests; the last ones took ${done.takeRight(3).mkString(", ")} ms)"

  private def rounds: String = if (roundsPerPass == 1) "" else s", $roundsPerPass rounds a pass"

  /** Milliseconds of each complete pass: the sum of every row's requests of its rounds. */
  private def passes: Seq[Long] =
    if (latencies.size < rows) Nil
    else {
      val complete = latencies.values.map(_.size).min / roundsPerPass
      (0 until complete).map(p =>
        (p * roundsPerPass until (p + 1) * roundsPerPass).map(k => latencies.values.map(_(k)).sum).sum)
    }

  private def seconds: Double = (System.nanoTime() - startedAt) / 1e9

  private def end(settled: Boolean, why: String): Boolean = {
    if (ended.compareAndSet(false, true)) {
      outcome = f"$why in $seconds%.1f s"
      settledAtEnd = Some(settled)
      Say(s"warm-up over: $outcome")
    }
    false
  }
}

object WarmUp {
  val MinPasses = 3
  /** Requests a pass makes at least: a pass over few rows takes several rounds. */
  val MinPassRequests = 10
  val Tolerance = 0.15
  /** Below this a difference is timer and scheduling noise, not a warm-up. */
  val NoiseMillis = 2L

  /** Whether the last pass took as long as the one before, from the third pass on. */
  def settled(passes: Seq[Long]): Boolean = passes.size >= MinPasses && {
    val last = passes.last
    val before = passes(passes.size - 2)
    math.abs(last - before) <= math.max(Tolerance * before, NoiseMillis.toDouble)
  }

  /** What the measured figures carry when the warm-up ended unsettled, for the console's measured lines. */
  val UnsettledNote = "warm-up not settled: the server may still have been warming up"
}
