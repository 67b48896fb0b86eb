package traversalperfs.docs

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * `./mvnw -B -q -Pdocs verify -DskipTests`: makes every quoted table and the parameter table again from their sources
 * (the run folders, the code's parameter list) and the architecture picture from the layers' table, then lists what the
 * pages still say that no run file holds.
 */
object RefreshDocs {
  def main(args: Array[String]): Unit = {
    val root = Paths.get(sys.props.getOrElse("lab.basedir", ".")).toAbsolutePath.normalize
    for (page <- DocFigures.pages(root)) {
      val lines = Files.readAllLines(page).asScala.toSeq
      val (made, _) = DocBlock.refreshed(page, lines)
      if (made != lines) {
        Files.writeString(page, made.mkString("", "\n", "\n"))
        println(s"[traversal-perfs] rewritten: ${root.relativize(page)}")
      }
    }
    val picture = root.resolve("docs/images/architecture.svg")
    if (!Files.exists(picture) || Files.readString(picture) != ArchitecturePicture.svg) {
      Files.writeString(picture, ArchitecturePicture.svg)
      println(s"[traversal-perfs] rewritten: ${root.relativize(picture)}")
    }
    val problems = DocFigures.problems(root) ++ ProjectLayout.problems(root)
    problems.foreach(p => println(s"[traversal-perfs] ERROR: $p"))
    if (problems.nonEmpty) sys.exit(1)
    println(
      s"[traversal-perfs] every quoted figure matches its run file (${DocFigures.pages(root).size} pages, " +
        s"${DocFigures.runs(root).size} runs)")
  }
}
