package traversalperfs.targets

import traversalperfs.server.{ExtensionProbe, ServerVersion}
import traversalperfs.settings.UserError
import org.json4s._
import org.json4s.native.JsonMethods

import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.net.{ConnectException, URI}
import java.nio.charset.StandardCharsets
import java.time.Duration
import java.util.Base64

/**
 * Talks to the extension outside the measured load: the server's version and stats; the tree's and the traversal's own
 * endpoints are their clients' ([[traversalperfs.tree.TreeClient]], the traversal's `TraversalClient`), over this one.
 * Credentials go only to `baseUrl`, as basic auth; they are never printed.
 */
final class ExtensionClient(val baseUrl: String, credentials: Option[Credentials]) {
  private implicit val formats: Formats = DefaultFormats
  private val http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()
  private val extension = s"$baseUrl/traversal-perfs"

  /** True once the extension answers at all (used while a server starts). */
  def extensionAnswers: Boolean = ExtensionProbe.answers(baseUrl, authorized)

  /**
   * Fails in one line unless the extension can be asked: the server reachable, the credentials taken, its cheapest
   * endpoint (the tree's description) answered, with or without a tree.
   */
  def probe(): Unit = {
    val response = call(request("/tree").GET(), Duration.ofSeconds(30))
    if (response.statusCode() != 200 && response.statusCode() != 404) failure("GET /tree", response)
  }

  /** `GET /stats`: the extension's counters, caches and the server's heap (after a full GC when `afterGc`). */
  def stats(afterGc: Boolean = false): ServerStats = {
    val response = call(request(s"/stats?gc=$afterGc").GET(), Duration.ofMinutes(2))
    if (response.statusCode() != 200) failure("GET /stats", response)
    val json = JsonMethods.parse(response.body())
    ServerStats((json \ "heap" \ "usedBytes").extract[Long], (json \ "cacheClears").extractOrElse[Long](0L),
      (json \ "caches").children.map(c => (c \ "entries").extract[Long]).sum, json)
  }

  /** The server's version, from its REST root (2.x and 3.x) or its discovery document (4.x and later). */
  def serverVersion(): ServerVersion = {
    def version(path: String) = {
      val response =
        call(authorized(HttpRequest.newBuilder(URI.create(baseUrl + path))).header("Accept", "application/json")
            .GET(), Duration.ofSeconds(30))
      if (response.statusCode() != 200) None
      else scala.util.Try((JsonMethods.parse(response.body()) \ "neo4j_version").extract[String]).toOption
    }
    ServerVersion.parse(version("/db/data/").orElse(version("/"))
        .getOrElse(UserError(s"$baseUrl does not say which Neo4j it runs: is it a Neo4j server?")))
  }

  /** A request to one of the extension's endpoints, with the credentials. */
  private[traversalperfs] def request(path: String): HttpRequest.Builder =
    authorized(HttpRequest.newBuilder(URI.create(extension + path)).header("Accept", "application/json"))

  private[traversalperfs] def authorized(builder: HttpRequest.Builder): HttpRequest.Builder =
    credentials.fold(builder) { c =>
      val token = Base64.getEncoder.encodeToString(s"${c.user}:${c.password}".getBytes(StandardCharsets.UTF_8))
      builder.header("Authorization", s"Basic $token")
    }

  private def send(builder: HttpRequest.Builder, timeout: Duration): HttpResponse[String] =
    http.send(builder.timeout(timeout).build(), HttpResponse.BodyHandlers.ofString())

  private[traversalperfs] def call(builder: HttpRequest.Builder, timeout: Duration): HttpResponse[String] = {
    val response =
      try send(builder, timeout)
      catch {
        case _: ConnectException => UserError(s"cannot reach $baseUrl: is Neo4j running there with the extension?")
        case e: java.net.http.HttpTimeoutException => UserError(s"$baseUrl did not answer in time (${e.getMessage})")
        case e: java.io.IOException =>
          UserError(s"$baseUrl went away: ${e.getClass.getSimpleName} ${Option(e.getMessage).getOrElse("")}")
      }
    if (response.statusCode() == 401)
      UserError(s"$baseUrl refused the credentials (HTTP 401): set neo4j.user and neo4j.password")
    response
  }

  private[traversalperfs] def failure(what: String, response: HttpResponse[String]): Nothing = {
    val message =
      scala.util.Try((JsonMethods.parse(response.body()) \ "error").extract[String]).getOrElse(
        response.body().take(200))
    UserError(s"$what on $baseUrl answered HTTP ${response.statusCode()}: $message")
  }
}

/**
 * What `GET /traversal-perfs/stats` says: the server's heap in use, the cache clears served since it started, the
 * entries of all application caches together, and the whole answer.
 */
final case class ServerStats(heapUsedBytes: Long, cacheClears: Long, cacheEntries: Long, json: JValue)
