package traversalperfs.settings

/** What `rate` offers: a number of arrivals per second, or a query log's own arrivals (`rate=log`). */
sealed trait OfferedRate

object OfferedRate {
  final case class PerSecond(rate: Double) extends OfferedRate

  /** A workload imported from a query log, replayed at its logged arrivals (`speed` times as fast). */
  case object AsLogged extends OfferedRate {
    override def toString: String = "log"
  }
}
