package traversalperfs.docs

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * docs/reference.md's project layout against the tree: the listing is a code block under "## Project layout" where a
 * line at column 0 names a path from the root and a line at column 2 a folder under the last such path (deeper lines
 * describe). Every folder it names must exist (a pattern with `<…>` or `-X/` aside), every folder at the root must be
 * named, and under a path whose folders are listed one by one, every folder must be.
 */
object ProjectLayout {
  private val Ignored = Set("target", "node_modules")

  def problems(root: Path): Seq[String] = {
    val page = root.resolve("docs/reference.md")
    val lines = Files.readAllLines(page).asScala.toSeq
    val start = lines.indexWhere(_ == "## Project layout")
    if (start < 0) Seq("docs/reference.md has no ## Project layout")
    else {
      val open = lines.indexWhere(_.startsWith("```"), start)
      val block = lines.slice(open + 1, lines.indexWhere(_.startsWith("```"), open + 1))
      problems(root, block)
    }
  }

  def problems(root: Path, block: Seq[String]): Seq[String] = {
    var parent = ""
    val children = scala.collection.mutable.LinkedHashMap[String, Seq[String]]()
    val named = block.flatMap { line =>
      val indent = line.takeWhile(_ == ' ').length
      val token = line.trim.takeWhile(c => c != ' ' && c != ',')
      if (line.trim.isEmpty || indent > 2) None
      else if (indent == 0) { parent = token; Some(token) }
      else {
        children(parent) = children.getOrElse(parent, Nil) :+ token
        Some(parent + token)
      }
    }
    val pattern = (p: String) => p.contains("<") || p.contains("-X/")
    val missing = named.filterNot(pattern).filterNot(p => Files.exists(root.resolve(p)))
      .map(p => s"docs/reference.md's project layout lists $p, which is not in the tree")
    val words = block.flatMap(_.trim.split("[\\s,]+")).toSet
    val unnamedAtRoot = folders(root).filterNot(f => words.exists(_.startsWith(s"$f/")))
      .map(f => s"docs/reference.md's project layout does not name $f/")
    val unnamedInside = children.toSeq.flatMap { case (dir, listed) =>
      folders(root.resolve(dir)).filterNot(f => listed.exists(_.startsWith(s"$f/")))
        .map(f => s"docs/reference.md's project layout does not list $dir$f/")
    }
    missing ++ unnamedAtRoot ++ unnamedInside
  }

  private def folders(dir: Path): Seq[String] =
    if (!Files.isDirectory(dir)) Nil
    else Files.list(dir).iterator.asScala.filter(Files.isDirectory(_)).map(_.getFileName.toString)
      .filterNot(n => n.startsWith(".") || Ignored(n)).toSeq.sorted
}
