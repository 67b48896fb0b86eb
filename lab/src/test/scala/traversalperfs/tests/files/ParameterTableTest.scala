package traversalperfs.tests.files

import traversalperfs.settings.{Parameter, ParameterCatalog, ParameterForm, Parameters}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import traversalperfs.docs.{DocBlock, ParameterTable}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The parameter table is the code's own list: every [[traversalperfs.settings.Parameter]] of [[ParameterCatalog]] is in
 * its list once and read somewhere, a read of an unlisted one fails at once, and docs/parameters.md shows the list as
 * it is.
 */
class ParameterTableTest {
  private val root = Paths.get("").toAbsolutePath

  private def sources: Seq[Path] = Seq("lab/src/main/scala", "lab/src/test/scala", "src/test/scala").flatMap { dir =>
    Files.walk(root.resolve(dir)).iterator().asScala.filter(_.toString.endsWith(".scala")).toSeq
  }.filterNot(f => Set("ParameterCatalog.scala", "ParameterTableTest.scala").contains(f.getFileName.toString))

  /** The catalog's parameters by the name of the value that holds each. */
  private val declared: Map[String, Parameter[_]] = ParameterCatalog.getClass.getDeclaredFields.toSeq
    .filter(f => classOf[Parameter[_]].isAssignableFrom(f.getType)).map { field =>
      field.setAccessible(true)
      field.getName -> field.get(ParameterCatalog).asInstanceOf[Parameter[_]]
    }.toMap

  @Test def everyParameterDeclaredIsListedOnceUnderItsOwnName(): Unit = {
    assertTrue(declared.size > 80, s"${declared.size} parameters found by reflection")
    assertEquals(declared.values.map(_.name).toSet, ParameterCatalog.All.map(_.name).toSet,
      "a parameter declared in ParameterCatalog but missing from All (or the reverse)")
    assertEquals(ParameterCatalog.All.size, ParameterCatalog.All.map(_.name).distinct.size, "a name twice")
  }

  @Test def everyParameterInTheCatalogIsReadSomewhere(): Unit = {
    val text = sources.map(Files.readString).mkString("\n")
    val ignored =
      declared.keys.filterNot(field => raw"""\b(P|ParameterCatalog)\.$field\b""".r.findFirstIn(text).isDefined)
    assertTrue(ignored.isEmpty, s"in ParameterCatalog but read nowhere: $ignored")
  }

  @Test def readingAParameterMissingFromTheCatalogFailsAtOnce(): Unit = {
    val secret = Parameter("lab.secret", ParameterForm.Text, None, "", Nil)
    val refused = assertThrows(classOf[IllegalStateException], () => Parameters.of("lab.secret" -> "1").get(secret))
    assertEquals("parameter 'lab.secret' is not in ParameterCatalog: add it there", refused.getMessage)
    assertEquals(Some("2.2.10.csv"),
      Parameters.of("csv.2.2.10" -> "2.2.10.csv").get(ParameterCatalog.CsvOfVersion.at("2.2.10")))
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
