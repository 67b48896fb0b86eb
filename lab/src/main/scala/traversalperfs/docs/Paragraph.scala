package traversalperfs.docs

/** A paragraph, list item or table of a page, outside code fences and generated blocks (1-based first line). */
final case class Paragraph(line: Int, lines: Seq[String], table: Boolean)

object Paragraph {
  private val ItemStart = """^\s*(?:[-*]|\d+\.) .*""".r

  def of(lines: Seq[String], skipped: Set[Int]): Seq[Paragraph] = {
    val out = Seq.newBuilder[Paragraph]
    var current = Vector.empty[String]
    var start = 0
    var table = false
    var fence = false
    def flush(): Unit = { if (current.nonEmpty) out += Paragraph(start, current, table); current = Vector.empty }
    for ((text, index) <- lines.zipWithIndex; number = index + 1) {
      if (text.trim.startsWith("```")) { flush(); fence = !fence }
      else if (fence || skipped.contains(number)) flush()
      else if (text.trim.isEmpty || text.startsWith("#")) {
        flush(); if (text.startsWith("#")) out += Paragraph(number, Seq(text), table = false)
      } else {
        val row = MarkdownTable.isRow(text)
        if (current.nonEmpty && (row != table || (!row && ItemStart.matches(text)))) flush()
        if (current.isEmpty) { start = number; table = row }
        current :+= text
      }
    }
    flush()
    out.result()
  }
}
