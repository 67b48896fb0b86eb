package traversalperfs.server

import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, ExtensionClient}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.testing.Lanes

import java.nio.file.Paths

/**
 * Neo4j 3.0.12 on this machine's Java 17 (no Java 8 here): the server says it runs outside its supported Java, and a
 * query Java 9+ breaks there (`shortestPath`) is refused with what it means and what to do, in one line.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@Tag(Lanes.Faults)
class OldNeo4jOnNewJavaTest {
  private val baseDir = Paths.get("").toAbsolutePath

  @Test def shortestPathOnNeo4j30OnJava9PlusIsExplainedInOneLine(): Unit = {
    val home = baseDir.resolve("target/test-neo4j/old-on-new-java")
    Directories.deleteRecursively(home)
    val settings = ServerSettings(Neo4jVersions.require("3.0.12", baseDir), home, "512m", "32m", baseDir)
    org.junit.jupiter.api.Assumptions.assumeFalse(settings.java.supported, "a Java 8 runs 3.0 here: nothing breaks")
    assertTrue(settings.java.describe.contains("outside the Java 8 that Neo4j 3.0.12 supports"), settings.java.describe)
    val server = EmbeddedNeo4j.start(settings)
    try {
      val cypher = CypherRunner.overHttp(new ExtensionClient(server.baseUrl, None), settings.neo4j.server)
      cypher.write("CREATE (:P {id: 1})-[:R]->(:P {id: 2})")
      val refused = assertThrows(classOf[UserError],
        () => {
          cypher.read("MATCH (a:P {id: 1}), (b:P {id: 2}) RETURN length(shortestPath((a)-[:R*]-(b))) AS hops"); ()
        }).getMessage
      assertTrue(
        refused.startsWith("Cypher failed: Neo.DatabaseError.General.UnknownError: Method ") &&
          refused.contains("must be InterfaceMethodref constant (Neo4j 3.0's Cypher calls an interface static method " +
            "in a way Java 9 and later refuse: this query needs that server on Java 8"), refused)
      assertFalse(refused.contains("\n"), refused)
    } finally {
      server.close()
      Directories.deleteRecursively(home)
    }
  }
}
