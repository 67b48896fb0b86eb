package traversalperfs.results

import traversalperfs.measure.{CapacityResult, LabOverhead, LatencyMicros, LatencyRow, OnTime, ReplaySummary}
import traversalperfs.targets.RequestWork
import traversalperfs.machine.MachineLoad
import traversalperfs.statistics.{Samples, Spread}

/**
 * What one cell's replay gave: its exit code, its measured root latencies, the server's working set (heap after a full
 * GC once the load is over), the figures its workload measures of its own (the traversal's cache entries: those it
 * started with and those an earlier cell had left), each absent where the workload does not measure it, where its
 * Gatling report is, the rate achieved (and offered, in the open model) and a capacity search's outcome, the first
 * error its run printed, and whether its warm-up had settled (absent: no warm-up, or a workload without one). With
 * `compare.repeat`, one result per repeat is merged into one ([[CellResult.merge]]): `repeats` holds every run's
 * latencies, the rest is the median run's.
 */
final case class CellResult(cell: ComparisonCell, exitCode: Int, latency: Option[LatencyRow],
                            workingSetMb: Option[Double], workloadFigures: Map[String, Long], report: Option[String],
                            log: String,
                            settings: CellSettings, requestsPerSecond: Option[Double] = None,
                            offeredPerSecond: Option[Double] = None, capacity: Option[CapacityResult] = None,
                            repeats: Seq[LatencyRow] = Nil, error: Option[String] = None,
                            warmUpSettled: Option[Boolean] = None,
                            machine: Option[MachineLoad] = None, labOverhead: List[LabOverhead] = Nil,
                            onTime: Option[OnTime] = None,
                            /** What its request did on the server, read after the load ([[RequestWork]]). */
                            work: Option[RequestWork] = None,
                            /** Each repeat's requests per second (one run: its own). */
                            repeatRates: Seq[Double] = Nil,
                            /** Each repeat's server CPU per request, ms (one run: its own, where it was seen). */
                            repeatCpuMs: Seq[Double] = Nil,
                            /**
                             * The requests its run measured in all (a workload's every query), over the machine's
                             * window.
                             */
                            runRequests: Option[Int] = None) {
  /** What the cell's replay measured of the machine and the lab itself, and its request's work, from its summary. */
  def measuredOn(summary: Option[ReplaySummary]): CellResult =
    copy(machine = summary.flatMap(_.machine), labOverhead = summary.toList.flatMap(_.labOverhead),
      onTime = summary.flatMap(_.onTime), runRequests = summary.map(_.rows.map(_.requests).sum).filter(_ > 0),
      work = for (s <- summary; l <- latency; w <- s.work.find(_.name == l.name)) yield w)

  /**
   * Why the cell's figures may say more about the machine than about Neo4j: the injector or the machine saturated,
   * arrivals not sent on time. Shown on the page and in the Markdown, never averaged away.
   */
  def saturated: List[String] =
    machine.toList.flatMap(_.saturated) ++ onTime.filter(_.injectorLimited).map(o =>
      f"injector-limited: ${o.onTimePercent}%.1f %% of arrivals on time")

  def passed: Boolean = exitCode == 0 && latency.exists(l => failed(l) == 0 && l.requests > 0) &&
    repeats.forall(r => failed(r) == 0 && r.requests > 0) && work.forall(_.wrong.isEmpty)

  /**
   * The requests that fail the cell: in a capacity search that held a level, not those from the first level that did
   * not hold on (the overloaded server's errors, said on each level's line). A search that held no level fails on its
   * errors, and a wrong answer fails the run by its exit status.
   */
  private def failed(row: LatencyRow): Int =
    (row.ko - capacity.filter(_.heldPerSecond.isDefined).fold(0)(_.levels.dropWhile(_.held).map(_.ko).sum)).max(0)

  /** Why a failed cell failed, in one line: what was not measured or failed, and the first error its run printed. */
  def why: Option[String] =
    if (passed) None
    else {
      val runs = if (repeats.isEmpty) latency.toSeq else repeats
      val what = runs.find(failed(_) > 0).map(l => s"${failed(l)} of ${l.requests} requests failed")
        .orElse(if (latency.isEmpty) Some(s"nothing measured (exit $exitCode)") else None)
        .orElse(runs.find(_.requests == 0).map(_ => "no request measured"))
        .orElse(work.filter(_.wrong.nonEmpty).map(w =>
            s"wrong answer asked after the load (${w.via}): ${w.wrong.mkString("; ")}"))
        .getOrElse(s"the run failed (exit $exitCode)")
      Some(what + error.fold("")(e => s": $e"))
    }

  /** The spread of p50 and p95 over the repeats that answered (one run: a point). */
  def p50: Option[Spread] = Spread.of(answered.map(_.p50.toDouble))

  def p95: Option[Spread] = Spread.of(answered.flatMap(_.p95.map(_.toDouble)))

  private def answered: Seq[LatencyRow] = (if (repeats.isEmpty) latency.toSeq else repeats).filter(_.answered)

  /** Each repeat's requests on the lab's clock, for a quantile's interval and verdicts ([[Difference]]). */
  def latencySamples(q: Double): Samples = samples.getOrElseUpdate(q, CellResult.latencySamples(answered, q))

  private lazy val samples = scala.collection.concurrent.TrieMap[Double, Samples]()

  /** Each repeat's rate, one value per repeat. */
  def rateSamples: Samples = Samples((if (repeatRates.isEmpty) requestsPerSecond.toSeq else repeatRates)
      .map(r => Array(r)).toIndexedSeq)

  /**
   * The server's CPU time per request (ms) over the measured window: its process's CPU (every thread: the request's,
   * the garbage collector's, the compiler's) divided by the requests its run measured then (a workload file's every
   * query: the mix's figure, the same for each query of a run). Noise moves it less than latency: time spent waiting
   * for a core is not in it.
   */
  def cpuPerRequestMs: Option[Double] = for {
    m <- machine
    cores <- m.serverCores
    requests <- runRequests
  } yield cores * m.seconds * 1000 / requests

  /** Each repeat's server CPU per request, one value per repeat (none unless every repeat has one). */
  def cpuSamples: Samples =
    Samples((if (repeatCpuMs.isEmpty) cpuPerRequestMs.toSeq else repeatCpuMs).map(v => Array(v)).toIndexedSeq)

  /** Each repeat's allocation per request (MB), where the workload reads it ([[LatencyRow.garbageMb]]). */
  def allocationSamples: Samples = Samples(answered.flatMap(_.garbageMb).map(v => Array(v)).toIndexedSeq)

  /** The rounds (server starts) that measured it. */
  def rounds: Int = math.max(1, repeats.size)

  /** Its warm-up ended before latency settled: its figures may include a server still warming up. */
  def unsettled: Boolean = warmUpSettled.contains(false)

  /** A capacity search's rate held, for the page's row and the baseline diff. */
  def heldPerSecond: Option[Double] = capacity.flatMap(_.heldPerSecond)
}

object CellResult {
  /**
   * A cell's result from its child run: `row`, the latencies its replay measured for the cell (a run may measure
   * several cells: a workload file's queries), its rate, working set, capacity, warm-up, machine and work figures from
   * the same summary, and the `settings` its table shows.
   */
  def of(cell: ComparisonCell, run: CellRun, row: ReplaySummary => Option[LatencyRow],
         settings: CellSettings): CellResult = {
    val replayed = run.summary
    CellResult(cell, run.exitCode, replayed.flatMap(row), replayed.flatMap(_.workingSetMb), Map.empty, run.report,
      run.log, settings, replayed.flatMap(_.requestsPerSecond), replayed.flatMap(_.offeredPerSecond),
      replayed.flatMap(_.capacity), error = run.error, warmUpSettled = replayed.flatMap(_.warmUpSettled))
      .measuredOn(replayed)
  }

  /** The repeats of one cell as one result: the median run (by p50) stands for them, every run's latencies kept. */
  def merge(runs: Seq[CellResult]): CellResult =
    if (runs.size == 1) runs.head
    else {
      val measured = runs.filter(_.latency.isDefined).sortBy(_.latency.get.p50)
      val median = if (measured.isEmpty) runs.head else measured(measured.size / 2)
      median.copy(exitCode = runs.map(_.exitCode).find(_ != 0).getOrElse(0), repeats = runs.flatMap(_.latency),
        error = median.error.orElse(runs.flatMap(_.error).headOption),
        warmUpSettled = if (runs.exists(_.unsettled)) Some(false) else median.warmUpSettled,
        settings = median.settings + (CellSetting.Repeats := runs.size),
        repeatRates = runs.flatMap(_.requestsPerSecond),
        repeatCpuMs = if (runs.forall(_.cpuPerRequestMs.isDefined)) runs.flatMap(_.cpuPerRequestMs) else Nil)
    }

  /**
   * Each run's answered requests in microseconds, sorted, from its lab-clock histogram ([[LatencyMicros]]); a run
   * without one (Gatling's milliseconds only) gives its quantile `q`'s value alone.
   */
  def latencySamples(runs: Seq[LatencyRow], q: Double): Samples = Samples(runs.filter(_.answered).map { row =>
    row.micros.map(m => requests(LatencyMicros.decode(m.histogram))).getOrElse(
      Array((if (q >= 0.95) row.p95.getOrElse(row.max) else row.p50).toDouble * 1000))
  }.toIndexedSeq)

  private def requests(histogram: org.HdrHistogram.Histogram): Array[Double] = {
    val values = new Array[Double](histogram.getTotalCount.toInt)
    var i = 0
    histogram.recordedValues().forEach { v =>
      // the value each percentile reports (LatencyMicros' p50 is this), so the point estimate is the summary's
      val value = histogram.highestEquivalentValue(v.getValueIteratedTo).toDouble
      var n = 0L
      while (n < v.getCountAtValueIteratedTo) { values(i) = value; i += 1; n += 1 }
    }
    values
  }
}

/**
 * What one child run of a cell gave (Gatling with the cell's arguments, in its own directory): its exit code, the
 * summary its replay wrote (when it got that far), its Gatling report written beside it (relative to the comparison's
 * folder), its log and the first error it printed.
 */
final case class CellRun(exitCode: Int, summary: Option[ReplaySummary], report: Option[String], log: String,
                         error: Option[String])
