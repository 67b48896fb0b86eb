package traversalperfs.figures

/**
 * The indexes and constraints of the data on each version (a dump carried up the ladder): a row per index or
 * constraint, its type on each version (`-` where it is not, `dropped` after a version that had it). The report shows
 * it beside the plans, which say where a query's plan changed with it.
 */
final case class SchemaTable(versions: Seq[String], rows: Seq[SchemaTable.Row], note: String) {
  /** Some index or constraint is not of the same type (or not there) on both versions. */
  def changedBetween(a: String, b: String): Boolean = {
    val (i, j) = (versions.indexOf(a), versions.indexOf(b))
    i >= 0 && j >= 0 && rows.exists(r => r.types(i) != r.types(j))
  }

  def markdown: Seq[String] =
    if (rows.isEmpty) Nil
    else Seq(SchemaTable.Heading, "", s"| index or constraint | ${versions.mkString(" | ")} |",
      "|---|" + versions.map(_ => "---|").mkString) ++
      rows.map(r => s"| ${r.element} | ${r.types.mkString(" | ")} |") ++ Seq("", note, "")

  def html: String = {
    import ComparisonPage.escape
    if (rows.isEmpty) ""
    else s"""<h2 id="indexes">Indexes and constraints on each version</h2>
<table id="indexes-table"><tr><th>index or constraint</th>${versions.map(v => s"<th>${escape(v)}</th>").mkString}</tr>
${rows.map(r =>
        s"<tr><th>${escape(r.element)}</th>" + r.types.map(t =>
          s"""<td${if (r.types.distinct.size > 1) """ class="plan-differs"""" else ""}>${escape(t)}</td>""").mkString +
          "</tr>").mkString("\n")}
</table>
<p><small>${escape(note)}</small></p>"""
  }
}

object SchemaTable {
  final case class Row(element: String, types: Seq[String])

  val Heading = "## Indexes and constraints on each version"

  /** What the plans say beside a version whose indexes differ from its reference's. */
  val PlanNote = "indexes changed on the way (see Indexes and constraints)"
}
