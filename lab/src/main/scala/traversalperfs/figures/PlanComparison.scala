package traversalperfs.figures

import traversalperfs.results.CellResult
import traversalperfs.targets.{PlanShape, QueryPlan}

/**
 * Why a cell is slower, beside how much: what its request did on the server ([[RequestWork]]: db hits and rows under
 * PROFILE, or the extension's call counts) and its plan against the first cell of the table standing where it stands on
 * every axis but the version (the same query, strategy, order, heap and GC on the first version run): "same plan",
 * "different plan shape, same operators" or "different plan" ([[PlanShape]]), the differing operators marked. "db hits
 * per ms" (db hits / p50) says whether a slowdown is more work or slower work.
 */
object PlanComparison {
  /** A cell's plan against its reference's: the verdict, and the operators the reference's plan does not have. */
  final case class PlanVerdict(reference: CellResult, verdict: String, differing: Set[(String, List[String])]) {
    def differs: Boolean = verdict != PlanShape.Same

    def shown: String = s"$verdict (vs ${reference.cell.version})"
  }

  /** The first cell of `results` standing where `r` stands on every axis but the version. */
  def reference(results: Seq[CellResult], r: CellResult): Option[CellResult] =
    results.find(o => o.cell.axes.filterNot(_._1 == "version") == r.cell.axes.filterNot(_._1 == "version"))

  /** Its plan's verdict; none for the reference itself or where either has no plan. */
  def verdict(results: Seq[CellResult], r: CellResult): Option[PlanVerdict] = for {
    first <- reference(results, r) if !(first eq r)
    shape <- r.work.flatMap(_.shape)
    firstShape <- first.work.flatMap(_.shape)
  } yield PlanVerdict(first, shape.against(firstShape), shape.differingFrom(firstShape))

  /** db hits / p50, the p50 on the lab's microsecond clock (Gatling's whole milliseconds read 0 for fast queries). */
  def workPerMs(r: CellResult): Option[Double] = for {
    w <- r.work if w.sameRequest
    hits <- w.dbHits
    p50 <- r.latency.flatMap(_.micros).map(_.p50 / 1000.0).filter(_ > 0).orElse(r.p50.map(_.median).filter(_ > 0))
  } yield hits / p50

  /**
   * The plan column: the reference says so, another cell its verdict, and whether the indexes of its version differ
   * from its reference's (a dump carried up the ladder: BTREE indexes became RANGE ones on 5.x).
   */
  def planShown(results: Seq[CellResult], r: CellResult, schema: Option[SchemaTable] = None): Option[String] =
    if (r.work.flatMap(_.plan).isEmpty) None
    else Some(verdict(results, r).fold("reference")(v =>
        v.shown + (if (schema.exists(_.changedBetween(v.reference.cell.version, r.cell.version)))
                     s"; ${SchemaTable.PlanNote}"
                   else "")))

  /** The tree as text, the operators its reference does not have marked `!`. */
  def lines(results: Seq[CellResult], r: CellResult, plan: QueryPlan): List[String] = {
    val differing = verdict(results, r).filter(_.differs).fold(Set.empty[(String, List[String])])(_.differing)
    plan.lines(o => differing(PlanShape.key(o)))
  }

  /** The cells that did some measured work, a row each: latency beside work. */
  def rows(results: Seq[CellResult], schema: Option[SchemaTable] = None): Seq[(CellResult, Seq[String])] =
    results.filter(_.work.isDefined).map { r =>
      val w = r.work.get
      r -> Seq(r.p50.fold("-")(_.shown), r.latency.flatMap(_.micros).fold("-")(m => f"${m.p50 / 1000.0}%.3f"),
        r.p95.fold("-")(_.shown), w.dbHits.fold("-")(d => f"$d%.0f"), w.rows.fold("-")(d => f"$d%.0f"),
        workPerMs(r).fold("-")(d => f"$d%.1f"), w.nodesVisited.fold("-")(d => f"$d%.0f"),
        if (w.calls.isEmpty) "-" else w.calls.toSeq.sortBy(_._1).map { case (k, v) => f"$k $v%.0f" }.mkString(", "),
        planShown(results, r, schema).getOrElse("-"))
    }

  val Header: Seq[String] = Seq("p50 (ms)", "p50, lab clock (ms)", "p95 (ms)", "db hits", "rows", "db hits per ms",
    "nodes visited", "store reads", "plan")

  val Note = "Each request's work was read once after the measured load on a few of its recorded rows (lab.plans; " +
    "never measured): a Cypher query under PROFILE (db hits, rows: the mean per request), the extension's own " +
    "counts. " +
    "db hits per ms = db hits / p50 (on the lab's microsecond clock where it timed the request): the same work done " +
    "slower reads as fewer db hits per ms."

  /** The Markdown section: the table, then each plan as text (`!`: an operator the first version's plan lacks). */
  def markdown(results: Seq[CellResult], schema: Option[SchemaTable] = None): Seq[String] = {
    val table = rows(results, schema)
    if (table.isEmpty) Nil
    else {
      val plans = table.flatMap { case (r, _) =>
        r.work.flatMap(_.plan).toSeq.flatMap(plan =>
          Seq("", s"### Plan: ${r.cell.title}", "",
            s"${r.work.get.via}; ${plan.describe}" +
              planShown(results, r, schema).fold("")(v => s"; $v"), "", "```") ++ lines(results, r, plan) :+ "```")
      }
      Seq("## What each request does", "", s"| cell | ${Header.mkString(" | ")} |",
        "|---|" + Header.map(_ => "---|").mkString) ++
        table.map { case (r, cells) => s"| ${r.cell.title} | ${cells.mkString(" | ")} |" } ++ Seq("", Note) ++ plans
    }
  }

  /** The page's section: the table, then a plan per cell, expandable, the differing operators highlighted. */
  def html(results: Seq[CellResult], schema: Option[SchemaTable] = None): String = {
    import ComparisonPage.escape
    val table = rows(results, schema)
    if (table.isEmpty) ""
    else {
      val header = "<tr><th>cell</th>" + Header.map(h => s"<th>${escape(h)}</th>").mkString + "</tr>"
      val body = table.map { case (r, cells) =>
        val differs = verdict(results, r).exists(_.differs)
        s"""<tr id="work-${escape(r.cell.id)}" class="${if (differs) "plan-differs" else "ok"}"><th>${escape(
            r.cell.title)}</th>""" +
          cells.zipWithIndex.map { case (c, i) =>
            val planCell = i == Header.size - 1 && r.work.exists(_.plan.isDefined)
            s"""<td${if (planCell && differs) """ class="plan-differs"""" else ""}>""" +
              (if (planCell) s"""<a href="#plan-${escape(r.cell.id)}">${escape(c)}</a>""" else escape(c)) + "</td>"
          }.mkString + "</tr>"
      }
      val plans = table.flatMap { case (r, _) =>
        r.work.flatMap(_.plan).map { plan =>
          val differs = verdict(results, r).exists(_.differs)
          val text = lines(results, r, plan).map(line =>
            if (line.startsWith("!")) s"<mark>${escape(line)}</mark>" else escape(line)).mkString("\n")
          s"""<details class="plan${if (differs) " plan-differs" else ""}" id="plan-${escape(
              r.cell.id)}"${if (differs) " open" else ""}>""" +
            s"""<summary>${escape(r.cell.title)}: ${escape(planShown(results, r, schema).getOrElse(""))}</summary>""" +
            s"""<p><small>${escape(r.work.get.via)}; ${escape(plan.describe)}</small></p><pre>$text</pre></details>"""
        }
      }
      s"""<h2 id="work-section">What each request does</h2>
<table id="work">$header
${body.mkString("\n")}
</table>
<p><small>${escape(Note)} Marked operators (!) are not in the first version's plan.</small></p>
${plans.mkString("\n")}"""
    }
  }
}
