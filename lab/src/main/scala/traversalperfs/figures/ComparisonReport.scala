package traversalperfs.figures

import traversalperfs.measure.LatencySummary
import traversalperfs.results.{CellResult, CellSetting, CellSettings}
import traversalperfs.statistics.{Difference, RoundsRule}

import java.nio.file.{Files, Path}

/** The comparison's noise by its source, per cell ([[NoiseComponents]]), and what a start cost beside its load. */
final case class Noise(cells: Seq[NoiseComponents], measuredSeconds: Double, startOverheadSeconds: Double) {
  def markdown: Option[String] = Option.when(cells.nonEmpty)(
    (Seq("## Noise, by its source", "",
      f"One standard deviation of a round's p50; a start cost about $startOverheadSeconds%.0f s beside its " +
        f"$measuredSeconds%.0f s measured.", "",
      "| cell | rounds | between starts | within a start | starts apart |", "|---|---|---|---|---|") ++
      cells.map(n =>
        f"| ${n.cell} | ${n.rounds} | ±${n.betweenPercent}%.1f %% | ±${n.withinPercent}%.1f %% | " +
          n.apart.map { case (round, p) => f"round $round $p%+.0f %%" }.mkString(", ") + " |")).mkString("\n") + "\n")
}

/**
 * The comparison's outputs, all from the cells' own measurements (each replay's summary JSON): comparison.json (the run
 * summary machines read), comparison.md (a table per statistic, versions down, the rest across) and index.html
 * ([[ComparisonPage]]: the pivot, the plots, every cell's report, log and settings).
 */
object ComparisonReport {
  /** What the page is about: its heading and the line saying what was run. */
  final case class Heading(title: String, context: String)

  /**
   * What a workload says of its comparison: the heading, the settings two runs must share to be compared, what the page
   * calls the variant axis (a workload file's query) and, for a dump, its indexes on each version.
   */
  final case class WorkloadReport(heading: Heading, settings: CellSettings, variantAxis: String = "variant",
                                  schema: Option[SchemaTable] = None)

  /**
   * A comparison as its summary records it: the workload's report, how its rounds were asked, the baseline it is gated
   * on, whether it is an A/A run (and the difference planted on it), the test-only server delay (recorded, never
   * compared), the lab's directory (its commit goes into the environment), the user's neo4j.conf on each version and
   * the plan said before anything started ([[traversalperfs.comparison.PreFlight]]).
   */
  final case class RunDescription(workload: WorkloadReport, rounds: RoundsRule, baseline: Option[BaselineGate] = None,
                                  aa: Boolean = false, plantPercent: Double = 0, testDelayMillis: Int = 0,
                                  baseDir: Path = Path.of("."), settingsOnVersions: Option[SettingsTable] = None,
                                  preFlight: Seq[String] = Nil) {
    def heading: Heading = workload.heading

    def settings: CellSettings = workload.settings

    def variantAxis: String = workload.variantAxis

    def schema: Option[SchemaTable] = workload.schema
  }

  /**
   * Writes comparison.json (the machine-readable summary: environment, settings, every cell with its repeats),
   * comparison.md and index.html; with a baseline, compares the run with it first and shows the deltas.
   */
  def write(out: Path, results: Seq[CellResult], disagreements: Seq[String], run: RunDescription, repeatOrder: String,
            noise: Noise = Noise(Nil, 0, 0), upgrade: Option[UpgradeReport] = None): Option[BaselineDiff.Outcome] = {
    val summary = out.resolve("comparison.json")
    ComparisonSummary.write(
      ComparisonSummary.of(results, disagreements, run, repeatOrder, noise, RunEnvironment.current(run.baseDir),
        upgrade),
      summary)
    val outcome = run.baseline.map(BaselineDiff.compare(_, summary))
    outcome.foreach(o => Files.writeString(out.resolve("baseline-diff.md"), o.markdown + "\n"))
    NoisePlot.svg(results, noise.cells).foreach(Files.writeString(out.resolve("noise.svg"), _))
    Files.writeString(out.resolve("comparison.md"),
      markdown(results, disagreements, outcome, run, upgrade) + noise.markdown.fold("")("\n" + _))
    Files.writeString(out.resolve("index.html"), ComparisonPage.html(run, results, disagreements, outcome, upgrade))
    outcome
  }

  /** A table per statistic in the default view (versions down), what failed and why, the baseline's verdicts. */
  def markdown(results: Seq[CellResult], disagreements: Seq[String], outcome: Option[BaselineDiff.Outcome],
               run: RunDescription, upgrade: Option[UpgradeReport] = None): String = {
    val failed =
      results.filterNot(_.passed).map(r => s"- **FAILED** ${r.cell.title}: ${r.why.getOrElse("")} (log: `${r.log}`)")
    val unsettled = results.filter(_.unsettled).map(r =>
      s"- **warm-up not settled** ${r.cell.title}: " +
        s"${r.settings.get(CellSetting.WarmUp).getOrElse("")}; its figures may include a server still warming up")
    val outsideJava = results.flatMap(r =>
      r.settings.get(CellSetting.OutsideJava).map(why =>
        s"- **Java outside support** Neo4j ${r.cell.version} ran on " +
          s"${r.settings.get(CellSetting.Jvm).getOrElse("")}, $why")).distinct
    val saturated =
      results.filter(_.saturated.nonEmpty).map(r => s"- **saturated** ${r.cell.title}: ${r.saturated.mkString("; ")}")
    (Seq(s"# ${run.heading.title}", "",
      run.heading.context + constantAxes(results, run).fold("")(c => s" Every cell: $c."), "") ++
      (if (run.preFlight.isEmpty) Nil else ("Pre-flight:" +: "" +: run.preFlight.map("- " + _)) :+ "") ++
      upgrade.toSeq.flatMap(_.markdown) ++ Seq(
        roundsLine(results, run.rounds), "") ++
      tables(results, outcome, run) ++ run.schema.toSeq.flatMap(_.markdown) ++
      run.settingsOnVersions.toSeq.flatMap(_.markdown) ++
      (if (failed.isEmpty) Nil else "" +: failed) ++ (if (unsettled.isEmpty) Nil else "" +: unsettled) ++
      (if (saturated.isEmpty) Nil else "" +: saturated) ++
      (if (outsideJava.isEmpty) Nil else "" +: outsideJava) ++ disagreements.map(d => s"\n**Count differs:** $d") ++
      outcome.map("\n" + _.markdown) ++ PlanComparison.markdown(results, run.schema).headOption.map(_ => "") ++
      PlanComparison.markdown(results, run.schema)).mkString("\n") + "\n"
  }

  /** How many rounds the cells took, and the rule that ran them ([[AdaptiveRounds]]). */
  def roundsLine(results: Seq[CellResult], asked: RoundsRule): String = {
    val rounds = results.map(_.rounds).distinct.sorted
    s"Rounds: ${rounds.mkString(", ")} (at least ${asked.repeats}" +
      (if (asked.budgetMinutes == 0) ", no budget"
       else f"; more within ${asked.budgetMinutes} min until every p50 difference is decided at " +
         f"±${asked.precisionPercent}%.1f %%, each verdict read at ${asked.rule.confidence * 100}%.0f %%") + ")."
  }

  /** The statistics' tables; `only`: just these (the console shows the main ones). */
  def tables(results: Seq[CellResult], outcome: Option[BaselineDiff.Outcome], run: RunDescription,
             only: Set[String] = Set.empty): Seq[String] = {
    val pivot = Pivot.default(results)
    val notes = (if (results.exists(_.latency.exists(_.p95.isEmpty))) Seq(LatencySummary.PercentileNote) else Nil) ++
      (if (results.exists(_.repeats.size > 1)) Seq("p50 (ms) and p95 (ms): Gatling's, the median of the repeats " +
         "(min-max); the other figures without an interval are the median run's.")
       else Nil) ++
      Seq(ComparisonReport.IntervalNote)
    Statistics.measured(results, outcome, run.rounds.rule).filter(s => only.isEmpty || only(s.key)).flatMap(statistic =>
      Seq(s"## ${statistic.label}", "", pivot.markdown(results, statistic, axisLabel(pivot.rows, run)), "")) ++
      notes.flatMap(n => Seq(n, ""))
  }

  /** What an interval and a verdict are, beside every table that has them (docs/figures.md says more). */
  val IntervalNote: String = s"[ ]: 95 % interval, ${Difference.Method}. Verdicts against the same cell on the " +
    "first version: slower, faster, same (within ±precision) or undecided (with about how many more rounds would " +
    "decide it); a comparison that adds rounds until decided reads its verdicts' intervals at 99 % (a look per " +
    "round). An A/A run on this machine: docs/figures.md#differences-you-can-trust."

  def axisLabel(axis: String, run: RunDescription): String = if (axis == "variant") run.variantAxis else axis

  /** The axes on which every cell stands at the same place (a table's columns name only what varies). */
  def constantAxes(results: Seq[CellResult], run: RunDescription): Option[String] =
    Option(Pivot.Axes.flatMap(a =>
        Pivot.values(results, a) match {
          case Seq(only) if only != "-" => Some(s"${axisLabel(a, run)} $only")
          case _ => None
        }).mkString(", ")).filter(_.nonEmpty)
}
