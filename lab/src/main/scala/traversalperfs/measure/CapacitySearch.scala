package traversalperfs.measure

import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.atomic.AtomicLong
import scala.jdk.CollectionConverters._

/**
 * One level of a capacity search: its offered rate, what it got back, whether it kept the objective, and the share of
 * its arrivals that started on time ([[OnTimeAudit]]): below `lab.onTimeMin` the level is injector-limited, its figures
 * say more about the injector than about the server.
 */
final case class CapacityLevel(offeredPerSecond: Double, requests: Int, ko: Int, percentileMillis: Option[Long],
                               achievedPerSecond: Double, held: Boolean, why: String,
                               onTimePercent: Option[Double] = None,
                               injectorLimited: Boolean = false)

/**
 * A capacity search's outcome: the objective, each level run, and the highest rate that held (none: even the first
 * broke).
 */
final case class CapacityResult(objective: String, levels: List[CapacityLevel], heldPerSecond: Option[Double],
                                broke: Boolean) {
  def describe: String =
    (heldPerSecond match {
      case Some(rate) if broke =>
        f"$rate%.1f requests/s held $objective (${levels.find(!_.held).get.offeredPerSecond}%.1f/s broke it)"
      case Some(rate) =>
        f"$rate%.1f requests/s held $objective, the highest level asked (raise capacity.max to go further)"
      case None =>
        f"no level held $objective (the first, ${levels.headOption.fold(0.0)(_.offeredPerSecond)}%.1f/s, broke it)"
    }) + injectorLimit.fold("")(l =>
      f"; the injector, not the server, was the limit from ${l.offeredPerSecond}%.1f/s " +
        f"(${l.onTimePercent.getOrElse(0.0)}%.0f %% of its arrivals on time): " +
        (if (heldPerSecond.isDefined) "the server's capacity is at least what held"
         else "this run does not measure the server's capacity"))

  /** The first level whose arrivals were not sent on time: from there on the search measured the injector. */
  def injectorLimit: Option[CapacityLevel] = levels.find(_.injectorLimited)
}

/**
 * Follows a capacity search while it runs: every measured request is filed under the level its user arrived in (arrival
 * time since the first arrival, over the level's length). A level is broken as soon as more of its offered requests
 * (arrivals x `requestsPerArrival`) were slow or KO than the objective allows (5% for p95), so the run stops there
 * instead of queueing ever more requests on an overloaded server; at the end each level is judged on all its answers.
 */
final class CapacitySearch(load: LoadModel, requestsPerArrival: Int = 1) {
  private val slo = load.slo.getOrElse(throw new IllegalArgumentException("a capacity search needs an objective"))
  private val levelMillis = load.levelSeconds * 1000L
  private val firstArrival = new AtomicLong(Long.MaxValue)
  private val samples = new ConcurrentLinkedQueue[(Int, Long, Boolean)]()

  /** A user arrived (its session's start date); call before its request. */
  def arrived(arrivalMillis: Long): Unit = firstArrival.accumulateAndGet(arrivalMillis, math.min)

  def record(arrivalMillis: Long, millis: Long, ok: Boolean): Unit = {
    val level = ((arrivalMillis - firstArrival.get) / levelMillis).toInt.max(0).min(load.levels.size - 1)
    samples.add((level, millis, ok))
  }

  private def offered(level: Int): Int = math.round(load.levels(level) * load.levelSeconds).toInt * requestsPerArrival
  private def allowance(level: Int): Int = ((100 - slo.percentile) * offered(level)) / 100
  private def slow(sample: (Int, Long, Boolean)): Boolean = !sample._3 || sample._2 >= slo.millis

  /** Whether some level has already broken the objective whatever its remaining answers. */
  def broken: Boolean =
    samples.asScala.groupBy(_._1).exists { case (level, all) => all.count(slow) > allowance(level) }

  def result: CapacityResult = result(_ => None, 0)

  /** The levels judged, each with its on-time share (`onTime`), injector-limited under `minOnTimePercent`. */
  def result(onTime: Int => Option[Double], minOnTimePercent: Double): CapacityResult = {
    val byLevel = samples.asScala.toSeq.groupBy(_._1)
    val levels = load.levels.indices.takeWhile(byLevel.contains)
    // the first level broken as `broken` reads it stopped the run; a level after it is what the stop cut short,
    // whatever it met
    val firstBroken = levels.find(level => byLevel(level).count(slow) > allowance(level))
    val judged = levels.map { level =>
      val all = byLevel(level)
      val ok = all.filter(_._3).map(_._2).sorted
      val ko = all.count(!_._3)
      val p = if (ok.isEmpty) None else Some(LatencySummary.percentile(ok, slo.percentile))
      val why =
        if (firstBroken.exists(_ < level))
          s"${all.size} of ${offered(level)} requests sent before the run stopped (the level before broke)" +
            (if (ko > 0) s", $ko KO" else "")
        else if (ko > 0) s"$ko KO"
        else if (all.count(slow) > allowance(level)) s"p${slo.percentile} ${p.getOrElse(0L)} ms"
        else if (all.size < offered(level) * 9 / 10)
          s"only ${all.size} of ${offered(level)} requests sent (run stopped)"
        else s"p${slo.percentile} ${p.getOrElse(0L)} ms"
      val held = firstBroken.forall(_ >= level) && ko == 0 && all.size >= offered(level) * 9 / 10 &&
        all.count(slow) <= allowance(level)
      val punctual = onTime(level)
      CapacityLevel(load.levels(level), all.size, ko, p, all.size.toDouble / requestsPerArrival / load.levelSeconds,
        held, why,
        punctual, punctual.exists(_ < minOnTimePercent))
    }
    val holding = judged.takeWhile(_.held)
    CapacityResult(slo.toString, judged.toList, holding.lastOption.map(_.offeredPerSecond), judged.exists(!_.held))
  }
}
