package traversalperfs.measure

import java.util.concurrent.atomic.{AtomicLong, LongAdder}

/**
 * Answers per second over the measured window, from the first request sent to the last answer received: n answers span
 * n - 1 intervals (n / window would credit 12 answers at 4/s with 4.4/s).
 */
final class Throughput {
  private val firstSent = new AtomicLong(Long.MaxValue)
  private val lastAnswered = new AtomicLong(0)
  private val answers = new LongAdder

  /** An answer received now, `millis` after its request was sent. */
  def answered(millis: Long): Unit = {
    val now = System.currentTimeMillis()
    firstSent.accumulateAndGet(now - millis, math.min)
    lastAnswered.accumulateAndGet(now, math.max)
    answers.increment()
  }

  def perSecond: Option[Double] =
    if (answers.sum < 2) None else Some((answers.sum - 1) / (math.max(1L, lastAnswered.get - firstSent.get) / 1000.0))
}
