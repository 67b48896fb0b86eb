package traversalperfs.testing

import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.time.Duration

/** Any method, path and headers against a server, for tests that must see exactly what the extension answers. */
final class RawHttp(baseUrl: String) {
  private val client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()

  def apply(method: String, path: String, headers: (String, String)*): HttpResponse[String] =
    withBody(method, path, None, headers: _*)

  def withBody(method: String, path: String, body: Option[String], headers: (String, String)*): HttpResponse[String] = {
    val builder = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofMinutes(5))
      .method(method, body.fold(HttpRequest.BodyPublishers.noBody())(HttpRequest.BodyPublishers.ofString))
    headers.foreach { case (name, value) => builder.header(name, value) }
    client.send(builder.build(), HttpResponse.BodyHandlers.ofString())
  }
}
