package traversalperfs.docs

/**
 * A Markdown table as rows of cells: found in a run's file (its Markdown, or a console where the lab printed one, after
 * any `[…] ` line prefix), narrowed to some columns or rows, written back as Markdown.
 */
final case class MarkdownTable(header: Seq[String], rows: Seq[Seq[String]]) {
  def columns(names: Seq[String]): Either[String, MarkdownTable] = {
    val missing = names.filterNot(header.contains)
    if (missing.nonEmpty) Left(s"no column ${missing.mkString(", ")} (columns: ${header.mkString(" | ")})")
    else {
      val kept = 0 +: names.map(header.indexOf(_)).filter(_ > 0)
      Right(MarkdownTable(kept.map(header), rows.map(row => kept.map(i => row.lift(i).getOrElse("")))))
    }
  }

  def onlyRows(firstCells: Seq[String]): Either[String, MarkdownTable] = {
    val missing = firstCells.filterNot(name => rows.exists(_.headOption.contains(name)))
    if (missing.nonEmpty) Left(s"no row ${missing.mkString(", ")} (rows: ${rows.flatMap(_.headOption).mkString(", ")})")
    else Right(copy(rows = firstCells.flatMap(name => rows.filter(_.headOption.contains(name)))))
  }

  def markdown: Seq[String] =
    Seq(MarkdownTable.line(header), MarkdownTable.line(header.map(_ => "---"))) ++ rows.map(MarkdownTable.line)
}

object MarkdownTable {
  private val Prefix = """^\[[^\]]+\] """.r

  private def line(cells: Seq[String]) = cells.mkString("| ", " | ", " |")

  def cells(line: String): Seq[String] = line.trim.stripPrefix("|").stripSuffix("|").split("\\|", -1).map(_.trim).toSeq

  def isRow(line: String): Boolean = line.trim.startsWith("|")

  private def isRule(line: String) = cells(line).forall(_.matches(":?-{3,}:?"))

  /**
   * The tables after these headings side by side, joined on their first column: one statistic per heading, as a
   * comparison's Markdown writes them (a column is named by its heading, or heading and column when it has several).
   */
  def joined(text: String, headings: Seq[String]): Either[String, MarkdownTable] =
    headings.foldLeft[Either[String, Option[MarkdownTable]]](Right(None)) { (sofar, heading) =>
      for {
        joined <- sofar
        table <- find(text, Some(heading))
      } yield {
        val name = heading.stripPrefix("#").stripPrefix("#").trim
        val columns = table.header.drop(1).map(c => if (table.header.size == 2) name else s"$name $c")
        val byRow = table.rows.map(r => r.headOption.getOrElse("") -> r.drop(1)).toMap
        Some(joined match {
          case None => MarkdownTable(table.header.take(1) ++ columns, table.rows.map(r => r.take(1) ++ r.drop(1)))
          case Some(j) =>
            MarkdownTable(j.header ++ columns, j.rows.map(r => r ++ byRow.getOrElse(r.head, columns.map(_ => "-"))))
        })
      }
    }.map(_.get)

  /**
   * The first table after the first line containing `after` (from the start without it); `a >> b`: after the first line
   * containing b that follows the first containing a.
   */
  def find(text: String, after: Option[String]): Either[String, MarkdownTable] = {
    val lines = text.split("\n", -1).toSeq.map(l => Prefix.replaceFirstIn(l, ""))
    val steps = after.toSeq.flatMap(_.split(" >> ").map(_.trim))
    // a heading (`## requests`) is matched whole: `## requests/s` is another table
    def at(line: String, step: String) = if (step.startsWith("#")) line.trim == step else line.contains(step)
    val from = steps.foldLeft(0)((from, step) => if (from < 0) from else lines.indexWhere(at(_, step), from))
    if (from < 0) Left(s"""no line contains "${steps.mkString(" then ")}"""")
    else {
      val start = lines.indexWhere(l => isRow(l), from)
      if (start < 0 || start + 1 >= lines.size || !isRule(lines(start + 1))) Left("no Markdown table there")
      else {
        val body = lines.drop(start + 2).takeWhile(isRow)
        Right(MarkdownTable(cells(lines(start)), body.map(cells)))
      }
    }
  }
}
