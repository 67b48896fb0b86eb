package traversalperfs.docs

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * The anchors a Markdown page offers a link (`page.md#section`): each heading's, made as GitHub makes them (lower case,
 * punctuation dropped but hyphens and underscores, spaces as hyphens; a repeated heading gets `-1`, `-2`…), and any
 * `<a id="…">` or `<a name="…">`. Headings inside fenced code are not headings.
 */
object Anchors {
  private val Heading = """^#{1,6}\s+(.*?)\s*#*\s*$""".r
  private val Explicit = """<a\s+(?:id|name)="([^"]+)"""".r

  def slug(heading: String): String =
    heading.replaceAll("""\[([^\]]*)\]\([^)]*\)""", "$1").toLowerCase
      .replaceAll("""[^\p{L}\p{N}\s_-]""", "").trim.replaceAll("""\s""", "-")

  def of(lines: Seq[String]): Set[String] = {
    var inCode = false
    val seen = scala.collection.mutable.Map[String, Int]()
    lines.flatMap { line =>
      if (line.trim.startsWith("```")) { inCode = !inCode; Nil }
      else if (inCode) Nil
      else {
        val headings = line match {
          case Heading(text) =>
            val base = slug(text)
            val n = seen.getOrElse(base, 0)
            seen(base) = n + 1
            Seq(if (n == 0) base else s"$base-$n")
          case _ => Nil
        }
        headings ++ Explicit.findAllMatchIn(line).map(_.group(1))
      }
    }.toSet
  }

  def of(page: Path): Set[String] = of(Files.readAllLines(page).asScala.toSeq)
}
