package traversalperfs

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/**
 * Gatling and the Neo4j driver share one netty (the lab's and the root pom's netty BOM): on the classpath the
 * simulations and these tests run on, every netty module has the same version (netty-tcnative has its own line).
 */
@Tag(Lanes.Files)
class OneNettyTest {
  @Test def everyNettyModuleHasTheSameVersion(): Unit = {
    // Surefire starts the tests from a manifest-only jar: the classpath it built is in its own property
    val jars = sys.props.getOrElse("surefire.test.class.path", sys.props("java.class.path")).split(
      java.io.File.pathSeparator).toSeq
      .map(p => java.nio.file.Paths.get(p).getFileName.toString)
      .filter(name => name.startsWith("netty-") && !name.startsWith("netty-tcnative"))
    val versions = jars.flatMap(name => """-(\d+\.\d+\.\d+\.Final)""".r.findFirstMatchIn(name).map(_.group(1))).distinct
    assertTrue(jars.exists(_.startsWith("netty-handler-")), s"netty on the classpath: $jars")
    assertEquals(1, versions.size, s"netty versions: $versions in $jars")
  }
}
