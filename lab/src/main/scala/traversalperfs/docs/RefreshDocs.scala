package traversalperfs.docs

import traversalperfs.console.Say

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * Makes every quoted table and the parameter table again from their sources (the run folders, the code's parameter
 * list) and the architecture picture from the layers' table, then lists what the pages still say that no run file holds
 * (`./mvnw -B -q -Pdocs verify -DskipTests`: [[traversalperfs.commands.DocsCommand]]).
 */
object RefreshDocs {
  /** The pages of the project at `root` made again; answers what is still wrong. */
  def run(root: Path): Seq[String] = {
    for (page <- DocFigures.pages(root)) {
      val lines = Files.readAllLines(page).asScala.toSeq
      val (made, _) = DocBlock.refreshed(page, lines)
      if (made != lines) {
        Files.writeString(page, made.mkString("", "\n", "\n"))
        Say(s"rewritten: ${root.relativize(page)}")
      }
    }
    val picture = root.resolve("docs/images/architecture.svg")
    if (!Files.exists(picture) || Files.readString(picture) != ArchitecturePicture.svg) {
      Files.writeString(picture, ArchitecturePicture.svg)
      Say(s"rewritten: ${root.relativize(picture)}")
    }
    val problems = DocFigures.problems(root) ++ ProjectLayout.problems(root)
    if (problems.isEmpty)
      Say(s"every quoted figure matches its run file (${DocFigures.pages(root).size} pages, " +
        s"${DocFigures.runs(root).size} runs)")
    problems
  }
}
