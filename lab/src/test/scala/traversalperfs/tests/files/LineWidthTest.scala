package traversalperfs.tests.files

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * No main source line is wider than the 120 columns `.scalafmt.conf` sets (the formatter leaves a long string as it is;
 * the Java of the extension has no formatter): the lab, the simulations and the extension.
 */
class LineWidthTest {
  @Test def noMainSourceLineIsWiderThan120Columns(): Unit = {
    val roots = Seq("lab/src/main/scala", "src/test/scala", "plugin/src/main").map(Paths.get(_))
    val files = roots.flatMap(root => Files.walk(root).iterator.asScala.toSeq)
      .filter(f => f.toString.endsWith(".scala") || f.toString.endsWith(".java"))
    assertTrue(files.size > 200, s"${files.size} source files")
    val wide = for {
      file <- files
      (line, number) <- Files.readAllLines(file).asScala.zipWithIndex if line.codePointCount(0, line.length) > 120
    } yield s"$file:${number + 1}: ${line.codePointCount(0, line.length)} columns"
    assertEquals(Nil, wide, wide.mkString("\n"))
  }
}
