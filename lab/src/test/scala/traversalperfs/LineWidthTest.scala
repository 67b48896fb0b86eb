package traversalperfs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * No main source line, in any of the project's languages, is wider than the 120 columns its formatters set (they leave
 * a long string as it is): the lab (Scala, and the page's script with its tests), the simulations, the extension and
 * gatling-neo4j (Scala and Java).
 */
@Tag(Lanes.Files)
class LineWidthTest {
  @Test def noMainSourceLineIsWiderThan120Columns(): Unit = {
    val roots = Seq("lab/src/main", "lab/src/test/js", "src/test/scala", "plugin/src/main",
      "gatling-neo4j/src/main").map(Paths.get(_)).filter(Files.isDirectory(_))
    val files = roots.flatMap(root => Files.walk(root).iterator.asScala.toSeq)
      .filter(f => Seq(".scala", ".java", ".js").exists(f.toString.endsWith))
    for (language <- Seq(".scala", ".java", ".js"))
      assertTrue(files.count(_.toString.endsWith(language)) > 5, s"the $language sources: ${files.size} files in all")
    val wide = for {
      file <- files
      (line, number) <- Files.readAllLines(file).asScala.zipWithIndex if line.codePointCount(0, line.length) > 120
    } yield s"$file:${number + 1}: ${line.codePointCount(0, line.length)} columns"
    assertEquals(Nil, wide, wide.mkString("\n"))
  }
}
