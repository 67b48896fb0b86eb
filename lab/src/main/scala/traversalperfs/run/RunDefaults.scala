package traversalperfs.run

/**
 * A workload's defaults for the common load parameters and the replay summary's file; `thinkTime`: its default closed
 * load pauses a think time ([[ThinkTime]]) unless `users`, `pause.max`, `rate` or `slo` is given.
 */
final case class RunDefaults(users: Int, rampSeconds: Int, durationSeconds: Int, pauseMaxMillis: Int,
                             summaryFile: String,
                             thinkTime: Boolean = false)
