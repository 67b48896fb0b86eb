package traversalperfs.docs

import traversalperfs.testing.Lanes
import traversalperfs.server.ServerParameters
import traversalperfs.settings.{Parameter, ParameterCatalog, Parameters}
import traversalperfs.workloads.AllParameters
import traversalperfs.workloads.file.FileParameters
import traversalperfs.workloads.permissions.PermissionsParameters
import traversalperfs.workloads.traversal.TraversalParameters
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.docs.{DocBlock, ParameterTable}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The parameter table is the code's own list: every [[traversalperfs.settings.Parameter]] is declared in a catalog (the
 * lab's, [[ParameterCatalog]], or a workload's), gathered once into [[AllParameters]], read somewhere, and
 * docs/parameters.md shows the list as it is.
 */
@Tag(Lanes.Files)
class ParameterTableTest {
  private val root = Paths.get("").toAbsolutePath

  private def sources: Seq[Path] = Seq("lab/src/main/scala", "lab/src/test/scala", "src/test/scala").flatMap { dir =>
    Files.walk(root.resolve(dir)).iterator().asScala.filter(_.toString.endsWith(".scala")).toSeq
  }.filterNot(f => f.getFileName.toString == "ParameterTableTest.scala" || isCatalog(f))

  /** The catalogs: the lab's, the registry's and each workload's, by the name code reads them through. */
  private val catalogs: Seq[(String, AnyRef)] = Seq("P" -> ParameterCatalog, "ParameterCatalog" -> ParameterCatalog,
    "AllParameters" -> AllParameters, "TraversalParameters" -> TraversalParameters,
    "PermissionsParameters" -> PermissionsParameters, "FileParameters" -> FileParameters,
    "ServerParameters" -> ServerParameters)

  private def isCatalog(file: Path): Boolean = {
    val name = file.getFileName.toString.stripSuffix(".scala")
    catalogs.exists(_._1 == name)
  }

  /** Every catalog's parameters by the name of the value that holds each, and the catalog's name. */
  private val declared: Seq[(String, String, Parameter[_])] = catalogs.distinctBy(_._2).flatMap {
    case (name, catalog) =>
      catalog.getClass.getDeclaredFields.toSeq.filter(f => classOf[Parameter[_]].isAssignableFrom(f.getType)).map {
        field =>
          field.setAccessible(true)
          (name, field.getName, field.get(catalog).asInstanceOf[Parameter[_]])
      }
  }

  @Test def everyParameterDeclaredIsListedOnceUnderItsOwnName(): Unit = {
    assertTrue(declared.size > 80, s"${declared.size} parameters found by reflection")
    assertEquals(declared.map(_._3.name).toSet, AllParameters.All.map(_.name).toSet,
      "a parameter declared in a catalog but missing from AllParameters.All (or the reverse)")
    assertEquals(AllParameters.All.size, AllParameters.All.map(_.name).distinct.size, "a name twice")
  }

  @Test def everyParameterInTheCatalogIsReadSomewhere(): Unit = {
    val text = sources.map(Files.readString).mkString("\n")
    val readers = catalogs.map(_._1).mkString("|")
    val ignored = declared.map(_._2).filterNot(field => raw"""\b($readers)\.$field\b""".r.findFirstIn(text).isDefined)
    assertTrue(ignored.isEmpty, s"in a catalog but read nowhere: $ignored")
  }

  /** A parameter declared outside the catalogs would be read but never listed in docs/parameters.md. */
  @Test def noParameterIsDeclaredOutsideTheCatalogs(): Unit = {
    val declaration = raw"""(?m)^\s*(private\s+)?(val|def)\s+\w+\s*:\s*Parameter\[""".r
    val outside = Files.walk(root.resolve("lab/src/main/scala")).iterator().asScala
      .filter(f => f.toString.endsWith(".scala") && !isCatalog(f))
      .filter(f => declaration.findFirstIn(Files.readString(f)).isDefined).toSeq
    assertEquals(Nil, outside.map(root.relativize(_).toString))
    assertTrue(declaration.findFirstIn("object X {\n  val Secret: Parameter[String] = ???\n}").isDefined,
      "the check finds a planted declaration")
    assertEquals(Some("2.2.10.csv"),
      Parameters.of("csv.2.2.10" -> "2.2.10.csv").get(TraversalParameters.CsvOfVersion.at("2.2.10")))
  }

  @Test def theEnvironmentNameIsPrefixedWithDotsAndDashesAsUnderscores(): Unit = {
    assertEquals("TRAVERSAL_PERFS_PAUSE_MAX", Parameters.envName("pause.max"))
    assertEquals("TRAVERSAL_PERFS_LAB_INJECTORCPUMAX", Parameters.envName("lab.injectorCpuMax"))
    assertEquals("TRAVERSAL_PERFS_A_B_C", Parameters.envName("a-b.c"))
  }

  /** A generic name left in a shell changes nothing; the lab's own name does, and the run says so in one line. */
  @Test def onlyThePrefixedEnvironmentVariableChangesARun(): Unit = {
    val said = scala.collection.mutable.Buffer[String]()
    def users(environment: Map[String, String]) =
      Parameters.fromSystem(_ => None, environment.get, said += _)(traversalperfs.settings.ParameterCatalog.Users)
    val default = traversalperfs.settings.ParameterCatalog.Users.default.get
    assertEquals(default, users(Map("USERS" -> "50")), "USERS=50 is not the lab's")
    assertEquals(Nil, said.toList)
    assertEquals(50, users(Map("TRAVERSAL_PERFS_USERS" -> "50")))
    assertEquals(List("[traversal-perfs] users=50, from the environment (TRAVERSAL_PERFS_USERS)"), said.toList)
    val password = Parameters.fromSystem(_ => None, Map("TRAVERSAL_PERFS_NEO4J_PASSWORD" -> "s3cret").get, said += _)
    assertEquals(Some("s3cret"), password.get(traversalperfs.settings.ParameterCatalog.Password))
    assertTrue(said.last.endsWith("neo4j.password=(hidden), from the environment (TRAVERSAL_PERFS_NEO4J_PASSWORD)"),
      said.last)
    val given = Parameters.fromSystem(Map("users" -> "7").get, Map("TRAVERSAL_PERFS_USERS" -> "50").get, said += _)
    assertEquals(7, given(traversalperfs.settings.ParameterCatalog.Users), "-Dusers wins over the environment")
  }

  @Test def docsParametersShowsTheCatalogAsItIs(): Unit = {
    val page = root.resolve("docs/parameters.md")
    val blocks = DocBlock.in(page, Files.readAllLines(page).asScala.toSeq).fold(p => fail(p), identity)
    val table = blocks.find(_.source.contains("parameters")).getOrElse(
      fail("docs/parameters.md has no <!-- generated parameters --> block"))
    assertEquals(ParameterTable.markdown, table.body,
      "docs/parameters.md differs from the code's list: ./mvnw -B -q -Pdocs verify -DskipTests")
    assertEquals(AllParameters.All.size + 2, table.body.size)
    for (name <- Seq("cypher.requests", "cypher.seconds", "lab.summary", "lab.basedir", "diff.threshold", "compare.aa",
        "baseline", "run", "lab.calibration", "lab.injectorCpuMax", "lab.idleMin", "lab.onTimeMin", "lab.pin"))
      assertTrue(table.body.exists(_.startsWith(s"| `$name` |")), name)
    assertTrue(
      table.body.exists(_.startsWith("| `strategies` | what the server offers |")))
  }
}
