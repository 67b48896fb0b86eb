package traversalperfs.docs

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * What the pages may say about measured figures (docs/quoting.md): a table of figures only between quote markers, equal
 * to its run's file; a figure in prose only beside a link to its run's folder, and held by that run's files; every run
 * folder with its run.json. The test and `./mvnw -B -q -Pdocs verify` read the same problems.
 */
object DocFigures {
  /** A measured figure: milliseconds, microseconds, a ratio, a rate, a decimal of seconds or minutes and seconds. */
  private val Figure =
    ("""(?<![\w.,/-])(\d[\d,]*(?:\.\d+)?)(?:\s?[-–]\s?(\d[\d,]*(?:\.\d+)?))?""" +
      """(?:\s?(?:ms|µs)\b|x\b|\s?[a-z]*/s\b| min(?: (\d+) s)?\b)""").r
  private val DecimalSeconds = """(?<![\w.,/-])(\d+\.\d+)(?:\s?[-–]\s?(\d+\.\d+))? s\b""".r
  private val InlineCode = """`[^`]*`""".r
  private val LinkTarget = """\]\(([^)\s]+)\)""".r
  /** A table cell that is figures only: `533`, `1.140 / 5.951`, `-0.120`, `48 %`, `1.3x / 2.4x`. */
  private val FigureCell = """[+-]?\d[\d,.]*\s*(?:%|x|ms|s|MB)?(?:\s*[/–-]\s*[+-]?\d[\d,.]*\s*(?:%|x|ms|s|MB)?)*""".r
  /** ... and looks measured: a decimal, a unit, or three digits (`7-8`, a Java range, is not). */
  private def measured(cell: String) =
    cell.exists(_ == '.') || cell.matches(""".*\d\s*(?:%|x|ms|s|MB)\b.*""") || cell.matches(""".*\d{3}.*""")
  private val Number = """\d[\d,]*(?:\.\d+)?""".r

  def pages(root: Path): Seq[Path] = {
    val docs = root.resolve("docs")
    def md(dir: Path) = if (!Files.isDirectory(dir)) Seq.empty
    else
      Files.list(dir).iterator().asScala.toSeq.filter(_.toString.endsWith(".md")).sorted
    Seq(root.resolve("README.md")) ++ md(docs) ++ runs(root).map(_.folder.resolve("README.md")).filter(
      Files.isRegularFile(_))
  }

  def runs(root: Path): Seq[PublishedRun] = {
    val dir = root.resolve("docs/runs")
    if (!Files.isDirectory(dir)) Seq.empty
    else Files.list(dir).iterator().asScala.toSeq.filter(Files.isDirectory(_)).sorted.map(PublishedRun)
  }

  /** The figures a piece of prose quotes, each as the numbers it is made of and where it starts. */
  def figures(text: String): Seq[(String, Seq[String], Int)] = {
    // code and link targets blanked out, keeping every position where it was
    val plain = LinkTarget.replaceAllIn(InlineCode.replaceAllIn(text, m => " " * m.matched.length),
      m => "]" + " " * (m.matched.length - 1))
    (Figure.findAllMatchIn(plain).map(m => (m.matched, Seq(m.group(1), m.group(2), m.group(3)), m.start)) ++
      DecimalSeconds.findAllMatchIn(plain).map(m => (m.matched, Seq(m.group(1), m.group(2)), m.start))).map {
      case (f, ns, at) => (f, ns.filter(_ != null), at)
    }.toSeq.sortBy(_._3)
  }

  def problems(root: Path): Seq[String] =
    runs(root).flatMap(_.manifestProblems.map("docs/runs/" + _)) ++ pages(root).flatMap(page =>
      pageProblems(root, page))

  private def pageProblems(root: Path, page: Path): Seq[String] = {
    val lines = Files.readAllLines(page).asScala.toSeq
    val where = root.relativize(page).toString
    DocBlock.in(page, lines) match {
      case Left(problem) => Seq(problem)
      case Right(blocks) =>
        val quoted = blocks.flatMap { b =>
          b.expected match {
            case Left(why) => Seq(s"$where:${b.line}: $why")
            case Right(body) if body != b.body =>
              val at = body.zipAll(b.body, "", "").indexWhere { case (a, c) => a != c }
              Seq(
                s"$where:${b.line + 1 + at}: differs from ${b.source.get}: the run says " +
                  s"'${body.lift(at).getOrElse("(nothing)")}', " +
                  s"the page '${b.body.lift(at).getOrElse("(nothing)")}' (refresh with ./mvnw -B -q -Pdocs verify " +
                  s"-DskipTests)")
            case Right(_) => Seq.empty
          }
        }
        val insideBlocks = blocks.flatMap(b => b.line to (b.line + b.body.size + 1)).toSet
        val own = Option(page.getParent).filter(_.getParent.getFileName.toString == "runs").map(PublishedRun).toSeq
        val paragraphs = Paragraph.of(lines, insideBlocks)
        val broken = paragraphs.flatMap(p =>
          LinkTarget.findAllMatchIn(p.lines.mkString(" ")).map(_.group(1)).toSeq.distinct
            .filterNot(t => t.contains("://") || t.startsWith("mailto:"))
            .flatMap(t => linkProblem(page, t).map(why => s"$where:${p.line}: links to $t, $why")))
        quoted ++ broken ++ paragraphs.flatMap(p => paragraphProblems(where, page, p, own))
    }
  }

  /** A link's file must exist, and its `#section` must be one of that page's anchors ([[Anchors]]). */
  private def linkProblem(page: Path, target: String): Option[String] = {
    val (file, anchor) = target.span(_ != '#')
    val linked = if (file.isEmpty) page else page.getParent.resolve(file).normalize
    if (!Files.exists(linked)) Some("which does not exist")
    else if (anchor.length > 1 && linked.toString.endsWith(".md") && !Anchors.of(linked).contains(anchor.drop(1)))
      Some(s"whose page has no heading ${anchor}")
    else None
  }

  private def paragraphProblems(where: String, page: Path, paragraph: Paragraph, own: Seq[PublishedRun]): Seq[String] =
    if (paragraph.table) {
      // the first column names the rows (a version, a setting): the figures are in the others
      val cells =
        paragraph.lines.drop(2).flatMap(MarkdownTable.cells(_).drop(1)).map(c => InlineCode.replaceAllIn(c, "").trim)
      val figureCells = cells.filter(c => (FigureCell.matches(c) && measured(c)) || figures(c).nonEmpty)
      // a run's own README may tabulate its files' figures; any other page quotes them
      if (own.nonEmpty)
        figureCells.flatMap(c => Number.findAllIn(c)).distinct.filterNot(n => own.exists(_.holds(n.stripPrefix("-"))))
          .map(n => s"$where:${paragraph.line}: $n is in no file of runs/${own.head.name}")
      else figureCells.headOption.toSeq.map(cell =>
        s"$where:${paragraph.line}: a table of figures ('$cell') outside <!-- quote … --> markers: quote it from " +
          s"its run's file")
    } else {
      val text = paragraph.lines.mkString(" ")
      // a figure cites the first run link after it in its paragraph, else the last one before it
      val runLinks = LinkTarget.findAllMatchIn(text).toSeq.flatMap { m =>
        val target = m.group(1).takeWhile(_ != '#')
        val folder = page.getParent.resolve(target).normalize
        val dir = if (Files.isDirectory(folder) || !target.contains('.')) folder else folder.getParent
        Option(dir).filter(d =>
          d.getParent != null && d.getParent.getFileName.toString == "runs" && !target.startsWith("http"))
          .map(d => (m.start, d))
      }
      val links = runLinks.collect { case (at, d) if Files.isDirectory(d) => at -> PublishedRun(d) }
      figures(text).flatMap { case (figure, numbers, at) =>
        val cited = links.find(_._1 > at).orElse(links.lastOption).map(_._2).toSeq
        val sources = (cited ++ own).distinct
        if (sources.isEmpty)
          Seq(s"$where:${paragraph.line}: '$figure' with no run file: link the run folder it comes from")
        else numbers.filterNot(n => sources.exists(_.holds(n))).map(n =>
          s"$where:${paragraph.line}: '$figure': $n is in no file of ${sources.map("runs/" + _.name).mkString(", ")}")
      }
    }
}
