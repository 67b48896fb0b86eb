package traversalperfs.figures

import traversalperfs.results.CellResult
/**
 * A view of the cells: one axis down, some axes across (a column per combination of their values), one statistic in
 * every place. The default view answers the lab's question: versions down, everything else that varies across (order x
 * strategy/cache/access, heap, GC). The page lets its reader choose other axes; the Markdown is this view.
 */
final case class Pivot(rows: String, columns: Seq[String]) {
  def columnLabel(r: CellResult): String = columns.map(Pivot.value(r, _)).filter(_ != "-").mkString(" ")

  /** A table of one statistic: a row per value of the rows' axis, a column per combination across. */
  def markdown(results: Seq[CellResult], statistic: Statistic, rowsLabel: String): String = {
    val rowValues = Pivot.values(results, rows)
    val columnLabels = results.map(columnLabel).distinct
    def place(row: String, column: String): String =
      results.find(r => Pivot.value(r, rows) == row && columnLabel(r) == column).fold("") { r =>
        statistic.of(r).fold("-")(_.shown) + (if (r.passed) "" else " **FAILED**")
      }
    (s"| $rowsLabel | ${columnLabels.mkString(" | ")} |" +: ("|---|" + columnLabels.map(_ => "---|").mkString) +:
      rowValues.map(row => s"| $row | ${columnLabels.map(place(row, _)).mkString(" | ")} |")).mkString("\n")
  }
}

object Pivot {
  /** The axes a cell stands on ([[ComparisonCell.axes]]), in the order a column's label reads them. */
  val Axes: Seq[String] = Seq("version", "order", "variant", "heap", "gc")

  def value(r: CellResult, axis: String): String = r.cell.axes.toMap.getOrElse(axis, "-")

  /** An axis's values in the order the comparison ran its cells (versions as asked). */
  def values(results: Seq[CellResult], axis: String): Seq[String] = results.map(value(_, axis)).distinct

  def varying(results: Seq[CellResult]): Seq[String] = Axes.filter(values(results, _).size > 1)

  def default(results: Seq[CellResult]): Pivot =
    Pivot("version",
      varying(results).filterNot(_ == "version") match {
        case Nil => Seq("order", "variant")
        case across => across
      })
}
