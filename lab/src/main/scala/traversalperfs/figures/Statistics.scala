package traversalperfs.figures

import traversalperfs.statistics.{Spread, Verdict, VerdictRule}
import traversalperfs.results.CellResult
import traversalperfs.measure.LatencyRow

/**
 * One cell's figure as the page and the Markdown show it: the value plotted, the text shown, its range (whiskers: the
 * 95 % interval, or the repeats' range) and, for a difference, its verdict (slower, faster, same, undecided, reference;
 * regressed, improved, within against a baseline).
 */
final case class Figure(value: Double, shown: String, min: Option[Double] = None, max: Option[Double] = None,
                        verdict: Option[String] = None)

/**
 * A figure the page can pivot and plot: its key (in the page's address), its label with its unit, each cell's value.
 */
final case class Statistic(key: String, label: String, of: CellResult => Option[Figure])

/**
 * The statistics of a comparison, in one table: the page's statistic menu, its "all figures" table, the Markdown's
 * tables and the console's all come from here. The original's figures first, then what it measured with a profiler,
 * then what HTTP and Gatling add, then the differences (to the first cell with repeats, to a baseline).
 */
object Statistics {
  /** A figure of the answered requests: none when every request failed ([[LatencyRow.answered]]). */
  private def latency(key: String, label: String, value: LatencyRow => Option[Double], decimals: Int = 0,
                      answeredOnly: Boolean = true): Statistic =
    Statistic(key, label,
      _.latency.filter(l => !answeredOnly || l.answered).flatMap(value)
        .map(v => Figure(v, s"%.${decimals}f".format(v))))

  /** A percentile: the median of the repeats with their range, or the one run's figure. */
  private def spread(key: String, label: String, of: CellResult => Option[Spread]): Statistic =
    Statistic(key, label,
      r =>
        of(r).map(s =>
          Figure(s.median, s.shown,
            Option.when(s.runs > 1)(s.min), Option.when(s.runs > 1)(s.max))))

  /** A figure on the lab's clock (µs) with its 95 % interval ([[Difference]]), shown in ms. */
  private def interval(key: String, figure: String, label: String): Statistic = Statistic(key, label,
    r =>
      Verdicts.intervals(r).get(figure).map { i =>
        val wide = i.high > i.low // one value measured once has no interval to draw
        Figure(i.point / 1000, f"${i.point / 1000}%.3f [${i.low / 1000}%.3f-${i.high / 1000}%.3f]",
          Option.when(wide)(i.low / 1000), Option.when(wide)(i.high / 1000))
      })

  val All: Seq[Statistic] = Seq(
    interval("p50Micros", "p50", "p50, lab clock (ms) [95 % interval]"),
    spread("p50", "p50 (ms)", _.p50),
    spread("p95", "p95 (ms)", _.p95),
    latency("mean", "mean (ms)", l => Some(l.mean)),
    latency("p90", "p90 (ms)", l => Some(l.p90.toDouble)),
    latency("p99", "p99 (ms)", _.p99.map(_.toDouble)),
    latency("max", "max (ms)", l => Some(l.max.toDouble)),
    Statistic("rate", "requests/s",
      r =>
        r.requestsPerSecond.map { t =>
          val range = Verdicts.intervals(r).get("rate").filter(_ => r.rateSamples.size > 1)
          Figure(t,
            f"$t%.1f" + range.fold("")(i => f" [${i.low}%.1f-${i.high}%.1f]") +
              r.offeredPerSecond.fold("")(o => f" of $o%.1f offered"), range.map(_.low), range.map(_.high))
        }),
    Statistic("held", "rate held (req/s)",
      r =>
        r.capacity.map(c =>
          c.heldPerSecond.fold(Figure(0, s"none held ${c.objective}"))(h =>
            Figure(h, f"$h%.1f ${c.objective}")))),
    latency("requests", "requests", l => Some(l.requests.toDouble), answeredOnly = false),
    latency("ko", "KO", l => Some(l.ko.toDouble), answeredOnly = false),
    Statistic("workingSet", "working set (MB)", _.workingSetMb.map(mb => Figure(mb, f"$mb%.0f"))),
    latency("garbage", "garbage per request (MB)", _.garbageMb),
    latency("serverMean", "server mean (ms)", _.serverMean),
    latency("overhead", "client - server (ms)", l => l.serverMean.map(l.mean - _), decimals = 1),
    latency("overheadP50", "client - server p50 (ms)", _.overheadP50, decimals = 1),
    interval("p95Micros", "p95", "p95, lab clock (ms) [95 % interval]"),
    latency("p99Micros", "p99, lab clock (ms)", _.micros.map(_.p99 / 1000.0), decimals = 3),
    Statistic("labOverhead", "lab overhead p50 (ms)",
      r =>
        r.labOverhead.maxByOption(_.p50Millis).map(worst =>
          Figure(worst.p50Millis, r.labOverhead.map(o => f"${o.transport} ${o.p50Millis}%+.3f").mkString(", ")))),
    Statistic("injectorCpu", "injector CPU (cores)",
      r => r.machine.map(m => Figure(m.injectorCores, f"${m.injectorCores}%.2f"))),
    Statistic("serverCpu", "server CPU (cores)", r => r.machine.flatMap(_.serverCores).map(c => Figure(c, f"$c%.2f"))),
    Statistic("cpuPerRequest", "server CPU per request (ms)",
      r => r.cpuPerRequestMs.map(ms => Figure(ms, f"$ms%.3f"))),
    Statistic("idle", "machine idle (%)", r => r.machine.map(m => Figure(m.idlePercent, f"${m.idlePercent}%.0f"))),
    Statistic("steal", "CPU stolen by the host (%)",
      r => r.machine.map(m => Figure(m.stealPercent, f"${m.stealPercent}%.1f"))),
    Statistic("serverPeakRss", "server peak resident (MB)",
      r => r.machine.flatMap(_.serverPeakRssMb).map(mb => Figure(mb, f"$mb%.0f"))),
    Statistic("onTime", "arrivals on time (%)",
      r => r.onTime.map(o => Figure(o.onTimePercent, f"${o.onTimePercent}%.1f"))),
    Statistic("dbHits", "db hits per request", r => r.work.flatMap(_.dbHits).map(d => Figure(d, f"$d%.0f"))),
    Statistic("pageCacheHits", "page cache hits per request",
      r => r.work.flatMap(_.plan).flatMap(_.pageCacheHits).map(h => Figure(h.toDouble, s"$h"))),
    Statistic("rows", "rows per request", r => r.work.flatMap(_.rows).map(d => Figure(d, f"$d%.0f"))),
    Statistic("workPerMs", "db hits per ms (p50)", r => PlanComparison.workPerMs(r).map(d => Figure(d, f"$d%.1f"))),
    Statistic("nodesVisited", "nodes visited per request",
      r => r.work.flatMap(_.nodesVisited).map(d => Figure(d, f"$d%.0f"))))

  /** Each cell's plan against the first version's where it stands ([[PlanComparison]]): 1 where it differs. */
  private def plans(results: Seq[CellResult]): Seq[Statistic] = Seq(Statistic("plan", "plan vs first version",
      r =>
        PlanComparison.planShown(results, r).map(shown =>
          PlanComparison.verdict(results, r).fold(Figure(0, shown))(v =>
            Figure(if (v.differs) 1 else 0, shown, verdict = Some(if (v.differs) "plan-differs" else "within"))))))

  /**
   * Each cell against its reference (the same cell on the first version, [[Verdicts]]): the ratio's change in %, its 95
   * % interval (whiskers) and the verdict, or "reference"; only where some cell has a reference.
   */
  private def verdicts(results: Seq[CellResult], rule: VerdictRule): Seq[Statistic] =
    if (!Verdicts.any(results)) Nil
    else
      Verdicts.Figures.map(figure =>
        Statistic(s"${figure.key}Verdict", s"${figure.label} vs reference (%)",
          r =>
            if (Verdicts.reference(results, r).isEmpty)
              Option.when(results.exists(o => Verdicts.reference(results, o).exists(_ eq r)))(
                Figure(0, "reference", verdict = Some("reference")))
            else Verdicts.of(results, r, figure, rule).map { case (ref, v) =>
              Figure(v.percent, s"${v.shown} vs ${ref.cell.versionLabel}", Some((v.ratio.low - 1) * 100),
                Some((v.ratio.high - 1) * 100), verdict = Some(v.verdict.word))
            }))

  /** With a baseline: each cell's p50 and p95 (and rate held) against the baseline's, coloured by the verdict. */
  private def againstBaseline(outcome: Option[BaselineDiff.Outcome]): Seq[Statistic] =
    outcome.filter(_.refused.isEmpty).toSeq.flatMap { o =>
      Seq("p50" -> "p50", "p95" -> "p95", "held" -> "rate held").map { case (figure, name) =>
        Statistic(s"${figure}VsBaseline", s"$name vs baseline (%)",
          r =>
            o.cells.find(_.id == r.cell.id).flatMap(_.delta(figure)).map(d =>
              Figure(d.percent, d.shown,
                verdict = Some(d.verdict match {
                  case Verdict.Slower | Verdict.Faster => d.word
                  case _ => "within"
                }))))
      }
    }

  /** The statistics some cell has (a workload without server-side figures has none of them). */
  def measured(results: Seq[CellResult], outcome: Option[BaselineDiff.Outcome],
               rule: VerdictRule = VerdictRule()): Seq[Statistic] =
    (All.take(1) ++ verdicts(results, rule) ++ All.drop(1) ++ plans(results) ++ againstBaseline(outcome))
      .filter(s => results.exists(s.of(_).isDefined))
}
