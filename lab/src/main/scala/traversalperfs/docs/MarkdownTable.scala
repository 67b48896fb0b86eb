package traversalperfs.docs

/**
 * A Markdown table as rows of cells: found in a run's file (its Markdown, or a console where the lab printed one,
 * after any `[…] ` line prefix), narrowed to some columns or rows, written back as Markdown.
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

  /** The first table after the first line containing `after` (from the start without it). */
  def find(text: String, after: Option[String]): Either[String, MarkdownTable] = {
    val lines = text.split("\n", -1).toSeq.map(l => Prefix.replaceFirstIn(l, ""))
    val from = after.fold(0)(a => lines.indexWhere(_.contains(a)))
    if (from < 0) Left(s"""no line contains "${after.get}"""")
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
