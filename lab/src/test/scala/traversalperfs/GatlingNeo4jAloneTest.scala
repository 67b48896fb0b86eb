package traversalperfs

import traversalperfs.testing.Lanes
import traversalperfs.process.MavenRun
import traversalperfs.server.Directories
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import java.security.MessageDigest
import java.util.zip.ZipFile
import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * gatling-neo4j as a company takes it home, from what a fresh clone holds of it (its folder, the licence, the Maven
 * wrapper) and an empty Maven repository: the install docs/gatling-neo4j.md gives succeeds without the lab's modules or
 * any Neo4j server jar (it prints how long it took and how many MB it downloaded); the release profile writes the
 * bundle (jar, sources, API docs, each with the licence; the POM with licence, SCM and developers; checksums that
 * match) and refuses, in one line, to write it without the SCM it names.
 */
@Tag(Lanes.EndToEnd)
class GatlingNeo4jAloneTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/gatling-neo4j-alone")

  @Test def itInstallsAloneAndWritesItsReleaseBundle(): Unit = {
    Directories.deleteRecursively(work)
    val clone = work.resolve("clone")
    for (file <- Seq("LICENSE", "mvnw", ".mvn/wrapper/maven-wrapper.properties", "gatling-neo4j/pom.xml"))
      copy(baseDir.resolve(file), clone.resolve(file))
    Directories.copyRecursively(baseDir.resolve("gatling-neo4j/src"), clone.resolve("gatling-neo4j/src"))
    val repository = work.resolve("m2")
    val local = s"-Dmaven.repo.local=$repository"

    val began = System.nanoTime()
    val install = MavenRun.start(clone, work, "install", Seq(local),
      goals = Seq("-f", "gatling-neo4j", "install", "-DskipTests"))
    assertEquals(0, install.exitCode(), install.tail)
    val seconds = (System.nanoTime() - began) / 1e9
    val megabytes = Using.resource(Files.walk(repository))(_.iterator.asScala.filter(Files.isRegularFile(_))
        .map(Files.size).sum) / 1e6
    println(f"[gatling-neo4j alone] install from an empty Maven repository: $seconds%.0f s, $megabytes%.0f MB " +
      "downloaded (Maven's plugins, Scala's compiler, Gatling's core and the driver)")
    val coordinates = repository.resolve("com/ekino/neo4j/gatling-neo4j/0.9.0")
    assertTrue(Files.exists(coordinates.resolve("gatling-neo4j-0.9.0.jar")), install.tail)
    assertFalse(Files.exists(repository.resolve("org/neo4j/neo4j")), "no Neo4j server was downloaded")
    assertFalse(
      Using.resource(Files.list(repository.resolve("com/ekino/neo4j")))(_.iterator.asScala
          .exists(_.getFileName.toString.startsWith("traversal-perfs"))), "none of the lab's modules was built")

    val unnamed = MavenRun.start(clone, work, "release-unnamed", Seq(local),
      goals = Seq("-f", "gatling-neo4j", "-Prelease", "deploy", "-DskipTests"))
    assertNotEquals(0, unnamed.exitCode(), unnamed.tail)
    assertTrue(unnamed.output.contains("[gatling-neo4j] ERROR: -Drelease.scm=<the git URL this is built from> is " +
        "needed"), unnamed.tail)

    val scm = "https://git.example.com/traversal-perfs.git"
    val release = MavenRun.start(clone, work, "release", Seq(local, s"-Drelease.scm=$scm"),
      goals = Seq("-f", "gatling-neo4j", "-Prelease", "deploy", "-DskipTests"))
    assertEquals(0, release.exitCode(), release.tail)
    val bundle = clone.resolve("gatling-neo4j/target/release-bundle/com/ekino/neo4j/gatling-neo4j/0.9.0")
    val licence = Files.readAllBytes(baseDir.resolve("LICENSE"))
    for (classifier <- Seq("", "-sources", "-javadoc")) {
      val jar = bundle.resolve(s"gatling-neo4j-0.9.0$classifier.jar")
      assertChecksums(jar)
      Using.resource(new ZipFile(jar.toFile)) { zip =>
        val entry = Option(zip.getEntry("META-INF/LICENSE")).getOrElse(fail(s"$jar has no META-INF/LICENSE"))
        assertArrayEquals(licence, zip.getInputStream(entry).readAllBytes(), s"$jar's licence")
      }
    }
    val pom = bundle.resolve("gatling-neo4j-0.9.0.pom")
    assertChecksums(pom)
    val text = Files.readString(pom)
    for (part <- Seq("<name>Apache License, Version 2.0</name>", s"<connection>scm:git:$scm</connection>",
        "<developers>", "<description>"))
      assertTrue(text.contains(part), s"the bundle's POM has no $part")
  }

  private def copy(from: Path, to: Path): Unit = {
    Files.createDirectories(to.getParent)
    Files.copy(from, to, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES)
  }

  /** Its .sha1 and .md5 beside it, each the file's own. */
  private def assertChecksums(file: Path): Unit =
    for ((suffix, algorithm) <- Seq("sha1" -> "SHA-1", "md5" -> "MD5")) {
      val written = Files.readString(file.resolveSibling(s"${file.getFileName}.$suffix")).trim
      val actual = MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)).map("%02x".format(_)).mkString
      assertEquals(actual, written, s"$file's $suffix")
    }
}
