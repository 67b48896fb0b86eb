package traversalperfs.server

import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.time.Duration

/**
 * Whether the extension answers at all: what a starting server is waited for, and what tells a target went away. Any
 * answer but 503 (Neo4j's while it starts) counts; a refused connection does not.
 */
object ExtensionProbe {
  private val http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()

  def answers(baseUrl: String, authorize: HttpRequest.Builder => HttpRequest.Builder = identity): Boolean = {
    val request = authorize(HttpRequest.newBuilder(URI.create(s"$baseUrl/traversal-perfs/tree"))
        .header("Accept", "application/json")).timeout(Duration.ofSeconds(5)).GET().build()
    try http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode() != 503
    catch { case _: java.io.IOException => false }
  }
}
