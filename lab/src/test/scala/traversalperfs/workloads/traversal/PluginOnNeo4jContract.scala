package traversalperfs.workloads.traversal

import traversalperfs.tree.{TreeClient, TreeKey, TreeOracle}
import traversalperfs.workloads.traversal.{CypherCounts, StartSample, StrategyTable, TraversalClient, TraversalSettings}
import traversalperfs.server.{EmbeddedNeo4j, Neo4jVersions}
import traversalperfs.targets.{CypherOracle, CypherRunner}

import traversalperfs.testing.{ContractServers, Lanes, ListeningPorts, RawHttp}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Tag, Test, TestInstance}

import java.nio.file.Paths

/**
 * The extension on a real Neo4j server of one version (standalone JVM, plugin jar as users deploy it), over HTTP on
 * 127.0.0.1. Subclasses name the version; the permissions' contract uses the same server ([[ContractServers]]).
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Contract)
abstract class PluginOnNeo4jContract(version: String) {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private var server: EmbeddedNeo4j = _
  private var http: RawHttp = _
  private var lab: TraversalClient = _
  private var trees: TreeClient = _

  private val Orders = TraversalSettings.Orders
  private val Caches = TraversalSettings.Caches
  private val neo4j = Neo4jVersions.find(version).get
  /** Every strategy the server offers, with every cache choice it takes: from the server's own table. */
  private lazy val Variants: Seq[(String, String)] =
    for (strategy <- lab.strategies() if strategy.available; cache <- if (strategy.takesCache) Caches else Seq("none"))
      yield (strategy.name, cache)

  @BeforeAll def startServer(): Unit = {
    server = ContractServers.acquire(version, baseDir)
    http = new RawHttp(server.baseUrl + "/traversal-perfs")
    lab = new TraversalClient(server.baseUrl, None)
    trees = new TreeClient(lab.extension)
  }

  @AfterAll def stopServer(): Unit = ContractServers.release(version)

  @Test def countsEqualTheOracleForEveryOrderCacheAndStart(): Unit = {
    val shapes = Seq(TreeKey(1, 1, 1), TreeKey(1, 4, 7), TreeKey(2, 1, 9), TreeKey(2, 3, -5), TreeKey(3, 3, 42),
      TreeKey(4, 2, 2016))
    for (tree <- shapes) {
      val populated = freshTree(tree)
      assertEquals(tree.nodeCount, (populated \ "nodes").extract[Long], s"$tree nodes")
      assertEquals(TreeOracle.count(tree, ""), (populated \ "trueBNodes").extract[Long], s"$tree trueBNodes")
      val starts = if (tree.nodeCount <= 200) TreeOracle.allStarts(tree) else StartSample(tree, 25)
      for (start <- starts; order <- Orders; (strategy, cache) <- Variants)
        assertEquals(TreeOracle.count(tree, start), lab.traverse(start, order, cache, strategy),
          s"$tree start '$start' $order $cache $strategy")
    }
  }

  @Test def theServerOffersTheStrategiesTheVersionTableExpects(): Unit = {
    val strategies = lab.strategies()
    assertEquals(Seq("framework", "core", "request-cache", "kernel", "cached"), strategies.map(_.name))
    assertEquals(Set("framework", "core", "request-cache"), strategies.filter(_.takesCache).map(_.name).toSet)
    // the table the lab reads from the jar before any server starts is the one the server answers
    assertEquals(StrategyTable.of(baseDir, neo4j).map(r => r.name -> r.takesCache),
      strategies.map(s => s.name -> s.takesCache))
    assertEquals(neo4j.withoutStrategies, strategies.filterNot(_.available).map(_.name).toSet)
    strategies.filterNot(_.available).foreach(s => assertTrue(s.why.exists(_.nonEmpty), s.toString))
  }

  /**
   * Only the ports the lab gave it: a port of the server's own choosing (2.x and 3.0 open the remote shell's RMI port
   * 1337 unless told not to) is shared by every server of its kind, and one starting while another stops fails.
   */
  @Test def theServerListensOnlyOnThePortsItWasGiven(): Unit = {
    val given = (server.baseUrl +: server.boltUri.toSeq).map(uri => java.net.URI.create(uri).getPort).toSet
    assertEquals(given, ListeningPorts.of(server.pid), s"ports of Neo4j $version (given: $given)")
  }

  @Test def sixteenConcurrentMixedTraversalsAllGetTheOracleCounts(): Unit = {
    val tree = TreeKey(4, 3, 16)
    freshTree(tree)
    val starts = StartSample(tree, 8)
    val variants = (0 until 48).map(i => (starts(i % starts.size), Orders(i % 2), Variants((i / 2) % Variants.size)))
    val pool = java.util.concurrent.Executors.newFixedThreadPool(16)
    try {
      val answers = variants.map { case (start, order, (strategy, cache)) =>
        pool.submit(() => (start, order, cache, strategy, lab.traverse(start, order, cache, strategy)))
      }.map(_.get(2, java.util.concurrent.TimeUnit.MINUTES))
      for ((start, order, cache, strategy, count) <- answers)
        assertEquals(TreeOracle.count(tree, start), count, s"start '$start' $order $cache $strategy")
    } finally pool.shutdownNow()
  }

  @Test def everyAnswerCarriesTheServerSideFigures(): Unit = {
    val tree = TreeKey(3, 3, 8)
    freshTree(tree)
    val framework = lab.traversal("", "depth-first", "none", "framework")
    assertEquals(tree.nodeCount, (framework \ "nodesVisited").extract[Long])
    assertTrue((framework \ "allocatedBytes").extract[Long] > 0, framework.toString)
    // the original's profile: 2-3 hasLabel per node, one getRelationships per expanded node, getProperty per B node
    val calls = framework \ "calls"
    val hasLabel = (calls \ "hasLabel").extract[Long]
    assertTrue(hasLabel >= 2 * tree.nodeCount && hasLabel <= 3 * tree.nodeCount, calls.toString)
    assertEquals(tree.nodeCount, (calls \ "getRelationships").extract[Long],
      "the framework expands every node, leaves too")
    val core = lab.traversal("", "breadth-first", "none", "core") \ "calls"
    assertEquals(tree.nodeCount, (core \ "getLabels").extract[Long], "labels read once per node")
    assertEquals(0L, (core \ "hasLabel").extract[Long])
    val cached = lab.traversal("", "depth-first", "label+property", "framework") \ "calls"
    lab.traversal("", "depth-first", "label+property", "framework")
    val warm = lab.traversal("", "depth-first", "label+property", "framework") \ "calls"
    assertEquals(0L,
      (warm \ "getLabels").extract[Long] + (warm \ "hasLabel").extract[Long] + (warm \ "getProperty").extract[Long],
      s"a warm permanent cache answers every label and property read: $warm (first request: $cached)")
    val stats = JsonMethods.parse(http("GET", "/stats").body())
    assertTrue((stats \ "caches" \ "label" \ "entries").extract[Long] >= tree.nodeCount, stats.toString)
    assertTrue((stats \ "heap" \ "usedBytes").extract[Long] > 0, stats.toString)
    if (neo4j.withoutStrategies.contains("kernel")) {
      val refused = http("GET", "/traverse?strategy=kernel")
      assertEquals(400, refused.statusCode())
      assertTrue(refused.body().contains("kernel read API of Neo4j 2.3 or 3.0"), refused.body())
    }
  }

  @Test def cacheClearSaysWhatItClearedNeo4jsObjectCachesIncluded(): Unit = {
    val tree = TreeKey(3, 3, 8)
    freshTree(tree)
    lab.traversal("", "depth-first", "label", "framework")
    val first = JsonMethods.parse(http("POST", "/cache/clear").body())
    assertEquals(tree.nodeCount, (first \ "cleared" \ "label").extract[Long], first.toString)
    val again = JsonMethods.parse(http("POST", "/cache/clear").body())
    assertEquals(0L, (again \ "cleared" \ "label").extract[Long], again.toString)
    val (objects, objectsAgain) = (first \ "neo4jObjectCaches", again \ "neo4jObjectCaches")
    if (neo4j.objectCache) {
      // the traversal read every node through Neo4j's node cache; the clear empties it (Community, no JMX)
      assertEquals(true, (objects \ "cleared").extract[Boolean], objects.toString)
      assertTrue((objects \ "nodes").extract[Long] >= tree.nodeCount, objects.toString)
      assertTrue((objects \ "relationships").extract[Long] > 0, objects.toString)
      assertEquals(0L, (objectsAgain \ "nodes").extract[Long] + (objectsAgain \ "relationships").extract[Long],
        objectsAgain.toString)
      assertEquals(TreeOracle.count(tree, ""), lab.traverse("", "depth-first", "none"),
        "the tree still counts right from cold")
    } else {
      assertEquals(false, (objects \ "cleared").extract[Boolean], objects.toString)
      assertEquals(s"Neo4j $version has no object cache (removed in 2.3)", (objects \ "why").extract[String])
    }
  }

  @Test def cypherCountsTheSameAsTheOracle(): Unit = {
    val tree = TreeKey(3, 3, 21)
    freshTree(tree)
    val oracles = new CypherOracle(CypherRunner.overHttp(lab.extension, neo4j.server)) +:
      server.boltUri.map(uri => new CypherOracle(CypherRunner.overBolt(uri, None))).toSeq
    assertEquals(neo4j.bolt, oracles.size == 2, "Bolt where the server speaks it")
    for (cypher <- oracles; start <- StartSample(tree, 6))
      assertEquals(TreeOracle.count(tree, start), CypherCounts.count(cypher, start),
        s"start '$start' via ${cypher.via}")
  }

  @Test def unexpectedParametersAreIgnored(): Unit = {
    val tree = TreeKey(2, 2, 4)
    freshTree(tree)
    val response = http("GET", "/traverse?depthFirst&colour=blue&cache=label")
    assertEquals(200, response.statusCode(), response.body())
    assertEquals(TreeOracle.count(tree, ""), (JsonMethods.parse(response.body()) \ "count").extract[Long])
  }

  @Test def badInputGetsA4xxWithAJsonErrorAndChangesNothing(): Unit = {
    val tree = TreeKey(2, 3, 11)
    freshTree(tree)
    val before = http("GET", "/tree").body()
    val refused = Seq(
      "POST" -> "/populate" -> 409,
      "POST" -> "/populate?depth=abc" -> 400,
      "POST" -> "/populate?depth=" -> 400,
      "POST" -> "/populate?depth=0" -> 400,
      "POST" -> "/populate?fanout=-3" -> 400,
      "POST" -> "/populate?depth=99999999999999999999" -> 400,
      "POST" -> "/populate?depth=12&fanout=4" -> 400,
      "POST" -> "/populate?seed=x" -> 400,
      "GET" -> "/traverse?cache=labels" -> 400,
      "GET" -> "/traverse?cache=label,label" -> 400,
      "GET" -> "/traverse?depthFirst=yes" -> 400,
      "GET" -> "/traverse?start=a.b" -> 400,
      "GET" -> "/traverse?start=-1" -> 400,
      "GET" -> "/traverse?start=3" -> 400,
      "GET" -> "/traverse?start=0.0.0.0.0" -> 400,
      "GET" -> "/stats?gc=maybe" -> 400,
      "GET" -> "/traverse?strategy=fastest" -> 400,
      "GET" -> "/traverse?strategy=kernel&cache=label" -> 400,
      "GET" -> "/traverse?strategy=cached&cache=property" -> 400,
      "GET" -> "/tree/extra" -> 404,
      "PUT" -> "/populate" -> 405,
      "POST" -> "/traverse" -> 405,
      "GET" -> "/nothing-here" -> 404)
    for (((method, path), status) <- refused) {
      val response = http(method, path)
      assertEquals(status, response.statusCode(), s"$method $path: ${response.body()}")
      val error = (JsonMethods.parse(response.body()) \ "error").extract[String]
      assertFalse(error.isEmpty || response.body().contains("Exception") || response.body().contains("\tat "),
        s"$method $path: ${response.body()}")
    }
    assertEquals(before, http("GET", "/tree").body(), "bad input changed the tree")
  }

  @Test def withoutATreeTraverseTreeAndDeleteAre404(): Unit = {
    if (trees.tree().isDefined) trees.deleteTree()
    for ((method, path) <- Seq("GET" -> "/traverse", "GET" -> "/tree", "DELETE" -> "/tree")) {
      val response = http(method, path)
      assertEquals(404, response.statusCode(), s"$method $path: ${response.body()}")
      assertTrue(response.body().contains("no tree"), response.body())
    }
  }

  @Test def populateTwiceIs409AndDeleteThenPopulateWorks(): Unit = {
    val first = TreeKey(2, 2, 1)
    freshTree(first)
    val again = http("POST", "/populate?depth=3&fanout=2&seed=1")
    assertEquals(409, again.statusCode())
    assertTrue(again.body().contains("depth 2, fanout 2, seed 1"), again.body())
    trees.deleteTree()
    val second = TreeKey(3, 2, 1)
    trees.populate(second)
    assertEquals(Some(second), trees.tree().map(_.key))
    assertEquals(TreeOracle.count(second, ""), lab.traverse("", "depth-first", "label+property"))
  }

  @Test def plainTextAnswersJustTheCountLikeTheOriginal(): Unit = {
    val tree = TreeKey(2, 3, 3)
    freshTree(tree)
    val response = http("GET", "/traverse?depthFirst", "Accept" -> "text/plain")
    assertEquals(200, response.statusCode())
    assertEquals(TreeOracle.count(tree, "").toString, response.body())
    assertEquals(200, http("GET", "/cache/clear").statusCode())
  }

  @Test def theTreeDescribesItselfAndTheServerVersion(): Unit = {
    val tree = TreeKey(1, 3, 5)
    freshTree(tree)
    val info = trees.tree().get
    assertEquals(tree, info.key)
    assertTrue(info.complete)
    assertEquals(version, info.neo4jVersion)
    assertEquals(Some(TreeOracle.count(tree, "")), info.trueBNodes)
  }

  private def freshTree(tree: TreeKey): JValue = {
    if (trees.tree().isDefined) trees.deleteTree()
    trees.populate(tree)
  }
}

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2210)
class PluginOnNeo4j2210Test extends PluginOnNeo4jContract("2.2.10")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2312)
class PluginOnNeo4j2312Test extends PluginOnNeo4jContract("2.3.12")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V3012)
class PluginOnNeo4j3012Test extends PluginOnNeo4jContract("3.0.12")

/** The same jar on 3.5 (the kernel strategy's API is gone there: it answers 400, as on 2.2). */
@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V3535)
class PluginOnNeo4j3535Test extends PluginOnNeo4jContract("3.5.35")

/** The second jar (plugin-neo4j4), on the 4.x API. */
@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V4448)
class PluginOnNeo4j4448Test extends PluginOnNeo4jContract("4.4.48")

/** The third jar (plugin-neo4j5): the same sources compiled against 5.26. */
@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V52630)
class PluginOnNeo4j52630Test extends PluginOnNeo4jContract("5.26.30")

/** The calendar-versioned line on its own JDK (21+): the 5.26 jar, unchanged. */
@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2026081)
class PluginOnNeo4j2026081Test extends PluginOnNeo4jContract("2026.08.1")
