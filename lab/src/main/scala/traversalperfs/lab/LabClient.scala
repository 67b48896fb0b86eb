package traversalperfs.lab

import org.json4s._
import org.json4s.native.JsonMethods

import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.net.{ConnectException, URI, URLEncoder}
import java.nio.charset.StandardCharsets
import java.time.Duration
import java.util.Base64

/** One row of the extension's strategy table (`GET /traversal-perfs/strategies`), as this server offers it. */
final case class StrategyInfo(name: String, takesCache: Boolean, available: Boolean, why: Option[String])

/**
 * What `GET /traversal-perfs/stats` says: the server's heap in use, the cache clears served since it started, the
 * entries of all application caches together, and the whole answer.
 */
final case class ServerStats(heapUsedBytes: Long, cacheClears: Long, cacheEntries: Long, json: JValue)

/** The caches at a replay's start: what an earlier run left in them, and the server right after they were emptied. */
final case class EmptiedCaches(left: Long, start: ServerStats)

/** The tree as the extension describes it (`GET /traversal-perfs/tree`). */
final case class TreeInfo(key: TreeKey, complete: Boolean, nodes: Long, trueBNodes: Option[Long], neo4jVersion: String)

/**
 * Talks to the extension outside the measured load: tree checks, populate, delete, single traversals. Credentials go
 * only to `baseUrl`, as basic auth; they are never printed.
 */
final class LabClient(val baseUrl: String, credentials: Option[Credentials]) {
  private implicit val formats: Formats = DefaultFormats
  private val http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()
  private val extension = s"$baseUrl/traversal-perfs"

  /** True once the extension answers at all (used while a server starts). */
  def extensionAnswers: Boolean =
    try send(request("/tree").GET(), Duration.ofSeconds(5)).statusCode() != 503
    catch { case _: java.io.IOException => false }

  def tree(): Option[TreeInfo] = {
    val response = call(request("/tree").GET(), Duration.ofSeconds(30))
    response.statusCode() match {
      case 200 =>
        val json = JsonMethods.parse(response.body())
        Some(TreeInfo(
            TreeKey((json \ "depth").extract[Int], (json \ "fanout").extract[Int], (json \ "seed").extract[Long]),
            (json \ "complete").extract[Boolean],
            (json \ "nodes").extract[Long],
            (json \ "trueBNodes").extractOpt[Long],
            (json \ "neo4jVersion").extractOrElse[String]("unknown")))
      case 404 => None
      case _ => failure("GET /tree", response)
    }
  }

  def populate(tree: TreeKey): JValue = {
    val query = s"depth=${tree.depth}&fanout=${tree.fanout}&seed=${tree.seed}"
    val response = call(request(s"/populate?$query").POST(HttpRequest.BodyPublishers.noBody()), Duration.ofHours(1))
    if (response.statusCode() != 200) failure(s"POST /populate?$query", response)
    JsonMethods.parse(response.body())
  }

  def deleteTree(): Unit = {
    val response = call(request("/tree").DELETE(), Duration.ofHours(1))
    if (response.statusCode() != 200) failure("DELETE /tree", response)
  }

  /** The count of true B nodes under `start`, in `order` with `cache` (lab names, see [[LabSettings]]). */
  def traverse(start: String, order: String, cache: String, strategy: String = "framework"): Long =
    (traversal(start, order, cache, strategy) \ "count").extract[Long]

  /** The whole answer: count, serverMillis, allocatedBytes, calls, ... */
  def traversal(start: String, order: String, cache: String, strategy: String): JValue = {
    val path = LabClient.traversePath(start, order, cache) + s"&strategy=$strategy"
    val response = call(request(path).GET(), Duration.ofMinutes(10))
    if (response.statusCode() != 200) failure(s"GET $path", response)
    JsonMethods.parse(response.body())
  }

  /** The extension's strategies, and which of them this server offers. */
  def strategies(): Seq[StrategyInfo] = {
    val response = call(request("/strategies").GET(), Duration.ofMinutes(1))
    if (response.statusCode() != 200) failure("GET /strategies", response)
    (JsonMethods.parse(response.body()) \ "strategies").children.map(s =>
      StrategyInfo((s \ "name").extract[String],
        (s \ "takesCache").extract[Boolean], (s \ "available").extract[Boolean], (s \ "why").extractOpt[String]))
  }

  /**
   * Empties the extension's application caches and Neo4j's own object caches where the version has them; answers
   * what the server says of the latter (`{"cleared": true, "nodes": …}`, or `{"cleared": false, "why": …}`).
   */
  def clearCaches(): JValue = {
    val response = call(request("/cache/clear").POST(HttpRequest.BodyPublishers.noBody()), Duration.ofMinutes(1))
    if (response.statusCode() != 200) failure("POST /cache/clear", response)
    JsonMethods.parse(response.body()) \ "neo4jObjectCaches"
  }

  /**
   * A replay's start: the entries an earlier run left in the application caches (read before the clear), then the
   * clear, then one `GET /stats` after a full GC (heap, clears so far); caches still holding entries are a LabError.
   */
  def emptyCaches(): EmptiedCaches = {
    val left = stats().cacheEntries
    clearCaches()
    val start = stats(afterGc = true)
    if (start.cacheEntries != 0)
      LabError(s"POST /traversal-perfs/cache/clear on $baseUrl left ${start.cacheEntries} cache entries")
    EmptiedCaches(left, start)
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
        .getOrElse(LabError(s"$baseUrl does not say which Neo4j it runs: is it a Neo4j server?")))
  }

  private def request(path: String): HttpRequest.Builder =
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
        case _: ConnectException => LabError(s"cannot reach $baseUrl: is Neo4j running there with the extension?")
        case e: java.net.http.HttpTimeoutException => LabError(s"$baseUrl did not answer in time (${e.getMessage})")
        case e: java.io.IOException =>
          LabError(s"$baseUrl went away: ${e.getClass.getSimpleName} ${Option(e.getMessage).getOrElse("")}")
      }
    if (response.statusCode() == 401)
      LabError(s"$baseUrl refused the credentials (HTTP 401): set neo4j.user and neo4j.password")
    response
  }

  private[traversalperfs] def failure(what: String, response: HttpResponse[String]): Nothing = {
    val message =
      scala.util.Try((JsonMethods.parse(response.body()) \ "error").extract[String]).getOrElse(response.body().take(200))
    LabError(s"$what on $baseUrl answered HTTP ${response.statusCode()}: $message")
  }
}

object LabClient {
  /** What `POST /cache/clear` said of Neo4j's object caches, in words. */
  def describeObjectCaches(json: JValue): String = {
    implicit val formats: Formats = DefaultFormats
    if ((json \ "cleared").extractOrElse[Boolean](false))
      s"Neo4j's object caches cleared too (${(json \ "nodes").extractOrElse[Long](0)} nodes and " +
        s"${(json \ "relationships").extractOrElse[Long](0)} relationships held after the last request)"
    else (json \ "why").extractOrElse[String]("Neo4j's object caches: not reported")
  }

  /** The plugin's cache parameter for a lab cache name: `label+property` -> `label,property`. */
  def cacheParameter(cache: String): String = cache.replace('+', ',')

  def traversePath(start: String, order: String, cache: String): String =
    s"/traverse?depthFirst=${order == "depth-first"}&cache=${URLEncoder.encode(
        cacheParameter(cache), StandardCharsets.UTF_8)}" +
      s"&start=${URLEncoder.encode(start, StandardCharsets.UTF_8)}"
}
