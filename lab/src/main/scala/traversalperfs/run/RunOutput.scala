package traversalperfs.run

import traversalperfs.machine.MachineLimits

import java.nio.file.Path

/**
 * What a run reads beside its load and where it writes it: the summary's file (`lab.summary`), the cheap requests that
 * measure the lab's own overhead, the rows asked again after the load for their plan or work, and when its machine
 * figures and arrivals are flagged.
 */
final case class RunOutput(
    /** Where the replay writes its summary: `lab.summary`, or the workload's default (none inside a package). */
    summaryJson: Option[Path],
    /**
     * The cheap requests that measure the lab's own overhead on each transport ([[traversalperfs.replay.Calibration]]);
     * 0: none.
     */
    calibrationRequests: Int = 200,
    /** Recorded rows per request asked again after the load, for its plan or its call counts; 0: none. */
    workRows: Int = 3,
    /** When a run's machine figures are flagged as saturated. */
    machineLimits: MachineLimits = MachineLimits.Default,
    /** An open load's arrivals on time (within 1 ms of schedule, %) under which it is injector-limited. */
    onTimeMinPercent: Int = 95
)
