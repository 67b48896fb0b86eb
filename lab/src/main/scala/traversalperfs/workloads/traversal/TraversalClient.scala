package traversalperfs.workloads.traversal

import org.json4s._
import org.json4s.native.JsonMethods
import traversalperfs.settings.UserError
import traversalperfs.targets.{Credentials, ExtensionClient}

import java.net.URLEncoder
import java.net.http.HttpRequest
import java.nio.charset.StandardCharsets
import java.time.Duration

/** One row of the extension's strategy table (`GET /traversal-perfs/strategies`), as this server offers it. */
final case class StrategyInfo(name: String, takesCache: Boolean, available: Boolean, why: Option[String])

/** The caches at a replay's start: what an earlier run left in them, and the server right after they were emptied. */
final case class EmptiedCaches(left: Long, start: traversalperfs.targets.ServerStats)

/** The traversal's endpoints of the extension, outside the measured load: single traversals, strategies, caches. */
final class TraversalClient(val extension: ExtensionClient) {
  private implicit val formats: Formats = DefaultFormats

  def this(baseUrl: String, credentials: Option[Credentials]) = this(new ExtensionClient(baseUrl, credentials))

  /** The count of true B nodes under `start`, in `order` with `cache` (lab names, see [[TraversalSettings]]). */
  def traverse(start: String, order: String, cache: String, strategy: String = "framework"): Long =
    (traversal(start, order, cache, strategy) \ "count").extract[Long]

  /** The whole answer: count, serverMillis, allocatedBytes, calls, ... */
  def traversal(start: String, order: String, cache: String, strategy: String): JValue = {
    val path = TraversalClient.traversePath(start, order, cache) + s"&strategy=$strategy"
    val response = extension.call(extension.request(path).GET(), Duration.ofMinutes(10))
    if (response.statusCode() != 200) extension.failure(s"GET $path", response)
    JsonMethods.parse(response.body())
  }

  /** The extension's strategies, and which of them this server offers. */
  def strategies(): Seq[StrategyInfo] = {
    val response = extension.call(extension.request("/strategies").GET(), Duration.ofMinutes(1))
    if (response.statusCode() != 200) extension.failure("GET /strategies", response)
    (JsonMethods.parse(response.body()) \ "strategies").children.map(s =>
      StrategyInfo((s \ "name").extract[String],
        (s \ "takesCache").extract[Boolean], (s \ "available").extract[Boolean], (s \ "why").extractOpt[String]))
  }

  /**
   * Empties the extension's application caches and Neo4j's own object caches where the version has them; answers what
   * the server says of the latter (`{"cleared": true, "nodes": …}`, or `{"cleared": false, "why": …}`).
   */
  def clearCaches(): JValue = {
    val response =
      extension.call(extension.request("/cache/clear").POST(HttpRequest.BodyPublishers.noBody()), Duration.ofMinutes(1))
    if (response.statusCode() != 200) extension.failure("POST /cache/clear", response)
    JsonMethods.parse(response.body()) \ "neo4jObjectCaches"
  }

  /**
   * A replay's start: the entries an earlier run left in the application caches (read before the clear), then the
   * clear, then one `GET /stats` after a full GC (heap, clears so far); caches still holding entries are a UserError,
   * unless other injectors share the server (`shared`): their requests may fill the caches again meanwhile.
   */
  def emptyCaches(shared: Boolean = false): EmptiedCaches = {
    val left = extension.stats().cacheEntries
    clearCaches()
    val start = extension.stats(afterGc = true)
    if (start.cacheEntries != 0 && !shared)
      UserError(s"POST /traversal-perfs/cache/clear on ${extension.baseUrl} left ${start.cacheEntries} cache entries")
    EmptiedCaches(left, start)
  }
}

object TraversalClient {
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
