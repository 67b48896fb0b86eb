package traversalperfs.lab

import org.neo4j.driver.{AuthTokens, Config, GraphDatabase}

import scala.jdk.CollectionConverters._

/** Cypher reads (one number, or one string per row) over Bolt (neo4j-java-driver 4.4, which speaks to Neo4j 3.5 and later). */
final class BoltCypher(val uri: String, user: Option[String], password: Option[String]) {
  def count(statement: String): Long = read(statement)(_.single().get(0).asLong())

  def strings(statement: String): Seq[String] =
    read(statement)(_.list((record: org.neo4j.driver.Record) => record.get(0).asString()).asScala.toSeq)

  private def read[T](statement: String)(answer: org.neo4j.driver.Result => T): T = {
    val auth = user.map(u => AuthTokens.basic(u, password.getOrElse(""))).getOrElse(AuthTokens.none())
    val config = Config.builder().withoutEncryption().withLogging(org.neo4j.driver.Logging.none()).build()
    val driver = GraphDatabase.driver(uri, auth, config)
    try {
      val session = driver.session()
      try answer(session.run(statement))
      finally session.close()
    } catch {
      case e: org.neo4j.driver.exceptions.Neo4jException => LabError(s"Cypher over Bolt on $uri failed: ${e.getMessage}")
    } finally driver.close()
  }
}
