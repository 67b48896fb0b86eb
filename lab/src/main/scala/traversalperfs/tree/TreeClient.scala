package traversalperfs.tree

import org.json4s._
import org.json4s.native.JsonMethods
import traversalperfs.targets.{Credentials, ExtensionClient}

import java.net.http.HttpRequest
import java.time.Duration

/** The tree as the extension describes it (`GET /traversal-perfs/tree`). */
final case class TreeInfo(key: TreeKey, complete: Boolean, nodes: Long, trueBNodes: Option[Long], neo4jVersion: String)

/** The tree's endpoints of the extension, outside the measured load: describe, populate, delete. */
final class TreeClient(val extension: ExtensionClient) {
  private implicit val formats: Formats = DefaultFormats

  def this(baseUrl: String, credentials: Option[Credentials]) = this(new ExtensionClient(baseUrl, credentials))

  def tree(): Option[TreeInfo] = {
    val response = extension.call(extension.request("/tree").GET(), Duration.ofSeconds(30))
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
      case _ => extension.failure("GET /tree", response)
    }
  }

  def populate(tree: TreeKey): JValue = {
    val query = s"depth=${tree.depth}&fanout=${tree.fanout}&seed=${tree.seed}"
    val response = extension.call(extension.request(s"/populate?$query").POST(HttpRequest.BodyPublishers.noBody()),
      Duration.ofHours(1))
    if (response.statusCode() != 200) extension.failure(s"POST /populate?$query", response)
    JsonMethods.parse(response.body())
  }

  def deleteTree(): Unit = {
    val response = extension.call(extension.request("/tree").DELETE(), Duration.ofHours(1))
    if (response.statusCode() != 200) extension.failure("DELETE /tree", response)
  }
}
