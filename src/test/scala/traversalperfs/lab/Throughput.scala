package traversalperfs.lab

import java.util.concurrent.atomic.{AtomicLong, LongAdder}

/** Answers per second over the measured window: from the first request sent to the last answer received. */
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
    if (answers.sum == 0) None else Some(answers.sum / (math.max(1L, lastAnswered.get - firstSent.get) / 1000.0))
}
