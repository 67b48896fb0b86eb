package traversalperfs.replay

import traversalperfs.measure.Slo
import io.gatling.core.config.IndicatorsConfiguration

import scala.util.Try

/**
 * The response-time ranges of this run's Gatling report (its "t < 800 ms / 800 ms <= t < 1200 ms / t >= 1200 ms" bars
 * and console lines, which say nothing for 1-ms lookups nor for a 2-s traversal): from the objective when there is one
 * (under it, up to twice it, beyond), else from the warm-up's last pass (under twice its median, up to ten times,
 * beyond), else from the measured requests' median likewise.
 */
final case class ReportScale(lowerMillis: Int, higherMillis: Int, from: String) {
  def line: String =
    s"Gatling report's response-time ranges: under $lowerMillis ms, $lowerMillis to " +
      s"$higherMillis ms, over $higherMillis ms ($from)"
}

object ReportScale {
  def choose(slo: Option[Slo], warmUpMedian: Option[Long], measuredMedian: Option[Long]): Option[ReportScale] = {
    def around(median: Long, what: String) =
      ReportScale((2 * median).max(1).toInt, (10 * median).max(2).toInt, s"2 and 10 times $what, $median ms")
    slo.map(o => ReportScale(o.millis.toInt, 2 * o.millis.toInt, s"the objective $o, and twice it"))
      .orElse(warmUpMedian.map(around(_, "the warm-up's last median")))
      .orElse(measuredMedian.map(around(_, "the measured median")))
  }

  /**
   * Gatling fixes its configuration when its JVM starts, before the simulation exists, and writes its report after the
   * simulation's `after`: the ranges are set there, in the configuration it loaded (Gatling 3.15's
   * `IndicatorsConfiguration`, the lab's pinned version). Why not, when this Gatling has another shape.
   */
  def apply(scale: ReportScale): Either[String, Unit] = Try {
    val indicators = io.gatling.core.Predef.configuration.reports.indicators
    Seq("lowerBound" -> scale.lowerMillis, "higherBound" -> scale.higherMillis).foreach { case (name, value) =>
      val field = classOf[IndicatorsConfiguration].getDeclaredField(name)
      field.setAccessible(true)
      field.setInt(indicators, value)
    }
  }.toEither.left.map(e =>
    s"the report keeps Gatling's ranges: this Gatling's configuration could not be set (${e.getClass.getSimpleName})")
}
