package traversalperfs.docs

import traversalperfs.testing.Lanes
import traversalperfs.docs.ProjectLayout
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.Paths

/** docs/reference.md's project layout is the tree's: checked on main, and shown failing on planted mistakes. */
@Tag(Lanes.Files)
class ProjectLayoutTest {
  private val root = Paths.get("").toAbsolutePath

  @Test def theListingIsTheTree(): Unit = assertEquals(Nil, ProjectLayout.problems(root))

  @Test def aStaleOrAMissingFolderIsFound(): Unit = {
    val block = Seq(
      "pom.xml                      aggregator",
      "lab/src/main/scala/traversalperfs/   the lab",
      "  lab/                       the library (a folder that is gone)",
      "  settings/                  parameters",
      "                             a description line, not a folder: nowhere/")
    val problems = ProjectLayout.problems(root, block)
    assertTrue(
      problems.contains(
        "docs/reference.md's project layout lists lab/src/main/scala/traversalperfs/lab/, which is not in the tree"),
      problems.mkString("\n"))
    assertTrue(problems.contains("docs/reference.md's project layout does not list " +
        "lab/src/main/scala/traversalperfs/server/"), problems.mkString("\n"))
    assertTrue(problems.contains("docs/reference.md's project layout does not name gatling-neo4j/"),
      problems.mkString("\n"))
    assertFalse(problems.exists(_.contains("nowhere")), "a description is not a listing")
    assertFalse(problems.exists(_.contains("settings/")), "settings/ is listed and exists")
  }
}
