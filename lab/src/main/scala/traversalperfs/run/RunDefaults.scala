package traversalperfs.run

import traversalperfs.settings.{ContextDefault, ParameterCatalog => P}

/**
 * A workload's defaults for the common load parameters and the replay summary's file; `thinkTime`: its default closed
 * load pauses a think time ([[traversalperfs.measure.ThinkTime]]) unless `users`, `pause.max`, `rate` or `slo` is
 * given.
 */
final case class RunDefaults(users: Int, rampSeconds: Int, durationSeconds: Int, pauseMaxMillis: Int,
                             summaryFile: String,
                             thinkTime: Boolean = false)

object RunDefaults {
  /**
   * A workload's defaults as it declares them (the catalog's where it declares none), once for the code and the docs.
   */
  def of(defaults: Seq[ContextDefault[_]], thinkTime: Boolean): RunDefaults = {
    def value[A](parameter: traversalperfs.settings.Parameter[A]): A = ContextDefault.of(defaults, parameter)
    RunDefaults(value(P.Users), value(P.Ramp), value(P.Duration), value(P.PauseMax).toInt, value(P.Summary), thinkTime)
  }
}
