package traversalperfs.measure

import traversalperfs.console.Say

import java.util.concurrent.ThreadLocalRandom

/**
 * The closed model's think time (`pause.max=auto`, the default of the workloads whose default users would saturate this
 * 2-core machine): each user pauses, between two requests, 0 to twice the warm-up's last-pass median, so a mean pause
 * as long as a warm answer. By Little's law N users with response time R and mean pause Z send N / (R + Z) requests a
 * second: with Z = R0 (the warm-up's median, measured with every user asking and no pause, the machine at its limit)
 * they send about half the warm-up's rate, leaving the machine headroom. Chosen once, when the measured load starts;
 * without a warm-up there is no figure to choose from: no pause, said.
 */
final class ThinkTime(warmUpMedianMillis: => Option[Long], users: Int) {
  /** The mean pause, ms; chosen at the first measured pause (after the warm-up) and said once. */
  lazy val meanMillis: Long = {
    val mean = warmUpMedianMillis.getOrElse(0L)
    Say(
      s"" + (if (mean == 0) "think time: none (no warm-up median to choose it from: " +
               "warmup=0, or answers under 1 ms); the default load may saturate the machine"
             else
               s"think time: each of the $users user(s) pauses 0 to ${2 * mean} ms between " +
                 s"requests (mean $mean ms, the " +
                 "warm-up's last median), so the default load leaves the machine headroom; users " +
                 "or pause.max given: used as given"))
    mean
  }

  def next(): Long = if (meanMillis == 0) 0 else ThreadLocalRandom.current().nextLong(2 * meanMillis + 1)
}

object ThinkTime {
  /** `pause.max`'s value that asks for it. */
  val Auto = "auto"
}
