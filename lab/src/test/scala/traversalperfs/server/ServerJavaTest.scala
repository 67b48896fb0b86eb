package traversalperfs.server

import traversalperfs.testing.Lanes
import traversalperfs.server.{InstalledJdks, Jdk, Neo4jVersions, ServerJava}
import traversalperfs.settings.UserError
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import java.nio.file.attribute.PosixFilePermissions

/**
 * Which JDK each server runs on: found as Maven finds them (toolchains, `*JAVA*HOME*` variables, installed
 * directories), chosen in the version's supported range, else one it runs on (flagged), else refused in one line naming
 * what to install; `neo4j.java` names one. The JDK homes here are made by the test (a `release` file and an executable
 * `bin/java`), so the choice is tested whatever this machine has.
 */
@Tag(Lanes.Units)
class ServerJavaTest {
  private val root = Files.createTempDirectory("jdks")
  private val baseDir = Paths.get("").toAbsolutePath
  private def version(v: String) = Neo4jVersions.find(v).get

  private def jdk(name: String, javaVersion: String): Path = {
    val home = Files.createDirectories(root.resolve(name))
    Files.writeString(home.resolve("release"), s"""IMPLEMENTOR="test"\nJAVA_VERSION="$javaVersion"\n""")
    val java = Files.createDirectories(home.resolve("bin")).resolve("java")
    Files.writeString(java, "#!/bin/sh\n")
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"))
    home
  }

  private def own(feature: Int) = Jdk(Paths.get(s"/own/$feature"), feature, s"$feature.0.1", ServerJava.OwnJvm)
  private def found(feature: Int) = Jdk(Paths.get(s"/found/$feature"), feature, s"$feature.0.2", "installed")

  @Test def jdksAreFoundInToolchainsVariablesAndInstalledDirectoriesEachOnce(): Unit = {
    val jdk21 = jdk("toolchain-21", "21.0.5")
    val jdk25 = jdk("variable-25", "25.0.1")
    val installed = Files.createDirectories(root.resolve("installed"))
    val jdk8 = jdk("installed/jdk8", "1.8.0_402")
    Files.createDirectories(installed.resolve("not-a-jdk"))
    val toolchains = Files.writeString(root.resolve("toolchains.xml"),
      s"""<toolchains><toolchain><type>jdk</type><provides><version>21</version></provides>
        |<configuration><jdkHome>$jdk21</jdkHome></configuration></toolchain>
        |<toolchain><type>netbeans</type><configuration><jdkHome>$jdk8</jdkHome></configuration></toolchain></toolchains>""".stripMargin)
    val jdks = InstalledJdks.find(InstalledJdks.Places(toolchains, Seq(installed, root.resolve("absent")),
        Map("JAVA_HOME_25_X64" -> jdk25.toString, "JDK21_HOME" -> jdk21.toString, "PATH" -> "/usr/bin")))
    assertEquals(Seq((21, "toolchains"), (25, "$JAVA_HOME_25_X64"), (8, "installed")),
      jdks.filterNot(_.foundIn == ServerJava.OwnJvm).map(j => (j.feature, j.foundIn)))
    assertEquals(Runtime.version().feature(), jdks.last.feature, "the lab's own JVM last")
  }

  @Test def theChoiceIsInTheSupportedRangeFirstThenWhereItRunsFlagged(): Unit = {
    val newest = ServerJava.choose(version("2026.08.1"), None, Seq(own(17), found(25)))
    assertEquals((25, true), (newest.jdk.feature, newest.supported))
    val lts = ServerJava.choose(version("5.26.30"), None, Seq(own(17), found(25)))
    assertEquals((17, true), (lts.jdk.feature, lts.supported), "the lab's own JVM when it is in range")
    val old = ServerJava.choose(version("3.0.12"), None, Seq(own(17), found(25)))
    assertEquals((17, false), (old.jdk.feature, old.supported))
    assertTrue(old.describe.contains("outside the Java 8 that Neo4j 3.0.12 supports: on Java 9 and later its Bolt " +
        "connector fails"), old.describe)
    val eight = ServerJava.choose(version("3.0.12"), None, Seq(own(17), found(8)))
    assertEquals((8, true), (eight.jdk.feature, eight.supported), "a Java 8 found is preferred for 3.0")
    val fourFour = ServerJava.choose(version("4.4.48"), None, Seq(own(25), found(17)))
    assertEquals(17, fourFour.jdk.feature, "4.4 does not start on 25: the 17 found")
  }

  @Test def noJdkThatCanRunItIsOneLineNamingWhatToInstall(): Unit = {
    val refused =
      assertThrows(classOf[UserError], () => { ServerJava.choose(version("2026.08.1"), None, Seq(own(17))); () })
    assertEquals(
      "Neo4j 2026.08.1 needs Java 21-25 and none of this machine's JDKs can run it (found: Java 17.0.1 at " +
        "/own/17): install a JDK 21 (for example Temurin 21), declare it in ~/.m2/toolchains.xml or name it with " +
        "-Dneo4j.java=<its home>", refused.getMessage)
  }

  @Test def neo4jJavaNamesAHomeOrAFeatureVersion(): Unit = {
    val jdk25 = jdk("named-25", "25.0.1")
    val named = ServerJava.choose(version("5.26.30"), Some(jdk25.toString), Seq(own(17)))
    assertEquals((25, false, "neo4j.java"), (named.jdk.feature, named.supported, named.jdk.foundIn))
    assertEquals(25, ServerJava.choose(version("5.26.30"), Some("25"), Seq(own(17), found(25))).jdk.feature)
    def refusal(requested: String) = assertThrows(classOf[UserError],
      () => { ServerJava.choose(version("2026.08.1"), Some(requested), Seq(own(17))); () }).getMessage
    assertTrue(refusal("17").startsWith("Neo4j 2026.08.1 cannot run on Java 17.0.1 (/own/17): it needs Java 21-25"),
      refusal("17"))
    assertTrue(refusal("21").startsWith("neo4j.java=21: no Java 21 among this machine's JDKs"), refusal("21"))
    assertTrue(refusal(root.toString).endsWith("is not a JDK home (a directory with bin/java and a release file)"),
      refusal(root.toString))
  }

  @Test def everyVersionsJavaRangesAreConsistent(): Unit =
    for (v <- Neo4jVersions.All) {
      assertTrue(v.java.runs.from <= v.java.supported.from && v.java.supported.from <= v.java.supported.to, v.version)
      assertTrue(v.java.runs.to >= 17 || v.java.runs.from >= 21, s"$v runs on this machine's 17 or needs 21+")
    }

  @Test def featureVersionsReadAsJavaWritesThem(): Unit = {
    assertEquals(Some(8), InstalledJdks.feature("1.8.0_402"))
    assertEquals(Some(17), InstalledJdks.feature("17.0.15"))
    assertEquals(Some(25), InstalledJdks.feature("25"))
    assertEquals(Some(21), InstalledJdks.feature("21-ea"))
  }
}
