package traversalperfs.testing

import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.util.Base64

/** Sets the password of a fresh auth-enabled server (2.2 to 3.0: POST /user/neo4j/password as neo4j:neo4j). */
object Neo4jPassword {
  def set(baseUrl: String, password: String): HttpResponse[String] =
    HttpClient.newHttpClient().send(
      HttpRequest.newBuilder(URI.create(baseUrl + "/user/neo4j/password"))
        .header("Authorization", "Basic " + Base64.getEncoder.encodeToString("neo4j:neo4j".getBytes))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(s"""{"password":"$password"}""")).build(),
      HttpResponse.BodyHandlers.ofString())

  /** Neo4j 4.x/5.x: the initial password is changed over Bolt, on the system database, as neo4j:neo4j. */
  def setOverBolt(boltUri: String, password: String): Unit = {
    val driver =
      traversalperfs.targets.BoltDriver.open(boltUri, Some(traversalperfs.targets.Credentials("neo4j", "neo4j")))
    try {
      val session = driver.session(org.neo4j.driver.SessionConfig.forDatabase("system"))
      try session.run(s"ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '$password'").consume()
      finally session.close()
    } finally driver.close()
  }
}
