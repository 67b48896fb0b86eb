package traversalperfs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import java.util.zip.ZipFile
import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * Apache License 2.0, as README says: the text at the root (LICENSE), in every jar the build made (META-INF/LICENSE,
 * the same bytes; the extension jars shade Jackson in, whose licence is the same text and whose NOTICE they keep), and
 * declared by every POM of ours without a parent (the others inherit it). The suite runs after every module is
 * packaged, so the jars are the ones this build made.
 */
@Tag(Lanes.Files)
class LicenceTest {
  private val licence = Files.readAllBytes(Paths.get("LICENSE"))
  private val modules = Seq("plugin", "plugin-neo4j4", "plugin-neo4j5", "gatling-neo4j", "lab")

  @Test def theRootHoldsTheApacheLicence(): Unit = {
    val text = new String(licence, java.nio.charset.StandardCharsets.UTF_8)
    assertTrue(
      text.contains("Apache License") && text.contains("Version 2.0, January 2004") &&
        text.contains("END OF TERMS AND CONDITIONS"), "LICENSE is the Apache License 2.0")
  }

  @Test def everyJarCarriesIt(): Unit =
    for (module <- modules) {
      val jars = Using.resource(Files.list(Paths.get(module, "target")))(_.iterator.asScala
          .filter(_.toString.endsWith(".jar")).toList)
      assertTrue(jars.nonEmpty, s"$module made no jar")
      for (jar <- jars) assertEquals(None, missing(jar), s"$jar")
    }

  @Test def theCheckFailsOnAJarWithoutIt(): Unit = {
    val jar = Files.createTempFile("no-licence", ".jar")
    try {
      Using.resource(new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) { zip =>
        zip.putNextEntry(new java.util.zip.ZipEntry("META-INF/MANIFEST.MF")); zip.closeEntry()
      }
      assertEquals(Some("no META-INF/LICENSE"), missing(jar))
    } finally Files.delete(jar)
  }

  @Test def everyPomDeclaresIt(): Unit = {
    val poms = Using.resource(Files.walk(Paths.get(""), 3))(_.iterator.asScala
        .filter(p =>
          p.getFileName.toString == "pom.xml" && !p.toString.contains("target") &&
            !p.startsWith("examples") && !p.toString.contains("src/test")).toList)
    assertTrue(poms.size > 10, poms.mkString(", "))
    for (pom <- poms) {
      val text = Files.readString(pom)
      assertTrue(text.contains("<parent>") || text.contains("<name>Apache License, Version 2.0</name>"),
        s"$pom declares no licence")
    }
  }

  /** Why a jar fails: no licence, or another text than ours. */
  private def missing(jar: Path): Option[String] = Using.resource(new ZipFile(jar.toFile)) { zip =>
    Option(zip.getEntry("META-INF/LICENSE")) match {
      case None => Some("no META-INF/LICENSE")
      case Some(entry) =>
        if (java.util.Arrays.equals(licence, zip.getInputStream(entry).readAllBytes())) None
        else Some("META-INF/LICENSE is not the repository's LICENSE")
    }
  }
}
