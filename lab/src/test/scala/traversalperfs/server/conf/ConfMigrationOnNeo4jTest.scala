package traversalperfs.server.conf

import traversalperfs.server.{Neo4jVersion, Neo4jVersions}
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}

/**
 * The production conf's 4.4 names on 5.26.30 and 2026.08.1, by each version's own `neo4j-admin server
 * migrate-configuration` (no server started): renamed where it renames them, a setting no version knows and a
 * clustering one (Enterprise's) left out with its words, a value its validation refuses left out with the reason and
 * the rest still carried.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@Tag(Lanes.Servers)
class ConfMigrationOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/conf-migration-test")

  private def fates(version: Neo4jVersion, extra: String*): Map[String, String] = {
    val file = ProductionConf.write(work.resolve(version.version))
    Files.writeString(file, (ProductionConf.Lines ++ extra).mkString("", "\n", "\n"))
    ConfOnVersion.of(UserConf.read(file, "neo4j.conf"), version, Map.empty,
      ConfMigration.fates(_, version, baseDir, work)).fates.map(f => f.line.name -> f.words).toMap
  }

  @Test def each5xToolRenamesWhatItKnowsAndLeavesOutWhatItDoesNot(): Unit =
    for (version <- Seq(Neo4jVersions.V5_26, Neo4jVersions.V2026)) {
      val words = fates(version)
      val by = s"Neo4j $version's neo4j-admin server migrate-configuration"
      assertEquals(s"renamed db.logs.query.enabled ($by)", words("dbms.logs.query.enabled"), version.version)
      assertEquals(s"renamed db.tx_log.rotation.retention_policy ($by)", words("dbms.tx_log.rotation.retention_policy"))
      for (name <- Seq("dbms.no_such.setting", "causal_clustering.minimum_core_cluster_size_at_formation"))
        assertEquals(s"left out: no such setting in its Community edition ($by)", words(name), name)
      assertEquals("the server JVM's -Xmx600m", words("dbms.memory.heap.max_size"))
    }

  @Test def aValueTheMigratedFileRefusesIsLeftOutWithItsReasonAndTheRestCarried(): Unit = {
    // 4.4 took true for the query log (as INFO); 5.x takes OFF, INFO or VERBOSE only
    val words = fates(Neo4jVersions.V5_26, "dbms.logs.query.enabled=true")
    assertEquals(
      "left out: as db.logs.query.enabled, 'true' not one of [OFF, INFO, VERBOSE] " +
        "(Neo4j 5.26.30's neo4j-admin server migrate-configuration)",
      words("dbms.logs.query.enabled"))
    assertTrue(words("dbms.logs.query.threshold").startsWith("renamed db.logs.query.threshold"), words.toString)
  }
}
