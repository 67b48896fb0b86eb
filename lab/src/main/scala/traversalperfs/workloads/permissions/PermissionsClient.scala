package traversalperfs.workloads.permissions

import traversalperfs.targets.{DatasetEndpoints, ExtensionClient}
import org.json4s._
import org.json4s.native.JsonMethods

import java.net.URI
import java.net.http.HttpRequest
import java.time.Duration

/** The `/permissions` endpoints, outside the measured load: the dataset and single checks. */
final class PermissionsClient(client: ExtensionClient) extends DatasetEndpoints[PermissionsKey, PermissionsInfo] {
  private implicit val formats: Formats = DefaultFormats
  private val base = s"${client.baseUrl}/permissions"

  private def request(path: String) =
    client.authorized(HttpRequest.newBuilder(URI.create(base + path)).header("Accept", "application/json"))

  def name = "permissions dataset"

  def describe(): Option[PermissionsInfo] = {
    val response = client.call(request("/dataset").GET(), Duration.ofSeconds(30))
    response.statusCode() match {
      case 200 =>
        val json = JsonMethods.parse(response.body())
        Some(PermissionsInfo(
            PermissionsKey((json \ "users").extract[Int], (json \ "groups").extract[Int],
              (json \ "folders").extract[Int],
              (json \ "documents").extract[Int], (json \ "userGrants").extract[Int],
              (json \ "groupGrants").extract[Int],
              (json \ "seed").extract[Long]),
            (json \ "complete").extract[Boolean], (json \ "grants").extractOpt[Long],
            (json \ "neo4jVersion").extractOrElse[String]("unknown")))
      case 404 => None
      case _ => client.failure("GET /permissions/dataset", response)
    }
  }

  def keyOf(info: PermissionsInfo): PermissionsKey = info.key
  def isComplete(info: PermissionsInfo): Boolean = info.complete
  def summary(info: PermissionsInfo): String = f"${info.key.nodeCount}%,d nodes, ${info.grants.getOrElse(0L)}%,d grants"
  def planned(wanted: PermissionsKey): String = f"${wanted.nodeCount}%,d nodes"

  def populate(wanted: PermissionsKey): JValue = {
    val response = client.call(request(s"/populate?${wanted.query}").POST(HttpRequest.BodyPublishers.noBody()),
      Duration.ofHours(1))
    if (response.statusCode() != 200) client.failure(s"POST /permissions/populate?${wanted.query}", response)
    JsonMethods.parse(response.body())
  }

  def delete(): Unit = {
    val response = client.call(request("/dataset").DELETE(), Duration.ofHours(1))
    if (response.statusCode() != 200) client.failure("DELETE /permissions/dataset", response)
  }

  def deleteHint = "DELETE /permissions/dataset"
  def recordHint =
    "record answers on this dataset first (./mvnw gatling:test -Dworkload=permissions records when needed)"

  /** The ids among `documents` that `user` may read, as the service answers. */
  def check(user: String, documents: Seq[String]): Seq[String] = {
    val response = client.call(request("/check").header("Content-Type", "text/plain")
        .POST(HttpRequest.BodyPublishers.ofString(PermissionsClient.body(user, documents))), Duration.ofMinutes(5))
    if (response.statusCode() != 200) client.failure("POST /permissions/check", response)
    JsonMethods.parse(response.body()).extract[List[String]]
  }
}

object PermissionsClient {
  /** The article's body: `userId,docId docId ...`. */
  def body(user: String, documents: Seq[String]): String = s"$user,${documents.mkString(" ")}"
}
