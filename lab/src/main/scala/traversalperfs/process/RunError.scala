package traversalperfs.process

import traversalperfs.console.Say

/** The first error a cell's run printed: the lab's own error line, else the first of Gatling's errors. */
object RunError {
  private val LabLine = Say.ErrorPrefix

  def of(output: String): Option[String] = {
    val lines = output.linesIterator.toSeq
    lines.collectFirst { case l if l.contains(LabLine) => l.substring(l.indexOf(LabLine) + LabLine.length).trim }
      .orElse(lines.dropWhile(!_.contains("---- Errors ----")).drop(1).find(_.startsWith("> ")).map(l =>
          l.drop(2).replaceAll("""\s+\d+\s+\(\s*[\d.]+%\)\s*$""", "").trim))
      .orElse(lines.find(_.endsWith(": false")).map(_.trim.stripPrefix("> ")))
      .map(_.take(300))
  }
}
