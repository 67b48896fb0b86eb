package traversalperfs.lab

import org.neo4j.driver.{AuthTokens, Config, GraphDatabase}

/** One-value Cypher reads over Bolt (neo4j-java-driver 4.4, which speaks to Neo4j 3.5 and later). */
final class BoltCypher(val uri: String, user: Option[String], password: Option[String]) {
  def count(statement: String): Long = {
    val auth = user.map(u => AuthTokens.basic(u, password.getOrElse(""))).getOrElse(AuthTokens.none())
    val config = Config.builder().withoutEncryption().withLogging(org.neo4j.driver.Logging.none()).build()
    val driver = GraphDatabase.driver(uri, auth, config)
    try {
      val session = driver.session()
      try session.run(statement).single().get(0).asLong()
      finally session.close()
    } catch {
      case e: org.neo4j.driver.exceptions.Neo4jException => LabError(s"Cypher over Bolt on $uri failed: ${e.getMessage}")
    } finally driver.close()
  }
}
