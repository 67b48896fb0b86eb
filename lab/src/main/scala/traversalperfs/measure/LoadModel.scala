package traversalperfs.measure

import traversalperfs.settings.{OfferedRate, ParameterCatalog => P, Parameters, Setting, UserError}

/** A latency objective: the `percentile`-th percentile of a level's response times under `millis` ms, `p95<1000ms`. */
final case class Slo(percentile: Int, millis: Long) {
  override def toString: String = s"p$percentile<${millis}ms"
}

object Slo {
  private val Pattern = """p(50|90|95|99)<(\d+)ms""".r

  def parse(text: String): Slo = text.replace(" ", "") match {
    case Pattern(p, ms) if ms.toLong > 0 => Slo(p.toInt, ms.toLong)
    case _ => UserError(s"slo must look like p95<1000ms (p50, p90, p95 or p99, under a number of ms); got '$text'")
  }
}

/**
 * How the measured requests arrive. Closed (no `rate`): a fixed number of users, each sending its next request when the
 * last is answered, so a slow server is offered fewer requests. Open (`rate`): that many requests per second whatever
 * the answers (Gatling's arrival-rate injection). Capacity search (`slo`): open levels from `rate` up by
 * `capacity.step` to `capacity.max`, `capacity.level` seconds each, stopped after the first level that breaks the
 * objective; the highest level before it is the rate that held.
 */
final case class LoadModel(rate: Option[Double], slo: Option[Slo], step: Double, max: Double, levelSeconds: Int,
                           asLogged: Boolean = false, speed: Double = 1.0) {
  /** With `rate=log`: how many times faster than logged the arrivals come. */
  def logSpeed: Option[Double] = Option.when(asLogged)(speed)

  /** Open: `rate` arrivals per second, or a query log's arrivals (`rate=log`, `speed` times as fast). */
  def isOpen: Boolean = rate.isDefined || asLogged

  /** The capacity search's levels (requests/s), lowest first; empty unless `slo` is given. */
  def levels: Seq[Double] =
    if (slo.isEmpty) Nil else Iterator.iterate(rate.get)(_ + step).takeWhile(_ <= max + 1e-9).toSeq

  /**
   * The open model in words (its closed model, users and their pauses, is the run's: [[traversalperfs.run.RunSettings]]
   * `loadInWords`, the one description every workload prints).
   */
  def describe(users: Int, durationSeconds: Int): String = (rate, slo) match {
    case _ if logSpeed.isDefined =>
      f"the query log's arrivals at their logged times${logSpeed.filter(_ != 1).fold("")(s => f" x$s%.1f faster")} " +
        "(open model)"
    case (_, Some(objective)) =>
      f"capacity search for $objective: ${levels.head}%.1f to ${levels.last}%.1f requests/s " +
        f"by $step%.1f, $levelSeconds s per level (open model)"
    case (Some(r), None) => f"$r%.1f requests/s offered for $durationSeconds s (open model)"
    case (None, None) => s"$users user(s) for $durationSeconds s (closed model)"
  }

  def arguments: Seq[Setting] =
    rate.map(r => P.Rate := OfferedRate.PerSecond(r)).toSeq ++
      Option.when(asLogged)(P.Rate := OfferedRate.AsLogged).toSeq ++
      Option.when(speed != 1.0)(P.Speed := speed).toSeq ++ slo.toSeq.flatMap(s =>
        Seq(P.Slo := s.toString, P.CapacityStep := step, P.CapacityMax := max, P.CapacityLevel := levelSeconds))
}

object LoadModel {
  val Closed: LoadModel = LoadModel(None, None, 0, 0, 0)
  /** Fewer requests in a level make its high percentile just its maximum (as in [[LatencySummary]]). */
  private def minRequests(slo: Slo): Int =
    if (slo.percentile >= 99) LatencySummary.MinRequestsForP99 else LatencySummary.MinRequestsForP95

  def load(parameters: Parameters): LoadModel = {
    val slo = parameters.get(P.Slo).map(Slo.parse)
    val offered = parameters.get(P.Rate)
    val speed = parameters(P.Speed)
    if (offered.contains(OfferedRate.AsLogged)) {
      if (slo.isDefined) UserError("rate=log replays a query log's arrivals: a capacity search (slo) offers its own")
      return LoadModel(None, None, 0, 0, 0, asLogged = true, speed = speed)
    }
    // a capacity search starts at 10 requests/s unless told
    val rate = offered.collect { case OfferedRate.PerSecond(r) => r }.orElse(slo.map(_ => 10.0))
    if (slo.isEmpty) LoadModel(rate, None, 0, 0, 0, speed = speed)
    else {
      val step = parameters(P.CapacityStep, rate.get)
      val max = parameters(P.CapacityMax, rate.get + 19 * step)
      if (max < rate.get) UserError(s"capacity.max ($max) must be at least rate (${rate.get})")
      val levelSeconds = parameters(P.CapacityLevel)
      val first = rate.get * levelSeconds
      if (first < minRequests(slo.get))
        UserError(
          s"a capacity level must offer at least ${minRequests(slo.get)} requests for a ${slo.get.percentile}th " +
            s"percentile: rate x capacity.level is ${first.toInt}; raise rate or capacity.level")
      LoadModel(rate, slo, step, max, levelSeconds, speed = speed)
    }
  }
}
