package traversalperfs.docs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * Every Java or Scala block in the docs (README, docs/, the examples' READMEs) stands, as written, in a source file the
 * suite compiles; gatling-neo4j's Maven coordinates (its page's XML) are the example project's. Indentation aside: a
 * block is found when its lines, trimmed, follow each other in a compiled file's trimmed lines.
 */
@Tag(Lanes.Files)
class DocCodeTest {
  private val compiled: Seq[(Path, String)] =
    Seq("gatling-neo4j/src", "lab/src/test", "src/test", "examples").flatMap(root =>
      Files.walk(Paths.get(root)).iterator.asScala
        .filter(p => p.toString.endsWith(".java") || p.toString.endsWith(".scala") || p.toString.endsWith("pom.xml"))
        .map(p => p -> DocCode.trimmed(Files.readString(p))))

  private val pages: Seq[Path] = (Seq(Paths.get("README.md")) ++
    Files.list(Paths.get("docs")).iterator.asScala.filter(_.toString.endsWith(".md")) ++
    Files.walk(Paths.get("examples")).iterator.asScala.filter(_.getFileName.toString == "README.md")).toSeq

  @Test def everyCodeBlockIsCompiledByTheSuite(): Unit = {
    // XML blocks are checked where they give gatling-neo4j's coordinates (other pages show files to adapt)
    val blocks = pages.flatMap(page => DocCode.blocks(Files.readString(page)).map(page -> _))
      .filter { case (page, (kind, _)) => kind != "xml" || page.endsWith("gatling-neo4j.md") }
    assertTrue(blocks.count(_._2._1 == "java") >= 5 && blocks.count(_._2._1 == "scala") >= 5, s"${blocks.size} blocks")
    val missing = blocks.collect {
      case (page, (kind, code)) if !compiled.exists { case (file, text) =>
            (kind != "xml" || file.toString.endsWith("pom.xml")) && text.contains(DocCode.trimmed(code))
          } => s"$page: a $kind block is in no compiled file:\n$code"
    }
    assertEquals(Nil, missing, missing.mkString("\n"))
  }

  @Test def aBlockThatDoesNotCompileIsFound(): Unit = {
    val page = "text\n```scala\nval bolt = CypherProtocol(uri, Some(\"neo4j\"), Some(password))\n```\n"
    val Seq(("scala", code)) = DocCode.blocks(page)
    assertFalse(compiled.exists(_._2.contains(DocCode.trimmed(code))))
  }
}

object DocCode {
  /** The page's ```java, ```scala and ```xml blocks: their kind and text. */
  def blocks(page: String): Seq[(String, String)] =
    "(?s)```(java|scala|xml)\n(.*?)```".r.findAllMatchIn(page).map(m => m.group(1) -> m.group(2)).toSeq

  def trimmed(text: String): String = text.linesIterator.map(_.trim).filter(_.nonEmpty).mkString("\n", "\n", "\n")
}
