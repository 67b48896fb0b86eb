package traversalperfs.replay

import traversalperfs.console.Line

import traversalperfs.measure.{CapacityResult, CapacitySearch, LoadModel, OnTimeAudit}
import io.gatling.core.Predef._
import io.gatling.core.controller.inject.open.OpenInjectionStep

import scala.concurrent.duration._

/**
 * The open model's injection, for simulations whose measured scenario sends one request per user: `rate` users arriving
 * per second for `duration` s, or a capacity search's levels one after the other.
 */
object MeasuredLoad {
  def open(load: LoadModel, durationSeconds: Int, arrivals: Option[IndexedSeq[Double]] = None)
      : Seq[OpenInjectionStep] =
    if (load.logSpeed.isDefined) asLogged(arrivals.get)
    else if (load.slo.isDefined) load.levels.map(rate => constantUsersPerSec(rate).during(load.levelSeconds.seconds))
    else Seq(constantUsersPerSec(load.rate.get).during(durationSeconds.seconds))

  /**
   * A query log's arrivals (ms after the first): the users of each millisecond at once, after a pause from the
   * millisecond before.
   */
  private def asLogged(arrivals: IndexedSeq[Double]): Seq[OpenInjectionStep] = {
    val perMilli = arrivals.map(_.toLong).groupBy(identity).view.mapValues(_.size).toSeq.sortBy(_._1)
    perMilli.zip(0L +: perMilli.map(_._1)).flatMap { case ((at, users), before) =>
      (if (at > before) Seq(nothingFor((at - before).millis)) else Nil) :+ atOnceUsers(users)
    }
  }

  /**
   * How long the measured load lasts: `duration`, a capacity search's levels one after the other, or a query log's
   * arrivals (to the second after the last).
   */
  def seconds(load: LoadModel, durationSeconds: Int, arrivals: Option[IndexedSeq[Double]] = None): Int =
    if (load.logSpeed.isDefined) arrivals.fold(0)(a => (a.lastOption.getOrElse(0.0) / 1000).toInt + 1)
    else if (load.slo.isDefined) load.levels.size * load.levelSeconds
    else durationSeconds

  /** A capacity search's per-request timeout: ten times the objective (1 to 60 s), so a stalled level ends as KOs. */
  def requestTimeout(load: LoadModel): Option[FiniteDuration] =
    load.slo.map(slo => (slo.millis * 10).max(1000).min(60000).millis)

  /** The search of a capacity run, none otherwise; each arriving user sends `requestsPerArrival` requests. */
  def search(load: LoadModel, requestsPerArrival: Int = 1): Option[CapacitySearch] =
    load.slo.map(_ => new CapacitySearch(load, requestsPerArrival))

  /**
   * A user's arrival, kept in its session (`arrived`) and told to the search (a capacity level is where users arrive)
   * and to the on-time audit.
   */
  def arrive(search: Option[CapacitySearch], audit: Option[OnTimeAudit]): Session => Session = { session =>
    audit.foreach(_.arrived(System.nanoTime()))
    val now = System.currentTimeMillis()
    search.foreach(_.arrived(now))
    session.set("arrived", now)
  }

  /** The open model's offered requests per second (none for the closed model and for capacity searches: see levels). */
  def offeredPerSecond(load: LoadModel, requestsPerArrival: Int = 1): Option[Double] =
    load.rate.filter(_ => load.slo.isEmpty).map(_ * requestsPerArrival)

  /** The lines a run prints about its load: offered vs achieved, and each capacity level. */
  def report(load: LoadModel, achieved: Option[Double], capacity: Option[CapacityResult], requestsPerArrival: Int = 1)
      : Seq[Line] = {
    val rate = achieved.fold("no answers")(a => f"$a%.1f answers/s achieved")
    val offered = if (load.logSpeed.isDefined) " at the query log's arrivals"
    else if (load.slo.isEmpty)
      offeredPerSecond(load, requestsPerArrival).map(r => f" of $r%.1f requests/s offered")
        .getOrElse(" (closed model)")
    else ""
    (Line(s"$rate$offered") +: capacity.toSeq.flatMap { result =>
      result.levels.map(l =>
        Line(
          f"capacity level ${l.offeredPerSecond}%.1f/s: ${l.requests} requests, " +
            f"KO ${l.ko}, ${l.why}, ${l.achievedPerSecond}%.1f/s answered" +
            l.onTimePercent.fold("")(p => f", $p%.0f %% on time") + s": ${if (l.held) "held" else "BROKE"}" +
            (if (l.injectorLimited) " (injector-limited)" else ""))) :+
        Line(s"capacity: ${result.describe}")
    })
  }
}
