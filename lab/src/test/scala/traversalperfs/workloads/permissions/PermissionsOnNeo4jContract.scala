package traversalperfs.workloads.permissions

import traversalperfs.tree.{TreeClient, TreeKey}
import traversalperfs.server.{EmbeddedNeo4j, ServerVersion}
import traversalperfs.targets.{CypherOracle, CypherRunner}
import traversalperfs.testing.{ContractServers, Lanes, RawHttp}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.json4s._
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.TestInstance.Lifecycle
import org.junit.jupiter.api.{AfterAll, BeforeAll, Tag, Test, TestInstance}
import traversalperfs.workloads.permissions._

import java.nio.file.Paths

/**
 * The `/permissions` endpoints on a real Neo4j server of one version (the same jar as `/traversal-perfs`), over HTTP on
 * 127.0.0.1: answers equal Cypher's on small generated datasets, inherited and denied grants included; bad input is a
 * 4xx with a JSON error and changes nothing; delete removes exactly the dataset. The server is the one the traversal's
 * contract uses on that version ([[ContractServers]]).
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Contract)
abstract class PermissionsOnNeo4jContract(version: String) {
  private implicit val formats: Formats = DefaultFormats
  private val baseDir = Paths.get("").toAbsolutePath
  private var server: EmbeddedNeo4j = _
  private var http: RawHttp = _
  private var lab: TreeClient = _
  private var permissions: PermissionsClient = _
  private var oracle: PermissionsOracle = _

  /** The check's two paths: its own, and the mount point's slash (the original path, kept). */
  private val CheckPaths = Seq("/check", "/")

  private val Small = PermissionsKey(users = 30, groups = 6, folders = 60, documents = 600, userGrants = 3,
    groupGrants = 12, seed = 7)

  @BeforeAll def startServer(): Unit = {
    server = ContractServers.acquire(version, baseDir)
    http = new RawHttp(server.baseUrl + "/permissions")
    lab = new TreeClient(server.baseUrl, None)
    permissions = new PermissionsClient(lab.extension)
    oracle = new PermissionsOracle(new CypherOracle(CypherRunner.overHttp(lab.extension, ServerVersion.parse(version))))
  }

  @AfterAll def stopServer(): Unit = ContractServers.release(version)

  private def fresh(key: PermissionsKey): JValue = {
    if (permissions.describe().isDefined) permissions.delete()
    permissions.populate(key)
  }

  private def ids(label: String) = oracle.ids(label)

  @Test def answersEqualCypherWithInheritedAndDeniedGrants(): Unit = {
    // over the three datasets (one without groups, one with a folder hierarchy of three): some documents are
    // readable only through a folder above them, some grants without R allow nothing; six users of each, the two
    // cases counted on the first two (the oracle's queries are most of the test's time: twelve users with the cases
    // on each took 26 s a version, six 17 s; the seeded datasets hold both cases among their first two users)
    var inherited, denied = 0
    for (key <- Seq(Small, Small.copy(seed = 8, groups = 0, userGrants = 20), Small.copy(seed = 9, folders = 3))) {
      val populated = fresh(key)
      assertEquals(key.nodeCount, (populated \ "nodes").extract[Long], s"$key nodes")
      val documents = ids("Document")
      assertEquals(key.documents, documents.size)
      for ((user, i) <- ids("User").take(6).zipWithIndex) {
        val answer = permissions.check(user, documents).toSet
        val readable = oracle.readableIds(user, documents)
        assertEquals(readable, answer, s"$key user $user")
        if (i < 2) {
          val direct = oracle.readableIds(user, documents, levels = "*0..0")
          inherited += (readable -- direct).size
          denied += (oracle.readableIds(user, documents, withRead = false) -- readable).size
        }
      }
    }
    assertTrue(inherited > 0, "some documents are readable only through a folder above them")
    assertTrue(denied > 0, "some grants without R allow nothing")
  }

  @Test def theDatasetDescribesItselfAndJsonBodiesAnswerAsText(): Unit = {
    fresh(Small)
    val info = permissions.describe().get
    assertEquals(Small, info.key)
    assertTrue(info.complete)
    assertEquals(version, info.neo4jVersion)
    val user = ids("User").head
    val documents = ids("Document").take(50)
    val json = http.withBody("POST", "/",
      Some(
        s"""{"userId": "$user", "documentIds": [${documents.map(d => s""""$d"""").mkString(",")}]}"""),
      "Content-Type" -> "application/json")
    assertEquals(200, json.statusCode(), json.body())
    assertEquals(permissions.check(user, documents), JsonMethods.parse(json.body()).extract[List[String]])
  }

  @Test def theCheckAnswersAtItsPathWithoutATrailingSlashAndAtTheMountPointsSlash(): Unit = {
    fresh(Small)
    val user = ids("User").head
    val documents = ids("Document").take(80)
    val expected = oracle.readableIds(user, documents)
    assertTrue(expected.nonEmpty, "a user who may read some of them")
    for (path <- CheckPaths) {
      val response =
        http.withBody("POST", path, Some(PermissionsClient.body(user, documents)), "Content-Type" -> "text/plain")
      assertEquals(200, response.statusCode(), s"POST /permissions$path: ${response.body()}")
      assertEquals(expected, JsonMethods.parse(response.body()).extract[List[String]].toSet, s"POST /permissions$path")
    }
  }

  @Test def badInputGetsA4xxWithAJsonErrorAndChangesNothing(): Unit = {
    fresh(Small)
    val before = http("GET", "/dataset").body()
    val user = ids("User").head
    val document = ids("Document").head
    val tooMany = (1 to 10001).map(i => s"doc-$i").mkString(" ")
    val refused = Seq(
      ("POST", "/populate", None) -> 409,
      ("POST", "/populate?users=0", None) -> 400,
      ("POST", "/populate?documents=abc", None) -> 400,
      ("POST", "/populate?seed=x", None) -> 400,
      ("POST", "/populate?documents=10000000", None) -> 400,
      ("GET", "/nothing-here", None) -> 404) ++ CheckPaths.flatMap(check =>
      Seq(
        ("POST", check, None) -> 400,
        ("POST", check, Some("   ")) -> 400,
        ("POST", check, Some(s"$user $document")) -> 400,
        ("POST", check, Some(s"$user,")) -> 400,
        ("POST", check, Some(s",$document")) -> 400,
        ("POST", check, Some(s"nobody,$document")) -> 404,
        ("POST", check, Some(s"$user,$document no-such-document")) -> 404,
        ("POST", check, Some(s"$user,$tooMany")) -> 413,
        ("POST", check, Some("{not json")) -> 400,
        ("POST", check, Some(s"""{"userId": 3, "documentIds": ["$document"]}""")) -> 400,
        ("POST", check, Some(s"""{"userId": "$user", "documentIds": [1]}""")) -> 400,
        ("POST", check, Some(s"""{"userId": "$user", "documentIds": []}""")) -> 400,
        ("GET", check, None) -> 405))
    for (((method, path, body), status) <- refused) {
      val response = http.withBody(method, path, body, "Content-Type" -> "text/plain")
      assertEquals(status, response.statusCode(),
        s"$method $path ${body.map(_.take(80))}: ${response.body().take(300)}")
      val error = (JsonMethods.parse(response.body()) \ "error").extract[String]
      assertFalse(error.isEmpty || response.body().contains("Exception") || response.body().contains("\tat "),
        s"$method $path: ${response.body()}")
    }
    val cap = http("POST", "/populate?documents=10000000")
    assertTrue(cap.body().contains("node cap"), cap.body())
    assertEquals(before, http("GET", "/dataset").body(), "bad input changed the dataset")
  }

  @Test def deleteRemovesExactlyTheDatasetAndRefusesWhenSomethingHangsOnIt(): Unit = {
    if (permissions.describe().isDefined) permissions.delete()
    if (lab.tree().isEmpty) lab.populate(TreeKey(2, 2, 3))
    val cypher = CypherRunner.overHttp(lab.extension, ServerVersion.parse(version))
    def count(statement: String) = new CypherOracle(cypher).countOf(statement)
    val nodes = count("MATCH (n) RETURN count(n)")
    val relationships = count("MATCH ()-[r]->() RETURN count(r)")
    permissions.populate(Small)
    cypher.write("MATCH (d:Document) WITH d LIMIT 1 CREATE (:Note)-[:ABOUT]->(d)")
    try {
      val refused = http("DELETE", "/dataset")
      assertEquals(409, refused.statusCode(), refused.body())
      assertTrue(refused.body().contains("ABOUT"), refused.body())
      assertTrue(permissions.describe().exists(_.complete), "a refused delete leaves the dataset whole")
    } finally cypher.write("MATCH (n:Note)-[r:ABOUT]->() DELETE r, n")
    permissions.delete()
    assertEquals(None, permissions.describe())
    assertEquals(nodes, count("MATCH (n) RETURN count(n)"), "the tree and nothing else is left")
    assertEquals(relationships, count("MATCH ()-[r]->() RETURN count(r)"))
    assertTrue(lab.tree().exists(_.complete), "the tree is untouched")
    for ((method, path, body) <- Seq(("GET", "/dataset", None), ("DELETE", "/dataset", None),
        ("POST", "/check", Some("someone,some-document")), ("POST", "/", Some("someone,some-document")))) {
      val response = http.withBody(method, path, body)
      assertEquals(404, response.statusCode(), s"$method $path: ${response.body()}")
      assertTrue(response.body().contains("no permissions dataset"), response.body())
    }
  }
}

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2210)
class PermissionsOnNeo4j2210Test extends PermissionsOnNeo4jContract("2.2.10")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2312)
class PermissionsOnNeo4j2312Test extends PermissionsOnNeo4jContract("2.3.12")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V3012)
class PermissionsOnNeo4j3012Test extends PermissionsOnNeo4jContract("3.0.12")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V3535)
class PermissionsOnNeo4j3535Test extends PermissionsOnNeo4jContract("3.5.35")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V4448)
class PermissionsOnNeo4j4448Test extends PermissionsOnNeo4jContract("4.4.48")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V52630)
class PermissionsOnNeo4j52630Test extends PermissionsOnNeo4jContract("5.26.30")

@Tag(Lanes.Contract)
@ResourceLock(ContractServers.V2026081)
class PermissionsOnNeo4j2026081Test extends PermissionsOnNeo4jContract("2026.08.1")
