package traversalperfs.server

import traversalperfs.workloads.traversal.{TraversalClient, TraversalSettings}
import traversalperfs.tree.{TreeClient, TreeKey, TreeOracle}
import traversalperfs.server.{
  Directories, EmbeddedNeo4j, Neo4jVersions, OfflinePopulate, PopulateDecision, ServerSettings
}
import traversalperfs.targets.{CypherOracle, CypherRunner, Target}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, Tag, Test, TestInstance}
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import traversalperfs.workloads.permissions.{PermissionsClient, PermissionsKey, PermissionsOracle}
import traversalperfs.testing.Lanes

import java.nio.file.{Files, Path, Paths}
import java.util.concurrent.{Executors, TimeUnit}
import scala.util.Try

/**
 * The bulk populate on real servers: a store written offline answers what a tree populated through the server answers
 * (each offline writer: the batch inserter through 2.x's and 3.x's API, 4.4's, and 5.x's import API), and a writer
 * killed midway leaves nothing the next run takes for a tree.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Servers)
class BulkPopulateOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private def home(name: String): Path = baseDir.resolve(s"target/test-neo4j/bulk-$name")

  @AfterAll def removeTheStores(): Unit =
    Files.list(baseDir.resolve("target/test-neo4j")).filter(_.getFileName.toString.startsWith("bulk-"))
      .forEach(p => Directories.deleteRecursively(p))

  /** Each writer once (2.x's and 3.x's API differ), each with a seed of its own: a server start costs 3 to 10 s. */
  @ParameterizedTest
  @CsvSource(Array("2.2.10, 7", "3.0.12, 12", "4.4.48, 21", "5.26.30, 33"))
  def aBulkPopulatedStoreAnswersWhatAServerPopulatedOneDoes(version: String, seed: Long): Unit = {
    val tree = TreeKey(2, 3, seed)
    val settings =
      ServerSettings(Neo4jVersions.require(version, baseDir), home(s"$version-$seed"), "512m", "32m", baseDir)
    Directories.deleteRecursively(settings.home)
    val populated = OfflinePopulate.write(settings, tree.bulk)
    assertEquals(BigInt(tree.nodeCount), (populated \ "nodes").values, s"$populated")
    val server = EmbeddedNeo4j.start(settings)
    try {
      val client = new TreeClient(server.baseUrl, None)
      val bulk = client.tree().get
      assertEquals((tree, true, tree.nodeCount), (bulk.key, bulk.complete, bulk.nodes), s"$version: $bulk")
      if (!version.startsWith("2.") && !version.startsWith("3.")) assertEquals(NeoMadeIndexes, indexes(server), version)
      val bulkAnswers = answers(client, tree)
      client.deleteTree()
      client.populate(tree)
      val served = client.tree().get
      assertEquals(served.trueBNodes, bulk.trueBNodes, version)
      assertEquals(answers(client, tree), bulkAnswers, s"$version seed $seed: bulk vs through the server")
      assertEquals(
        TreeOracle.allStarts(tree).map(start => (start, TreeOracle.count(tree, start))),
        bulkAnswers.collect { case ((start, "depth-first", "framework"), count) => (start, count) }, version)
    } finally server.close()
  }

  /** The batch inserter with its deferred indexes (3.0.12), the import API with relationship properties (5.26.30). */
  @ParameterizedTest
  @CsvSource(Array("3.0.12", "5.26.30"))
  def aBulkPopulatedPermissionsDatasetAnswersWhatAServerPopulatedOneDoes(version: String): Unit = {
    val key =
      PermissionsKey(users = 40, groups = 5, folders = 30, documents = 1500, userGrants = 5, groupGrants = 20, seed = 3)
    val settings =
      ServerSettings(Neo4jVersions.require(version, baseDir), home(s"permissions-$version"), "512m", "32m", baseDir)
    Directories.deleteRecursively(settings.home)
    OfflinePopulate.write(settings, key.bulk)
    val server = EmbeddedNeo4j.start(settings)
    try {
      val target = Target.embedded(server)
      val permissions = new PermissionsClient(target.client)
      val bulk = permissions.describe().get
      assertEquals((key, true), (bulk.key, bulk.complete), s"$version: $bulk")
      val oracle = new PermissionsOracle(target.cypherOracle)
      val users = oracle.ids("User")
      val documents = oracle.ids("Document")
      assertEquals((key.users, key.documents), (users.size, documents.size))
      // every user, each asking for a different tenth of the documents
      def answers() = users.zipWithIndex.map { case (user, i) =>
        user -> permissions.check(user, documents.drop(i % 10 * documents.size / 10).take(documents.size / 10)).sorted
      }
      val bulkAnswers = answers()
      assertTrue(bulkAnswers.exists(_._2.nonEmpty), "some user may read some document")
      permissions.delete()
      permissions.populate(key)
      assertEquals(bulk.grants, permissions.describe().get.grants, version)
      assertEquals(answers(), bulkAnswers, s"$version: bulk vs through the server")
    } finally server.close()
  }

  /**
   * The token lookup indexes every 4.x/5.x database Neo4j makes has (2.x and 3.x always keep a label scan store): a
   * bulk-written store without them scans every node for each label lookup.
   */
  private val NeoMadeIndexes = Seq("LOOKUP NODE ONLINE", "LOOKUP RELATIONSHIP ONLINE")

  private def indexes(server: EmbeddedNeo4j): Seq[String] = {
    val cypher = CypherRunner.overBolt(server.boltUri.get, None)
    try new CypherOracle(cypher).strings(
        "SHOW INDEXES YIELD type, entityType, state RETURN type + ' ' + entityType + ' ' + state ORDER BY entityType")
    finally cypher.close()
  }

  /** Every start's count, both orders, through the original traversal and the `cached` strategy. */
  private def answers(client: TreeClient, tree: TreeKey): Seq[((String, String, String), Long)] =
    for {
      strategy <- Seq("framework", "cached")
      order <- TraversalSettings.Orders
      start <- TreeOracle.allStarts(tree)
    } yield (start, order, strategy) -> new TraversalClient(client.extension).traverse(start, order, "none", strategy)

  /** 2026.x changed the import API the 5.26 jar's writer calls: its datasets go through the server, and it says why. */
  @Test def aVersionWithoutAnOfflineWriterIsPopulatedThroughTheServer(): Unit =
    for (mode <- Seq("auto", "bulk")) {
      val decision = OfflinePopulate.decide(mode, Neo4jVersions.require("2026.08.1", baseDir), home("none-2026"),
        TreeKey(5, 4, 42).bulk)
      assertEquals(
        PopulateDecision.ThroughServer(s"populate=$mode, but Neo4j 2026.08.1's import API is not the one " +
          "the extension's offline writer calls (5.26's)"), decision)
    }

  @Test def aKilledBulkPopulateLeavesNoTreeAndTheNextRunWritesItWhole(): Unit = {
    val tree = TreeKey(5, 4, 5) // ~5 s to write: time to kill it midway
    val settings = ServerSettings(Neo4jVersions.require("3.0.12", baseDir), home("killed"), "1g", "64m", baseDir)
    Directories.deleteRecursively(settings.home)
    Directories.deleteRecursively(OfflinePopulate.stagingOf(settings.home))
    val writer = new java.util.concurrent.CompletableFuture[Process]()
    val writing = Executors.newSingleThreadExecutor().submit(() =>
      Try(OfflinePopulate.write(settings, tree.bulk, writer.complete)))
    awaitProgress(settings.home)
    writer.get(1, TimeUnit.MINUTES).destroyForcibly() // SIGKILL, as a crash or an impatient user would
    val killed = writing.get(2, TimeUnit.MINUTES)
    assertTrue(killed.isFailure && killed.failed.get.getMessage.contains("failed (exit 137)"), s"$killed")
    val layout = Neo4jVersions.find("3.0.12").get.layout
    assertFalse(layout.hasDatabase(settings.home), "a killed writer's store was moved into place")
    assertTrue(Files.isDirectory(OfflinePopulate.stagingOf(settings.home)), "the killed writer's leftover")

    assertTrue(OfflinePopulate.decide("auto", settings.neo4j, settings.home, tree.bulk).isInstanceOf[
        PopulateDecision.Offline],
      "the next run must write the tree again")
    OfflinePopulate.beforeStart("auto", settings, tree.bulk)
    assertFalse(Files.exists(OfflinePopulate.stagingOf(settings.home)), "the leftover is gone")
    val server = EmbeddedNeo4j.start(settings)
    try {
      val client = new TreeClient(server.baseUrl, None)
      val stored = client.tree().get
      assertEquals((tree, true, tree.nodeCount), (stored.key, stored.complete, stored.nodes))
      assertEquals(TreeOracle.count(tree, ""),
        new TraversalClient(client.extension).traverse("", "breadth-first", "none", "cached"))
    } finally server.close()
  }

  /** Waits for the writer's first progress line: part of the tree is written, not all. */
  private def awaitProgress(home: Path): Unit = {
    val log = home.resolveSibling(home.getFileName.toString + ".bulk.log")
    val deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2)
    while (!(Files.exists(log) && Files.readString(log).contains(" / 1,398,101 nodes ("))) {
      assertTrue(System.nanoTime() < deadline, "the writer never reported progress")
      Thread.sleep(50)
    }
  }
}
