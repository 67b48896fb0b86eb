package traversalperfs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The extension's layers as docs/architecture.md draws them: each package of `com.ekino.neo4j`, in every folder of
 * `plugin/src/main/` (one per range of Neo4j versions), names only the packages below it, by an import or a full name
 * in code; shown failing on planted violations.
 */
@Tag(Lanes.Files)
class ExtensionArchitectureTest {
  private val sources = Paths.get("plugin/src/main")

  @Test def noExtensionPackageNamesALayerAboveIt(): Unit = {
    val files = Files.walk(sources).iterator.asScala.filter(_.toString.endsWith(".java")).toSeq
    assertTrue(files.size > 70, s"the extension's sources: ${files.size} files under $sources")
    val found = files.flatMap(file => ExtensionLayers.violations(file.toString, Files.readString(file)))
    assertEquals(Nil, found, found.mkString("\n"))
    val packages = files.flatMap(file => ExtensionLayers.layerOf(Files.readString(file))).distinct
    assertEquals(ExtensionLayers.Allowed.keySet, packages.toSet, "every package has its row, every row a package")
  }

  @Test def thePlantedViolationsAreFound(): Unit = {
    val up = "package com.ekino.neo4j.traversal.tree;\n\nimport com.ekino.neo4j.traversal.api.TraversalApi;\n"
    assertEquals(Seq("X.java: names traversal.api (traversal.tree may name: shared)"),
      ExtensionLayers.violations("X.java", up))
    val across = "package com.ekino.neo4j.permissions;\n/** {@link com.ekino.neo4j.bulk.BulkPopulate} */\n" +
      "class X { String s = \"com.ekino.neo4j.traversal.tree.StoredTree\"; }\n"
    assertEquals(Seq("X.java: names traversal.tree (permissions may name: shared)"),
      ExtensionLayers.violations("X.java", across))
  }

  @Test def theArchitecturePageShowsThisTable(): Unit = {
    val page = Files.readString(Paths.get("docs/architecture.md"))
    for ((layer, below) <- ExtensionLayers.Allowed.toSeq)
      assertTrue(page.contains(traversalperfs.docs.Layers.row(layer, below)),
        s"docs/architecture.md lacks: ${traversalperfs.docs.Layers.row(layer, below)}")
  }
}

/** Which packages each package of the extension may name (below it). */
object ExtensionLayers {
  val Allowed: Map[String, Seq[String]] = Map(
    "shared" -> Nil,
    "traversal.tree" -> Seq("shared"),
    "traversal.caches" -> Seq("shared", "traversal.tree"),
    "traversal.strategies" -> Seq("shared", "traversal.tree", "traversal.caches"),
    "traversal.api" -> Seq("shared", "traversal.tree", "traversal.caches", "traversal.strategies"),
    "permissions" -> Seq("shared"),
    "bulk" -> Seq("shared", "traversal.tree", "permissions")
  )

  private val Comments = """(?s)/\*.*?\*/|(?m)(?<=^|\s)//[^\n]*""".r
  private val Named = """com\.ekino\.neo4j\.(traversal\.\w+|\w+)""".r
  private val Package = """(?m)^package com\.ekino\.neo4j\.([\w.]+);""".r

  /** A file's layer: its package, `traversal.strategies.kernel` counting as `traversal.strategies`. */
  def layerOf(text: String): Option[String] =
    Package.findFirstMatchIn(text).map(_.group(1)).map(p =>
      Allowed.keys.filter(l => p == l || p.startsWith(s"$l."))
        .maxByOption(_.length).getOrElse(p))

  def violations(file: String, text: String): Seq[String] = {
    val name = Path.of(file).getFileName.toString
    val layer = layerOf(text).getOrElse("?")
    val allowed = Allowed.getOrElse(layer, Nil)
    Named.findAllMatchIn(Comments.replaceAllIn(text, "")).map(_.group(1)).toSeq.distinct
      .filter(Allowed.contains).filterNot(named => named == layer || allowed.contains(named))
      .map(named =>
        s"$name: names $named ($layer may name: ${if (allowed.isEmpty) "nothing" else allowed.mkString(", ")})")
  }
}
