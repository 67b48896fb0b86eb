package traversalperfs.copies

import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions}
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.net.URLClassLoader
import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The copy spool's two sides agree: what the lab's writer ([[CopySpool]]) writes, the extension's reader
 * (`com.ekino.neo4j.shared.CopySpool`, compiled for Java 8 into the extension jar, which the lab does not depend on)
 * reads back the same, every kind of value; loaded here from the built jar on its version's classpath, as the offline
 * writer's JVM loads it. A file that is not a spool is refused by the reader.
 */
@Tag(Lanes.Units)
class CopySpoolRoundTripTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/copy-spool-round-trip")

  private def properties(values: (String, AnyRef)*): java.util.Map[String, AnyRef] = {
    val map = new java.util.LinkedHashMap[String, AnyRef]()
    values.foreach { case (k, v) => map.put(k, v) }
    map
  }

  @Test def theExtensionReadsWhatTheLabWrites(): Unit = {
    Directories.deleteRecursively(work)
    val file = work.resolve("graph.spool")
    val spool = new CopySpool(file)
    spool.node(CopiedNode(7, Seq("Person", "Admin"),
        properties("name" -> "Ann é ✓", "age" -> Long.box(41),
          "small" -> Int.box(3), "score" -> Double.box(2.5), "active" -> Boolean.box(true),
          "tags" -> java.util.List.of("a", "b"), "ids" -> java.util.List.of(Long.box(1), Long.box(2)),
          "weights" -> java.util.List.of(Double.box(0.5)), "flags" -> java.util.List.of(Boolean.box(false)))))
    spool.node(CopiedNode(9, Nil, properties()))
    spool.relationship(CopiedRelationship(1, 7, 9, "KNOWS", properties("since" -> Long.box(2016))))
    assertEquals(Right(file), spool.finish())

    val reader = Reader(file)
    try {
      val first = reader.node().get
      assertEquals((7L, Seq("Person", "Admin")), (first.id, first.labels))
      assertEquals(Map[String, Any]("name" -> "Ann é ✓", "age" -> 41L, "small" -> 3L, "score" -> 2.5,
          "active" -> true, "tags" -> Seq("a", "b"), "ids" -> Seq(1L, 2L), "weights" -> Seq(0.5),
          "flags" -> Seq(false)), first.properties)
      val second = reader.node().get
      assertEquals((9L, Nil, Map.empty), (second.id, second.labels, second.properties))
      assertEquals(None, reader.node())
      assertEquals(Some((7L, 9L, "KNOWS", Map[String, Any]("since" -> 2016L))), reader.relationship())
      assertEquals(None, reader.relationship())
    } finally reader.close()
  }

  @Test def aSpoolGivenUpLeavesNothingAndAnotherFileIsRefused(): Unit = {
    Directories.deleteRecursively(work)
    val file = work.resolve("dated.spool")
    val spool = new CopySpool(file)
    spool.node(CopiedNode(1, Seq("Event"), properties("at" -> java.time.LocalDate.of(2016, 1, 1))))
    assertTrue(spool.finish().left.exists(_.contains("property 'at' of a node is a LocalDate")))
    assertFalse(Files.exists(file) || Files.exists(file.resolveSibling("dated.spool.partial")))
    val other = work.resolve("other.spool")
    val out = new java.io.DataOutputStream(Files.newOutputStream(other))
    try out.writeUTF("another tool's spool 1")
    finally out.close()
    val refused = assertThrows(classOf[java.lang.reflect.InvocationTargetException], () => { Reader(other); () })
    assertTrue(refused.getCause.getMessage.contains("is not a copy spool of the lab's"), refused.getCause.getMessage)
  }

  /** The extension's reader, from its jar on 3.5.35's classpath (the graph API's Label and RelationshipType). */
  private final case class Node(id: Long, labels: Seq[String], properties: Map[String, Any])

  private final class Reader(spool: AnyRef, loader: URLClassLoader) {
    private def field(o: AnyRef, name: String): AnyRef = o.getClass.getField(name).get(o)

    private def values(map: AnyRef): Map[String, Any] =
      map.asInstanceOf[java.util.Map[String, AnyRef]].asScala.toMap.map {
        case (k, v: Array[String]) => k -> v.toSeq
        case (k, v: Array[Long]) => k -> v.toSeq
        case (k, v: Array[Double]) => k -> v.toSeq
        case (k, v: Array[Boolean]) => k -> v.toSeq
        case (k, v) => k -> v
      }

    def node(): Option[Node] = Option(spool.getClass.getMethod("nextNode").invoke(spool)).map(n =>
      Node(field(n, "id").asInstanceOf[Long], field(n, "labelNames").asInstanceOf[Array[String]].toSeq,
        values(field(n, "properties"))))

    def relationship(): Option[(Long, Long, String, Map[String, Any])] =
      Option(spool.getClass.getMethod("nextRelationship").invoke(spool)).map(r =>
        (field(r, "start").asInstanceOf[Long], field(r, "end").asInstanceOf[Long], field(r, "type").toString,
          values(field(r, "properties"))))

    def close(): Unit = { spool.getClass.getMethod("close").invoke(spool); loader.close() }
  }

  private object Reader {
    def apply(file: Path): Reader = {
      val classpath = EmbeddedNeo4j.classpath(baseDir, Neo4jVersions.V3_5).split(java.io.File.pathSeparator)
      val loader = new URLClassLoader(classpath.map(p => Path.of(p).toUri.toURL), ClassLoader.getPlatformClassLoader)
      val reader = loader.loadClass("com.ekino.neo4j.shared.CopySpool")
      new Reader(reader.getConstructor(classOf[Path]).newInstance(file).asInstanceOf[AnyRef], loader)
    }
  }
}
