package traversalperfs.server

import traversalperfs.workloads.traversal.TraversalClient
import traversalperfs.tree.{TreeClient, TreeKey, TreeOnServer, TreeOracle}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.{Credentials, ExtensionClient, Target}
import traversalperfs.testing.{Lanes, Neo4jPassword, RawHttp}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{AfterAll, Tag, Test, TestInstance}
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import org.junit.jupiter.api.TestInstance.Lifecycle

import java.net.{InetAddress, ServerSocket}
import scala.util.Using
import java.nio.file.{Files, Path, Paths}
import java.util.concurrent.{Callable, Executors, TimeUnit}

/**
 * Crashes and races on a real Neo4j 3.0.12 server (and 5.26.30's words for a taken port): nothing is lost, nothing is
 * mixed, every state is said.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Faults)
class FaultsOnNeo4jTest {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private val version = "3.0.12"

  @AfterAll def removeTheStores(): Unit =
    for (name <- Seq("killed-populate", "concurrent-populates", "aborted-store", "leftover", "auth"))
      Directories.deleteRecursively(baseDir.resolve(s"target/test-neo4j/faults-$name"))

  private def start(name: String, fresh: Boolean = true, extra: Map[String, String] = Map.empty): EmbeddedNeo4j = {
    val home = baseDir.resolve(s"target/test-neo4j/faults-$name")
    if (fresh) Directories.deleteRecursively(home)
    EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(version, baseDir), home, "512m", "64m", baseDir,
        extraSettings = extra))
  }

  @Test def aPopulateKilledMidwayIsReportedIncompleteRefusedDeletedAndRedone(): Unit = {
    val restarted = restartAfterKillDuringPopulate("killed-populate", TreeKey(5, 4, 1))
    try {
      val http = new RawHttp(restarted.baseUrl + "/traversal-perfs")
      val tree = JsonMethods.parse(http("GET", "/tree").body())
      assertEquals(false, (tree \ "complete").extract[Boolean], s"after the kill: $tree")
      val traverse = http("GET", "/traverse")
      assertEquals(409, traverse.statusCode())
      assertTrue(traverse.body().contains("incomplete"), traverse.body())
      assertEquals(200, http("DELETE", "/tree").statusCode())
      val small = TreeKey(2, 3, 1)
      new TreeClient(restarted.baseUrl, None).populate(small)
      assertEquals(TreeOracle.count(small, ""),
        new TraversalClient(restarted.baseUrl, None).traverse("", "depth-first", "none"))
    } finally restarted.close()
  }

  @Test def twoPopulatesAtOnceOneProceedsTheOtherGets409(): Unit = {
    val server = start("concurrent-populates")
    try {
      val http = new RawHttp(server.baseUrl + "/traversal-perfs")
      val pool = Executors.newFixedThreadPool(2)
      val both = (1 to 2).map(_ =>
        pool.submit(new Callable[Int] {
          def call(): Int = http("POST", "/populate?depth=4&fanout=4&seed=3").statusCode()
        })).map(_.get(5, TimeUnit.MINUTES))
      pool.shutdown()
      assertEquals(Seq(200, 409), both.sorted)
      val tree = new TreeClient(server.baseUrl, None).tree().get
      assertTrue(tree.complete)
      assertEquals(TreeKey(4, 4, 3).nodeCount, tree.nodes)
      assertEquals(TreeOracle.count(TreeKey(4, 4, 3), ""),
        new TraversalClient(server.baseUrl, None).traverse("", "breadth-first", "none"))
    } finally server.close()
  }

  @Test def anEmbeddedStoreWithAnIncompleteTreeIsCleanedAndPopulatedAgain(): Unit = {
    val restarted = restartAfterKillDuringPopulate("aborted-store", TreeKey(5, 4, 2))
    try {
      val target = Target.embedded(restarted)
      val wanted = TreeKey(2, 2, 2)
      val tree = TreeOnServer.ensure(target, wanted)
      assertEquals(wanted, tree.key)
      assertTrue(tree.complete)
    } finally restarted.close()
  }

  @Test def aServerLeftRunningOnTheStoreIsStoppedBeforeTheNextStarts(): Unit = {
    val leftover = start("leftover")
    val next = start("leftover", fresh = false) // as a new run would, without stopping the first one
    try {
      assertFalse(leftover.isAlive, "the leftover server still runs")
      assertTrue(new ExtensionClient(next.baseUrl, None).extensionAnswers)
    } finally { next.close(); leftover.close() }
  }

  /**
   * A port taken between the lab finding it free and the server binding it: each generation says so in its own words
   * and place (3.0 in its console, 5.26 in its own log only); each is recognised and said as such. One attempt: the
   * port here is always the same one, held by the test, and each further attempt of 5.26 would take 15 s.
   */
  @ParameterizedTest
  @CsvSource(Array("3.0.12, dbms.connector.http.address", "5.26.30, server.http.listen_address"))
  def aPortTakenBeforeTheServerBindsItIsRecognisedInEveryGenerationsWords(taken: String, httpAddress: String): Unit =
    Using.resource(new ServerSocket(0, 1, InetAddress.getLoopbackAddress)) { held =>
      val home = baseDir.resolve(s"target/test-neo4j/faults-port-$taken")
      Directories.deleteRecursively(home)
      val refused = assertThrows(classOf[UserError],
        () =>
          EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(taken, baseDir), home, "512m", "64m", baseDir,
              extraSettings = Map(httpAddress -> s"127.0.0.1:${held.getLocalPort}")), attemptsLeft = 1))
      assertTrue(refused.getMessage.startsWith(s"Neo4j $taken could not bind its port; its log"), refused.getMessage)
      Directories.deleteRecursively(home)
    }

  @Test def wrongCredentialsAreRefusedInOneLineWithoutThePassword(): Unit = {
    val server = start("auth", extra = Map("dbms.security.auth_enabled" -> "true"))
    try {
      val setPassword = Neo4jPassword.set(server.baseUrl, "right-one")
      assertEquals(200, setPassword.statusCode(), setPassword.body())

      val wrong = assertThrows(classOf[UserError],
        () => new TreeClient(server.baseUrl, Some(Credentials("neo4j", "wrong-one"))).tree())
      assertEquals(s"${server.baseUrl} refused the credentials (HTTP 401): set neo4j.user and neo4j.password",
        wrong.getMessage)
      assertEquals(None, new TreeClient(server.baseUrl, Some(Credentials("neo4j", "right-one"))).tree())
    } finally server.close()
  }

  /** A server SIGKILLed while it populates `tree` (some chunks committed), then started again on its store. */
  private def restartAfterKillDuringPopulate(name: String, tree: TreeKey): EmbeddedNeo4j = {
    val first = start(name)
    val populating = Executors.newSingleThreadExecutor()
    populating.submit(() => scala.util.Try(new TreeClient(first.baseUrl, None).populate(tree)))
    awaitProgress(first.settings.home)
    first.kill()
    populating.shutdownNow()
    start(name, fresh = false)
  }

  /** Waits for the populate's first progress line: some chunks are committed, the tree is not finished. */
  private def awaitProgress(home: Path): Unit = {
    val console = home.resolve("console.log")
    val deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2)
    while (!(Files.exists(console) && Files.readString(console).contains("/ 1,398,101 nodes ("))) {
      assertTrue(System.nanoTime() < deadline, "the populate never reported progress")
      Thread.sleep(100)
    }
  }
}
