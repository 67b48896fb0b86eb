package traversalperfs.run

import traversalperfs.settings.{ParameterCatalog => P}

/**
 * A workload's defaults for the common load parameters and the replay summary's file; `thinkTime`: its default closed
 * load pauses a think time ([[traversalperfs.measure.ThinkTime]]) unless `users`, `pause.max`, `rate` or `slo` is
 * given.
 */
final case class RunDefaults(users: Int, rampSeconds: Int, durationSeconds: Int, pauseMaxMillis: Int,
                             summaryFile: String,
                             thinkTime: Boolean = false)

object RunDefaults {
  /** The defaults of `workload` as the catalog writes them (once, for the code and docs/parameters.md). */
  def of(workload: String, thinkTime: Boolean): RunDefaults = {
    RunDefaults(P.Users.defaultIn(workload), P.Ramp.defaultIn(workload), P.Duration.defaultIn(workload),
      P.PauseMax.defaultIn(workload).toInt, P.Summary.defaultIn(workload), thinkTime)
  }
}
