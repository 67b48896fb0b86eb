package traversalperfs.docs

import java.nio.file.{Files, Path}

/**
 * A part of a page the lab writes, between markers, so that nothing in it is typed by hand:
 * `<!-- quote runs/<run>/<file> after="<text>" columns="a|b" rows="x|y" -->` … `<!-- /quote -->` (a table of a
 * published run's file; the path is relative to the page, as a link is; `join="## p50 (ms)|## p95 (ms)"` instead of
 * `after`: the tables after those headings side by side, a column each; `stack="3.0.12=a|5.26.30=b" label="Neo4j"`: the
 * tables after anchors a and b under each other, each row labelled; `after="a >> b"`: after b, itself after a), or
 * `<!-- generated parameters -->` … `<!-- /generated -->` (the parameter table, from
 * [[traversalperfs.settings.ParameterCatalog]]), or `<!-- command runs/<run>/run.json -->` … `<!-- /command -->` (the
 * command that made a published run, as a code block: shown beside its picture or figures, it cannot be another).
 */
final case class DocBlock(page: Path, line: Int, opening: String, kind: String, attributes: Map[String, String],
                          source: Option[String], body: Seq[String]) {

  /** The run folder a quote reads, if it is one. */
  def run: Option[PublishedRun] = source.flatMap { s =>
    val file = page.getParent.resolve(s).normalize
    Option(file.getParent).filter(_.getParent != null).filter(_.getParent.getFileName.toString == "runs").map(
      PublishedRun)
  }

  /** What belongs between the markers, or why it cannot be made. */
  def expected: Either[String, Seq[String]] = kind match {
    case "generated" if source.contains("parameters") => Right(ParameterTable.markdown)
    case "generated" => Left(s"unknown generated block '${source.getOrElse("")}' (known: parameters)")
    case "command" =>
      run.filter(_ => source.exists(_.endsWith("/run.json"))).map(_.command) match {
        case None => Left(s"${source.getOrElse("")} is not the run.json of a folder under docs/runs")
        case Some(None) => Left(s"${source.get} says no command")
        case Some(Some(command)) => Right(Seq("```", command, "```"))
      }
    case "quote" =>
      val file = source.map(s => page.getParent.resolve(s).normalize)
      file match {
        case None => Left("a quote names its run file: <!-- quote runs/<run>/<file> … -->")
        case Some(f) if run.isEmpty => Left(s"${source.get} is not a file of a folder under docs/runs")
        case Some(f) if !Files.isRegularFile(f) => Left(s"no run file ${source.get}")
        case Some(f) =>
          def list(key: String) = attributes.get(key).map(_.split("\\|").map(_.trim).toSeq)
          val text = Files.readString(f)
          def narrowed(table: MarkdownTable) = for {
            some <- list("columns").fold[Either[String, MarkdownTable]](Right(table))(table.columns)
            chosen <- list("rows").fold[Either[String, MarkdownTable]](Right(some))(some.onlyRows)
          } yield chosen
          val quoted: Either[String, Seq[String]] = list("stack") match {
            // `stack="2.2.10=anchor|3.0.12=anchor"`: one table per anchor, its rows labelled, under each other
            case Some(entries) =>
              entries.map(_.split("=", 2)).foldLeft[Either[String, Option[MarkdownTable]]](Right(None)) {
                case (Left(why), _) => Left(why)
                case (Right(sofar), Array(label, anchor)) =>
                  MarkdownTable.find(text, Some(anchor)).flatMap(narrowed).map { t =>
                    val labelled =
                      MarkdownTable(attributes.getOrElse("label", "") +: t.header, t.rows.map(label.trim +: _))
                    Some(sofar.fold(labelled)(s => s.copy(rows = s.rows ++ labelled.rows)))
                  }
                case (_, other) => Left(s"stack entries are label=anchor, got '${other.mkString("=")}'")
              }.map(_.get.markdown)
            case None =>
              list("join").fold(MarkdownTable.find(text, attributes.get("after")))(MarkdownTable.joined(text, _))
                .flatMap(narrowed).map(_.markdown)
          }
          // a run measured on a busy machine says so under every table quoted from it
          quoted.map(_ ++ run.flatMap(_.busyNote(page)).toSeq.flatMap(note => Seq("", note)))
      }
  }
}

object DocBlock {
  private val Open = """^<!-- (quote|generated|command) (\S+)((?: \w+="[^"]*")*) -->$""".r
  private val Attribute = """(\w+)="([^"]*)"""".r

  /** The page's blocks, or the first malformed marker. */
  def in(page: Path, lines: Seq[String]): Either[String, Seq[DocBlock]] = {
    val blocks = Seq.newBuilder[DocBlock]
    var i = 0
    var problem: Option[String] = None
    var fence = false // markers shown inside a code fence are examples, not blocks
    while (i < lines.size && problem.isEmpty) {
      if (lines(i).trim.startsWith("```")) fence = !fence
      if (!fence) lines(i).trim match {
        case Open(kind, source, attributes) =>
          val close = lines.indexWhere(_.trim == s"<!-- /$kind -->", i + 1)
          if (close < 0) problem = Some(s"$page:${i + 1}: <!-- $kind … --> without its <!-- /$kind -->")
          else {
            val attrs = Attribute.findAllMatchIn(attributes).map(m => m.group(1) -> m.group(2)).toMap
            blocks += DocBlock(page, i + 1, lines(i), kind, attrs, Some(source), lines.slice(i + 1, close))
            i = close
          }
        case other if Seq("<!-- quote", "<!-- generated", "<!-- command").exists(other.startsWith) =>
          problem = Some(s"$page:${i + 1}: malformed marker: $other")
        case _ =>
      }
      i += 1
    }
    problem.toLeft(blocks.result())
  }

  /** The page with every block that can be made made again, and why the others cannot (they are kept as they are). */
  def refreshed(page: Path, lines: Seq[String]): (Seq[String], Seq[String]) = in(page, lines) match {
    case Left(problem) => (lines, Seq(problem))
    case Right(blocks) =>
      val made = blocks.map(b => b -> b.expected)
      val problems = made.collect { case (b, Left(why)) => s"${page.getFileName}:${b.line}: $why" }
      (made.foldRight(lines) {
          case ((b, Right(body)), text) => text.take(b.line) ++ body ++ text.drop(b.line + b.body.size)
          case (_, text) => text
        }, problems)
  }
}
