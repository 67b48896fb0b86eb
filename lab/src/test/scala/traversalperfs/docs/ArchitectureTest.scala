package traversalperfs.docs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The lab's layers as docs/architecture.md draws them: each package of `lab/src/main/scala/traversalperfs` names only
 * the packages below it, by an import or by a full name in code (comments may point anywhere). The table is the lab's
 * own (`docs/Layers`, which the picture is drawn from), the page shows the same one (checked), and the checker is shown
 * failing on planted violations.
 */
@Tag(Lanes.Files)
class ArchitectureTest {
  private val sources = Paths.get("lab/src/main/scala/traversalperfs")

  @Test def noPackageNamesALayerAboveIt(): Unit = {
    val files = Files.walk(sources).iterator.asScala.filter(_.toString.endsWith(".scala")).toSeq
    assertTrue(files.size > 100, s"the lab's sources: ${files.size} files under $sources")
    val found = files.flatMap { file =>
      val (relative, text) = (sources.relativize(file).toString, Files.readString(file))
      LayerCheck.violations(relative, text) ++ LayerCheck.workloadNames(relative, text)
    }
    assertEquals(Nil, found, found.mkString("\n"))
    val packages =
      files.map(file => sources.relativize(file).getName(0).toString).filter(!_.endsWith(".scala")).distinct
    assertEquals(LayerCheck.Allowed.keySet, packages.toSet,
      "every package has its row in the table, every row a package")
  }

  @Test def thePlantedViolationsAreFound(): Unit = {
    val importUp = "package traversalperfs.server\n\nimport traversalperfs.workloads.permissions.PermissionsKey\n"
    assertEquals(
      Seq("server/X.scala: names traversalperfs.workloads (server may name: settings, machine, console)"),
      LayerCheck.violations("server/X.scala", importUp)
    )
    val fullNameUp = "package traversalperfs.machine\n\nobject X { def f(p: traversalperfs.tree.TreeKey) = p }\n"
    assertEquals(
      Seq("machine/X.scala: names traversalperfs.tree (machine may name: console)"),
      LayerCheck.violations("machine/X.scala", fullNameUp)
    )
    // a workload looked up by its name in a string is a dependency on it too
    val lookup =
      "package traversalperfs.settings\n\nobject X { def users(w: String) = if (w == \"permissions\") 20 else 1 }\n"
    assertEquals(
      Seq("settings/X.scala: names the workload \"permissions\" in a string (settings may not name the workloads)"),
      LayerCheck.workloadNames("settings/X.scala", lookup)
    )
    assertEquals(Nil, LayerCheck.workloadNames("workloads/X.scala", lookup.replace("settings", "workloads")))
    // the benchmarks read figures and start processes, below the comparison's orchestration
    val benchmarkUp = "package traversalperfs.boltbench\n\nimport traversalperfs.comparison.ComparisonServers\n"
    assertEquals(
      Seq(
        "boltbench/X.scala: names traversalperfs.comparison " +
          "(boltbench may name: settings, server, targets, statistics, process, machine, console)"
      ),
      LayerCheck.violations("boltbench/X.scala", benchmarkUp)
    )
    // what a comment says is not a dependency; a URL's // in a string is not a comment
    val commented = "package traversalperfs.targets\n/** see [[traversalperfs.replay.Calibration]] */\n" +
      "object X { val u = \"http://x\"; val w = traversalperfs.figures.Statistics // traversalperfs.docs\n}\n"
    assertEquals(
      Seq("targets/X.scala: names traversalperfs.figures (targets may name: settings, server, machine, console)"),
      LayerCheck.violations("targets/X.scala", commented)
    )
  }

  /**
   * The tests mirror the code: each test class sits in the package of what it tests (a package of the lab's, one of its
   * workloads', or the project's root for what spans the modules), declared as its folder says; their support is
   * `testing`. gatling-neo4j's tests mirror its packages the same way (its docs' code blocks aside).
   */
  @Test def theTestsMirrorTheCode(): Unit = {
    def folders(root: String): Set[String] = Files.walk(Paths.get(root)).iterator.asScala.filter(Files.isDirectory(_))
      .map(Paths.get(root).relativize(_).toString).toSet
    def strays(tests: String, main: Set[String], support: Set[String]): Seq[String] =
      Files.walk(Paths.get(tests)).iterator.asScala
        .filter(p => p.toString.endsWith(".scala") || p.toString.endsWith(".java")).toSeq.flatMap { file =>
          val folder = Option(Paths.get(tests).relativize(file).getParent).fold("")(_.toString)
          val declared = """(?m)^package ([\w.]+)""".r.findFirstMatchIn(Files.readString(file)).map(_.group(1))
          val expected =
            (Paths.get(tests).getFileName.toString match {
              case "traversalperfs" => "traversalperfs"
              case _ => "com.ekino.neo4j.gatling"
            }) + (if (folder.isEmpty) "" else "." + folder.replace('/', '.'))
          val supporting = support.exists(s => folder == s || folder.startsWith(s + "/"))
          Option.when(!main(folder) && !supporting)(s"$file: no package $folder in the code") ++
            Option.when(!supporting && !declared.contains(expected))(
              s"$file: declares ${declared.mkString}, not $expected")
        }
    val lab = strays("lab/src/test/scala/traversalperfs", folders("lab/src/main/scala/traversalperfs"), Set("testing"))
    val plugin = Seq("scala", "java").flatMap(language =>
      strays(s"gatling-neo4j/src/test/$language/com/ekino/neo4j/gatling",
        folders("gatling-neo4j/src/main/scala/com/ekino/neo4j/gatling") ++
          folders("gatling-neo4j/src/main/java/com/ekino/neo4j/gatling"), Set("testing", "docs")))
    assertEquals(Nil, lab ++ plugin, (lab ++ plugin).mkString("\n"))
  }

  /** Any Gatling project can add gatling-neo4j: it names nothing of the lab (the lab depends on it, not back). */
  @Test def gatlingNeo4jNamesNothingOfTheLab(): Unit = {
    val files = Files.walk(Paths.get("gatling-neo4j/src/main")).iterator.asScala
      .filter(p => p.toString.endsWith(".scala") || p.toString.endsWith(".java")).toSeq
    assertTrue(files.size > 10, s"gatling-neo4j's sources: ${files.size}")
    assertEquals(Nil, files.filter(f => Files.readString(f).contains("traversalperfs")).map(_.toString))
    val pom = Files.readString(Paths.get("gatling-neo4j/pom.xml"))
    assertFalse(pom.contains("traversal-perfs-lab"), "gatling-neo4j depends on Gatling and the driver only")
  }

  /** The picture is drawn from the same table (`-Pdocs` draws it again): it cannot show another architecture. */
  @Test def theArchitecturePictureIsDrawnFromThisTable(): Unit = {
    val committed = Files.readString(Paths.get("docs/images/architecture.svg"))
    assertEquals(traversalperfs.docs.ArchitecturePicture.svg, committed,
      "docs/images/architecture.svg is not drawn from the table: ./mvnw -B -q -Pdocs verify -DskipTests draws it")
    for (layer <- LayerCheck.Allowed.keySet) assertTrue(committed.contains(s">$layer/<"), s"the picture lacks $layer")
  }

  @Test def theArchitecturePageShowsThisTable(): Unit = {
    val page = Files.readString(Paths.get("docs/architecture.md"))
    for ((layer, below) <- LayerCheck.Allowed.toSeq)
      assertTrue(
        page.contains(LayerCheck.row(layer, below)),
        s"docs/architecture.md lacks the row: ${LayerCheck.row(layer, below)}"
      )
  }
}

/** The check of [[traversalperfs.docs.Layers]]' table against a source file. */
object LayerCheck {
  val Allowed: Map[String, Seq[String]] = traversalperfs.docs.Layers.Allowed

  def row(layer: String, below: Seq[String]): String = traversalperfs.docs.Layers.row(layer, below)

  private val Comments = """(?s)/\*.*?\*/|(?m)(?<=^|\s)//[^\n]*""".r
  /**
   * The project's packages: the lab's, the simulations and the tests above it (a property such as
   * `traversalperfs.test.delayMillis` names none).
   */
  private val Packages: Set[String] = Allowed.keySet ++ Set("simulations", "testing")
  private val Named = """traversalperfs\.(\w+)""".r

  /** What `-Dworkload` names (the file workload without its `:`). */
  private lazy val Workloads: Set[String] = traversalperfs.workloads.Workloads.All.map(_.name.stripSuffix(":")).toSet
  private val Strings = "\"([^\"\\\\\n]*)\"".r

  /**
   * A workload named in a string literal outside the packages that may name the workloads: a lookup by name, which no
   * import shows.
   */
  def workloadNames(relative: String, text: String): Seq[String] = {
    val layer = Path.of(relative).getName(0).toString
    if (layer == "workloads" || Allowed.getOrElse(layer, Nil).contains("workloads")) Nil
    else
      Strings.findAllMatchIn(Comments.replaceAllIn(text, "")).map(_.group(1))
        .filter(s => Workloads.contains(s) || Workloads.exists(w => s.startsWith(s"$w:") && !s.startsWith(s"$w://")))
        .toSeq.distinct
        .map(name => s"$relative: names the workload \"$name\" in a string ($layer may not name the workloads)")
  }

  /** `relative`: the file's path under the lab's root package (its first folder is its package). */
  def violations(relative: String, text: String): Seq[String] = {
    val layer = Path.of(relative).getName(0).toString
    val allowed = Allowed.getOrElse(layer, Nil)
    val code = Comments.replaceAllIn(text, "")
    Named.findAllMatchIn(code).map(_.group(1)).toSeq.distinct
      .filter(Packages.contains).filterNot(named => named == layer || allowed.contains(named))
      .map(named =>
        s"$relative: names traversalperfs.$named ($layer may name: ${if (allowed.isEmpty) "nothing"
          else allowed.mkString(", ")})"
      )
  }
}
