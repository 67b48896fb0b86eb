package traversalperfs.run

import traversalperfs.measure.{InjectorShare, LoadModel, ThinkTime}
import traversalperfs.results.CellSetting

/**
 * The load a run offers: `users` ramped over `ramp` s, each for `duration` s with 0 to `pause.max` ms pauses or a think
 * time (closed model); or the open model's arrivals ([[LoadModel]]: `rate`, `slo`, a query log's own); the warm-up
 * before it, this injector's share of it, and the difference a comparison plants on one side.
 */
final case class RunLoad(
    users: Int,
    rampSeconds: Int,
    durationSeconds: Int,
    pauseMaxMillis: Int,
    /**
     * `pause.max=auto`: each user of the closed model pauses a think time chosen from the warm-up (0 to twice its last
     * pass's median), so that the load leaves the machine headroom ([[ThinkTime]]); the default of the workloads whose
     * default users would saturate a 2-core machine.
     */
    thinkTime: Boolean,
    model: LoadModel,
    /** The warm-up before the measured load, every workload's ([[traversalperfs.measure.WarmUp]]): its caps. */
    warmupSeconds: Int,
    warmupPasses: Int,
    /** This injector's share of the rows and the load when several run at once (`users` and `model` are its share). */
    injector: InjectorShare = InjectorShare.Alone,
    /**
     * `compare.plant`: each measured request delayed by this % of its own time (a planted difference). A comparison
     * passes it to its A/A run's second side only, never to the others.
     */
    plantPercent: Double = 0
) {
  /**
   * The load in words, one description for every workload: on the console, in the summary and on the comparison page (a
   * baseline is matched on [[settings]], not on these words).
   */
  def inWords: String =
    if (model.isOpen) model.describe(users, durationSeconds)
    else s"$users user(s)${if (rampSeconds > 0) s" ramped over $rampSeconds s" else ""} for $durationSeconds s" +
      s"$pausesInWords (closed model)"

  /** What the load's words say of its pauses: a think time ([[ThinkTime]]), `pause.max`'s, or none. */
  def pausesInWords: String =
    if (thinkTime) ", each pausing a think time (0 to 2x the warm-up's median, pause.max=auto)"
    else if (pauseMaxMillis > 0) s" with 0-$pauseMaxMillis ms pauses" else ""

  /** `pause.max` as a child run is given it: `auto` for a think time. */
  def pauseMax: String = if (thinkTime) ThinkTime.Auto else pauseMaxMillis.toString

  /**
   * The load as the fields two comparisons must share to be compared (a baseline's): what was asked, each its own
   * value, so that rewording [[inWords]] never refuses a baseline.
   */
  def settings: Seq[(CellSetting, String)] =
    Seq(CellSetting.Users -> users.toString, CellSetting.RampSeconds -> rampSeconds.toString,
      CellSetting.DurationSeconds -> durationSeconds.toString, CellSetting.PauseMax -> pauseMax,
      CellSetting.Arrivals -> model.arguments.map(s => s"${s.name}=${s.text}").mkString(" ").ifEmpty("closed"))

  private implicit class IfEmpty(text: String) {
    def ifEmpty(other: String): String = if (text.isEmpty) other else text
  }
}
