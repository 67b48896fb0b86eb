package traversalperfs.tests.files

import traversalperfs.settings.{ParameterCatalog, Parameters}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import traversalperfs.docs.{DocBlock, ParameterTable}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The parameter table is the code's own list: every name the sources read is in [[ParameterCatalog]], every name there
 * is read somewhere, a read of an unlisted name fails at once, and docs/parameters.md shows the list as it is.
 */
class ParameterTableTest {
  private val root = Paths.get("").toAbsolutePath
  private val Read =
    """\b(?:raw|string|positiveInt|nonNegativeInt|long|choices|choice|ratePerSecond|number|memorySize|percent)\((?:parameters,\s*)?(s?)"([a-z][\w.$-]*)"""".r

  private def sources: Seq[Path] = Seq("lab/src/main/scala", "lab/src/test/scala", "src/test/scala").flatMap { dir =>
    Files.walk(root.resolve(dir)).iterator().asScala.filter(_.toString.endsWith(".scala")).toSeq
  }.filterNot(f => Set("ParameterCatalog.scala", "ParameterTableTest.scala").contains(f.getFileName.toString))

  /** Names read with a literal, `csv.$version` as `csv.<version>`. */
  private def namesRead: Map[String, Seq[String]] = sources.flatMap { file =>
    Read.findAllMatchIn(Files.readString(file)).map { m =>
      val name = if (m.group(1) == "s") m.group(2).replaceAll("""\$\w+""", "<version>") else m.group(2)
      name -> root.relativize(file).toString
    }
  }.groupMap(_._1)(_._2)

  @Test def everyNameTheSourcesReadIsInTheCatalog(): Unit = {
    val missing = namesRead.filter { case (name, _) =>
      !ParameterCatalog.All.exists(_.name == name) && ParameterCatalog.find(name).isEmpty
    }
    assertTrue(missing.isEmpty, s"read but not in ParameterCatalog (and so not in docs/parameters.md): $missing")
  }

  @Test def everyNameInTheCatalogIsReadSomewhere(): Unit = {
    val read = namesRead.keySet
    val ignored = ParameterCatalog.All.map(_.name).filterNot(read.contains)
    assertTrue(ignored.isEmpty, s"in ParameterCatalog but read nowhere: $ignored")
  }

  @Test def readingANameMissingFromTheCatalogFailsAtOnce(): Unit = {
    val refused =
      assertThrows(classOf[IllegalStateException], () => Parameters.of("lab.secret" -> "1").raw("lab.secret"))
    assertEquals("parameter 'lab.secret' is not in ParameterCatalog: add it there", refused.getMessage)
    assertEquals(Some("2.2.10.csv"), Parameters.of("csv.2.2.10" -> "2.2.10.csv").raw("csv.2.2.10"))
  }

  @Test def theEnvironmentNameTurnsDotsAndDashesIntoUnderscores(): Unit = {
    assertEquals("PAUSE_MAX", Parameters.envName("pause.max"))
    assertEquals("LAB_INJECTORCPUMAX", Parameters.envName("lab.injectorCpuMax"))
    assertEquals("A_B_C", Parameters.envName("a-b.c"))
    assertTrue(ParameterTable.markdown.exists(_.startsWith("| `pause.max` | `PAUSE_MAX` |")))
  }

  @Test def docsParametersShowsTheCatalogAsItIs(): Unit = {
    val page = root.resolve("docs/parameters.md")
    val blocks = DocBlock.in(page, Files.readAllLines(page).asScala.toSeq).fold(p => fail(p), identity)
    val table = blocks.find(_.source.contains("parameters")).getOrElse(
      fail("docs/parameters.md has no <!-- generated parameters --> block"))
    assertEquals(ParameterTable.markdown, table.body,
      "docs/parameters.md differs from the code's list: ./mvnw -B -q -Pdocs verify -DskipTests")
    assertEquals(ParameterCatalog.All.size + 2, table.body.size)
    for (name <- Seq("cypher.requests", "cypher.seconds", "lab.summary", "lab.basedir", "diff.threshold", "compare.aa",
        "baseline", "run", "lab.calibration", "lab.injectorCpuMax", "lab.idleMin", "lab.onTimeMin", "lab.pin"))
      assertTrue(table.body.exists(_.startsWith(s"| `$name` |")), name)
    assertTrue(table.body.exists(_.startsWith("| `strategies` | `STRATEGIES` | what the server offers |")))
  }
}
