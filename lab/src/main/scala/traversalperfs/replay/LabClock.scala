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

  def millis(session: Session): Option[Int] = micros(session).map(m => (m / 1000).toInt)

  val Keys: Seq[String] = Seq(Started)
}
