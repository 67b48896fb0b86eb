package traversalperfs.measure

import org.HdrHistogram.ConcurrentHistogram

import java.util.concurrent.atomic.{AtomicLong, AtomicLongArray}

/**
 * How punctually arrivals started: the share within `toleranceMillis` of their schedule, and how late the late were.
 */
final case class OnTime(arrivals: Long, toleranceMillis: Int, onTimePercent: Double, p50LateMillis: Double,
                        p99LateMillis: Double, maxLateMillis: Double, levels: List[Double], injectorLimited: Boolean) {
  def line: String =
    f"on time: $onTimePercent%.1f %% of $arrivals arrivals started within $toleranceMillis ms " +
      f"of their schedule (lateness p50 $p50LateMillis%.3f ms, p99 $p99LateMillis%.3f ms, max $maxLateMillis%.1f ms)"
}

/**
 * The open model's on-time audit (LDBC's driver audits the same, within 1 s): each arrival's start, on the injector's
 * own clock, against when the injection profile scheduled it. Gatling starts `rate x seconds` users per step, the k-th
 * of a step k / rate seconds after the step began, the steps one after another from the first arrival; the n-th arrival
 * to start is taken for the n-th scheduled (a late user is late whatever its place).
 */
final class OnTimeAudit(schedule: OnTimeAudit.Schedule, toleranceMillis: Int, minOnTimePercent: Int) {
  /** `rates` arrivals per second, `stepSeconds` each, one step after the other. */
  def this(rates: Seq[Double], stepSeconds: Int, toleranceMillis: Int, minOnTimePercent: Int) =
    this(
      OnTimeAudit.Schedule(rates.map(r => math.round(r * stepSeconds)),
        (step, k) => step * stepSeconds * 1000000000L + (k * 1e9 / rates(step)).toLong), toleranceMillis,
      minOnTimePercent)

  private val usersPerStep = schedule.usersPerStep

  private val firstNanos = new AtomicLong(Long.MinValue)
  private val count = new AtomicLong()
  private val onTimeByStep = new AtomicLongArray(usersPerStep.size)
  private val arrivalsByStep = new AtomicLongArray(usersPerStep.size)
  private val lateMicros = new ConcurrentHistogram(3600L * 1000 * 1000, 3)

  /** An arrival, on the injector's clock, as it starts (call it once per arrival, first thing). */
  def arrived(nanos: Long): Unit = {
    firstNanos.compareAndSet(Long.MinValue, nanos)
    val n = count.getAndIncrement()
    val step = stepOf(n)
    if (step >= 0) {
      val before = usersPerStep.take(step).sum
      val scheduled = firstNanos.get + schedule.nanos(step, n - before)
      val late = nanos - scheduled
      lateMicros.recordValue((late / 1000).max(0).min(lateMicros.getHighestTrackableValue))
      arrivalsByStep.incrementAndGet(step)
      if (late <= toleranceMillis * 1000000L) onTimeByStep.incrementAndGet(step)
    }
  }

  private def stepOf(n: Long): Int = {
    var left = n
    usersPerStep.indexWhere { users =>
      val here = left < users; if (!here) left -= users; here
    }
  }

  /** The on-time share of a step (a capacity level), when some arrival fell in it. */
  def stepPercent(step: Int): Option[Double] =
    Option.when(arrivalsByStep.get(step) > 0)(onTimeByStep.get(step) * 100.0 / arrivalsByStep.get(step))

  def result: Option[OnTime] = {
    val arrivals = usersPerStep.indices.map(arrivalsByStep.get).sum
    Option.when(arrivals > 0)(OnTime(arrivals, toleranceMillis,
        usersPerStep.indices.map(onTimeByStep.get).sum * 100.0 / arrivals, lateMicros.getValueAtPercentile(50) / 1000.0,
        lateMicros.getValueAtPercentile(99) / 1000.0, lateMicros.getMaxValue / 1000.0,
        usersPerStep.indices.flatMap(stepPercent).toList, injectorLimited = false)).map(o =>
      o.copy(injectorLimited = o.onTimePercent < minOnTimePercent))
  }
}

object OnTimeAudit {
  /** How many arrivals each step has, and when the k-th of a step is due, ns after the first arrival. */
  final case class Schedule(usersPerStep: Seq[Long], nanos: (Int, Long) => Long)

  /**
   * The audit of an open load (none for the closed model: its users start when the last answer came); with `rate=log`
   * the schedule is the log's arrivals (`arrivalMillis`, ms after the first, already at the replay's speed).
   */
  def of(load: LoadModel, durationSeconds: Int, toleranceMillis: Int, minOnTimePercent: Int,
         arrivalMillis: Option[IndexedSeq[Double]] = None): Option[OnTimeAudit] =
    if (!load.isOpen) None
    else if (load.logSpeed.isDefined)
      arrivalMillis.map(at =>
        new OnTimeAudit(Schedule(Seq(at.size.toLong), (_, k) => (at(k.toInt) * 1e6).toLong), toleranceMillis,
          minOnTimePercent))
    else if (load.slo.isDefined)
      Some(new OnTimeAudit(load.levels, load.levelSeconds, toleranceMillis, minOnTimePercent))
    else Some(new OnTimeAudit(load.rate.toSeq, durationSeconds, toleranceMillis, minOnTimePercent))
}
