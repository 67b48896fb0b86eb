package traversalperfs.comparison

import org.json4s._
import org.json4s.native.JsonMethods
import traversalperfs.lab.{LabError, Parameters, RequestWork}

import java.nio.file.{Files, Path, Paths}

/**
 * Compares a comparison's summary (`comparison.json`) with a saved baseline's, cell by cell: the CI gate users of
 * Gatling's free edition build by hand. Refuses runs whose settings differ (which ones, said), and flags a cell whose
 * median p50 or p95 is worse than [[DiffThresholds]] beyond the measured spread, whose capacity held less, or that
 * failed. Run: ./mvnw -B -Pdiff verify -DskipTests -Dbaseline=<saved comparison.json> [-Drun=<comparison.json>]
 */
object BaselineDiff {
  /** Cell settings that describe how a run went rather than what was asked (never a reason to refuse). */
  private val Outcomes = Set("warmUp", "jvm", "jvmHome", Comparison.OutsideJava, "checks", "answers", "repeats")

  /** One figure, baseline against run, and what the difference means. */
  final case class Delta(figure: String, baseline: Spread, run: Spread, verdict: String) {
    def percent: Double = if (baseline.median == 0) 0 else (run.median / baseline.median - 1) * 100

    def shown: String = f"${baseline.shown} → ${run.shown} ($percent%+.0f%%, $verdict)"
  }

  /** `work`: whether its plan or its work changed since the baseline ([[workChange]]), where both runs read it. */
  final case class CellDelta(id: String, title: String, deltas: Seq[Delta], failed: Boolean, work: Option[String] = None) {
    def regressed: Boolean = failed || deltas.exists(_.verdict == Regressed)

    def why: String = if (failed) "the cell failed" else
      (deltas.filter(_.verdict == Regressed).map(d => s"${d.figure} ${d.shown}") ++ work).mkString("; ")

    def delta(figure: String): Option[Delta] = deltas.find(_.figure == figure)
  }

  val Regressed = "regressed"
  val Improved = "improved"
  val WithinSpread = "within spread"
  val WithinThreshold = "within threshold"

  /** The comparison's verdict: refused (settings differ) or a delta per cell, with notes on the environments. */
  final case class Outcome(baseline: Path, refused: Option[String], cells: Seq[CellDelta], notes: Seq[String],
                           thresholds: DiffThresholds) {
    def failures: Seq[String] =
      refused.map(r => s"the run cannot be compared with the baseline $baseline: $r").toSeq ++
        cells.filter(_.regressed).map(c => s"cell ${c.title} regressed against the baseline: ${c.why}")

    def lines: Seq[String] =
      Seq(s"[traversal-perfs] against the baseline $baseline (worse = more than ${thresholds.percent}% and " +
        s"${thresholds.minMillis} ms, beyond the spread when both runs were repeated):") ++
        (notes.map(n => s"[traversal-perfs] note: $n") ++ refused.map(r => s"[traversal-perfs] ERROR: not compared: $r") ++
          cells.map(c => s"[traversal-perfs] ${if (c.regressed) "REGRESSED" else "ok"} ${c.title}: " +
            (if (c.failed) "the cell failed" else c.deltas.map(d => s"${d.figure} ${d.shown}").mkString(", ") +
              (if (c.regressed) c.work.fold("")(w => s"; $w") else ""))))

    def markdown: String = {
      val figures = Seq("p50" -> "p50 (ms)", "p95" -> "p95 (ms)", "held" -> "rate held (req/s)")
        .filter { case (figure, _) => cells.exists(_.delta(figure).isDefined) }
      (Seq(s"Against baseline `$baseline`", "", s"| cell | ${figures.map(_._2).mkString(" | ")} | verdict |",
        "|---|" + figures.map(_ => "---|").mkString + "---|") ++
        refused.map(r => s"| not compared: $r |") ++
        cells.map(c => s"| ${c.title} | " + figures.map { case (figure, _) => c.delta(figure).fold("-")(_.shown) }.mkString(" | ") +
          s" | ${if (c.regressed) s"**regressed**: ${c.why}" else "ok"} |")).mkString("\n")
    }
  }

  def main(args: Array[String]): Unit = {
    val parameters = Parameters.system
    val baseDir = Paths.get(parameters.string("lab.basedir", ".")).toAbsolutePath.normalize
    val outcome =
      try {
        val baseline = baseDir.resolve(parameters.raw("baseline").getOrElse(
          LabError("baseline must name a saved comparison.json (e.g. -Dbaseline=docs/baselines/my-run.json)"))).normalize
        val run = baseDir.resolve(parameters.string("run", "target/comparison/comparison.json")).normalize
        for (file <- Seq(baseline, run) if !Files.isRegularFile(file)) LabError(s"no comparison summary at $file")
        val result = compare(baseline, run, DiffThresholds.load(parameters))
        result.lines.foreach(println)
        Files.writeString(run.resolveSibling("baseline-diff.md"), result.markdown + "\n")
        println(s"[traversal-perfs] written: ${run.resolveSibling("baseline-diff.md")}")
        result
      } catch {
        case e: LabError =>
          println(s"[traversal-perfs] ERROR: ${e.getMessage}")
          throw e
      }
    if (outcome.failures.nonEmpty) throw new LabError(s"the baseline diff failed: ${outcome.failures.mkString("; ")}")
  }

  def compare(baseline: Path, run: Path, thresholds: DiffThresholds): Outcome = {
    def read(path: Path): JValue =
      try JsonMethods.parse(Files.readString(path))
      catch { case e: Exception => LabError(s"$path is not a comparison summary: ${e.getMessage.linesIterator.next()}") }
    compare(baseline, read(baseline), read(run), thresholds)
  }

  def compare(baselinePath: Path, baseline: JValue, run: JValue, thresholds: DiffThresholds): Outcome = {
    implicit val formats: Formats = DefaultFormats
    def strings(json: JValue): Map[String, String] = json.extractOpt[Map[String, String]].getOrElse(Map.empty)
    def cells(json: JValue): Seq[JValue] = (json \ "cells").children
    def id(cell: JValue): String = (cell \ "id").extract[String]

    val notes = differences(strings(baseline \ "environment") - "date", strings(run \ "environment") - "date", "environment")
      .map(d => s"environment differs: $d") ++
      (run \ "testDelayMillis").extractOpt[Int].filter(_ > 0).map(ms =>
        s"the run's servers had test.delay=$ms ms (a test-only slowdown of every traversal)")
    // a server on another JDK is said, not refused (as the lab's own JDK in the environment): read its figures so
    val javaNotes = (for {
      cell <- cells(run); base <- cells(baseline).find(b => id(b) == id(cell)).toSeq
      (b, r) = (strings(base \ "settings").get("jvm"), strings(cell \ "settings").get("jvm")) if b != r
    } yield s"server Java differs: baseline ${b.getOrElse("(none)")}, run ${r.getOrElse("(none)")}").distinct
    val settings = differences(strings(baseline \ "settings"), strings(run \ "settings"), "settings")
    val baseIds = cells(baseline).map(id)
    val runIds = cells(run).map(id)
    val cellSets = Seq(
      Some(baseIds.diff(runIds)).filter(_.nonEmpty).map(ids => s"cells only in the baseline: ${ids.mkString(", ")}"),
      Some(runIds.diff(baseIds)).filter(_.nonEmpty).map(ids => s"cells only in the run: ${ids.mkString(", ")}")).flatten
    val cellSettings = for {
      cell <- cells(run); base <- cells(baseline).find(b => id(b) == id(cell)).toSeq
      difference <- differences(strings(base \ "settings") -- Outcomes, strings(cell \ "settings") -- Outcomes, id(cell))
    } yield difference
    val refusals = settings ++ cellSets ++ cellSettings
    if (refusals.nonEmpty)
      return Outcome(baselinePath, Some(s"their settings differ: ${refusals.mkString("; ")}"), Nil, notes ++ javaNotes, thresholds)

    val deltas = cells(run).map { cell =>
      val base = cells(baseline).find(b => id(b) == id(cell)).get
      val figures = for {
        (figure, of) <- Seq[(String, JValue => Option[Spread])]("p50" -> spread("p50"), "p95" -> spread("p95"), "held" -> held)
        b <- of(base); r <- of(cell)
      } yield Delta(figure, b, r, verdict(figure, b, r, thresholds))
      CellDelta(id(cell), (cell \ "title").extract[String], figures, !(cell \ "passed").extract[Boolean],
        workChange((base \ "work").extractOpt[RequestWork], (cell \ "work").extractOpt[RequestWork]))
    }
    Outcome(baselinePath, None, deltas, notes ++ javaNotes, thresholds)
  }

  /**
   * Why a cell moved, as far as its work says: its plan against the baseline's (same or not, [[PlanShape]]) and its
   * db hits or nodes visited per request, baseline → run. None when either run did not read it.
   */
  def workChange(baseline: Option[RequestWork], run: Option[RequestWork]): Option[String] = (baseline, run) match {
    case (Some(b), Some(r)) =>
      def change(what: String, of: RequestWork => Option[Double]) = for (x <- of(b); y <- of(r)) yield
        if (x == y) f"$what unchanged ($y%.0f)" else f"$what $x%.0f → $y%.0f (${if (x == 0) 0.0 else (y / x - 1) * 100}%+.0f%%)"
      val plan = for (x <- b.shape; y <- r.shape) yield s"plan vs the baseline's: ${y.against(x)}"
      Some(Seq(plan, change("db hits", _.dbHits), change("nodes visited", _.nodesVisited)).flatten.mkString(", ")).filter(_.nonEmpty)
    case _ => None
  }

  /** Where a higher figure is worse (latency) or better (rate held), and by how much it must move to count. */
  private def verdict(figure: String, baseline: Spread, run: Spread, thresholds: DiffThresholds): String = {
    val higherIsWorse = figure != "held"
    def beyond(from: Spread, to: Spread, up: Boolean): Boolean = {
      val moved = if (up) to.median - from.median else from.median - to.median
      val spreadKnown = from.runs > 1 && to.runs > 1
      moved > from.median * thresholds.percent / 100 && (!higherIsWorse || moved >= thresholds.minMillis) &&
        (!spreadKnown || (if (up) to.min > from.max else to.max < from.min))
    }
    if (beyond(baseline, run, up = higherIsWorse)) Regressed
    else if (beyond(baseline, run, up = !higherIsWorse)) Improved
    else if (baseline.runs > 1 && run.runs > 1 && baseline.overlaps(run)) WithinSpread
    else WithinThreshold
  }

  /** A cell's p50 or p95 as its summary gives it: the median of its repeats and their range (one run: a point). */
  private def spread(figure: String)(cell: JValue): Option[Spread] = {
    implicit val formats: Formats = DefaultFormats
    (cell \ figure).extractOpt[Spread]
  }

  private def held(cell: JValue): Option[Spread] = {
    implicit val formats: Formats = DefaultFormats
    (cell \ "capacity" \ "heldPerSecond").extractOpt[Double].flatMap(r => Spread.of(Seq(r)))
  }

  private def differences(baseline: Map[String, String], run: Map[String, String], where: String): Seq[String] =
    (baseline.keySet ++ run.keySet).toSeq.sorted.flatMap { key =>
      val (b, r) = (baseline.get(key), run.get(key))
      if (b == r) None else Some(s"$where.$key: baseline ${b.getOrElse("(none)")}, run ${r.getOrElse("(none)")}")
    }
}
