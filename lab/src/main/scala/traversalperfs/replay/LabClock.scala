package traversalperfs.replay

import io.gatling.core.Predef._
import io.gatling.core.structure.ChainBuilder

/**
 * The lab's own clock around a measured request, in nanoseconds: started just before the request, read when its answer
 * has been checked (so it holds what Gatling adds: the session's hand-offs, the checks, the JSON parsing). Gatling's
 * own times are whole milliseconds; this one feeds the microsecond histograms
 * ([[traversalperfs.measure.LatencyMicros]]).
 */
object LabClock {
  private val Started = "labClockStarted"

  val start: ChainBuilder = exec(session => session.set(Started, System.nanoTime()))

  def micros(session: Session): Option[Long] =
    session(Started).asOption[Long].map(started => (System.nanoTime() - started) / 1000)

  /**
   * A planted difference (`compare.plant`): the request's time made `1 + percent / 100` times as long by waiting here,
   * before the clock is read, so the lab's figures and the closed model's pace both see it. It spins: 5 % of a 1 ms
   * request is 50 µs, under what a timer sleeps; the spin holds the injector's thread (one user's requests are the
   * calibration's load).
   */
  def plant(session: Session, percent: Double): Unit = if (percent > 0) session(Started).asOption[Long].foreach {
    started =>
      val until = started + ((System.nanoTime() - started) * (1 + percent / 100)).toLong
      while (System.nanoTime() < until) Thread.onSpinWait()
  }

  def millis(session: Session): Option[Int] = micros(session).map(m => (m / 1000).toInt)

  val Keys: Seq[String] = Seq(Started)
}
