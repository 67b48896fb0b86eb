package traversalperfs.copies

import traversalperfs.server.ServerVersion
import traversalperfs.settings.UserError
import traversalperfs.targets.{BoltUri, CypherRunner, Credentials, ExtensionClient}

import scala.jdk.CollectionConverters._

/**
 * The running server a `dataset: {copy: <URI>}` reads, over Bolt (`bolt://`, `neo4j://` and their TLS forms) or HTTP
 * (`http://…:7474`, for 2.x and 3.0): only read (transactions rolled back, Bolt sessions in read mode). Its nodes and
 * relationships come in pages ([[CypherRunner.scanValues]]), so the lab holds one page at a time whatever the graph's
 * size. Credentials are its own (`copy.user`, `copy.password`), never printed.
 */
final class CopySource(val uri: String, credentials: Option[Credentials]) extends AutoCloseable {
  private val overBolt = BoltUri.isBolt(uri)

  private lazy val cypher: CypherRunner = asTheSource {
    if (overBolt) {
      val runner = CypherRunner.overBolt(uri, credentials)
      try runner.verify()
      catch { case e: UserError => runner.close(); throw e }
      runner
    } else {
      val client = new ExtensionClient(uri.stripSuffix("/"), credentials)
      CypherRunner.overHttp(client, client.serverVersion())
    }
  }

  /** The lab's refusals of a target, said of the copy's source and its own parameters. */
  private def asTheSource[A](work: => A): A =
    try work
    catch {
      case e: UserError if !e.getMessage.startsWith(CopySource.Said) =>
        UserError(s"${CopySource.Said} ${e.getMessage
            .replace("(neo4j.user, neo4j.password)", "(copy.user, copy.password)")
            .replace("set neo4j.user and neo4j.password", "set copy.user and copy.password")
            .replace("is Neo4j running there with the extension?", "is Neo4j running there?")}")
    }

  /** What it runs, as it says (connects first: an unreachable source or wrong credentials are refused here). */
  lazy val version: ServerVersion = asTheSource(cypher.serverVersion())

  lazy val nodeCount: Long = count("MATCH (n) RETURN count(n)")

  lazy val relationshipCount: Long = count("MATCH ()-[r]->() RETURN count(r)")

  /** Every node, a page of at most `size` at a time. */
  def nodes(size: Int)(each: Seq[CopiedNode] => Unit): Unit =
    pages("MATCH (n)", "n", size, "id(n), labels(n), n")(rows =>
      each(rows.map {
        case Seq(id, labels, properties) =>
          CopiedNode(long(id), labels.asInstanceOf[java.util.List[String]].asScala.toSeq, map(properties))
      }))

  /** Every relationship, a page of at most `size` at a time. */
  def relationships(size: Int)(each: Seq[CopiedRelationship] => Unit): Unit =
    pages("MATCH ()-[r]->()", "r", size, "id(r), id(startNode(r)), id(endNode(r)), type(r), r")(rows =>
      each(rows.map { case Seq(id, start, end, kind, properties) =>
        CopiedRelationship(long(id), long(start), long(end), kind.toString, map(properties))
      }))

  private def pages(matched: String, variable: String, size: Int, columns: String)(
      each: Seq[Seq[AnyRef]] => Unit): Unit = cypher.scanValues(matched, variable, columns, size)(each)

  /** The source's indexes and constraints, as far as its version says them ([[SourceSchema]]). */
  lazy val schema: SourceSchema = SourceSchema.read(cypher, version)

  override def toString: String = uri

  override def close(): Unit = cypher.close()

  private def count(statement: String): Long = cypher.read(statement).count.map(_.toLong).getOrElse(
    UserError(s"the copy's source $uri answered no count to: $statement"))

  private def long(value: AnyRef): Long = value.asInstanceOf[java.lang.Number].longValue

  private def map(value: AnyRef): java.util.Map[String, AnyRef] = value match {
    case m: java.util.Map[_, _] => m.asInstanceOf[java.util.Map[String, AnyRef]]
    case _ => java.util.Map.of()
  }
}

object CopySource {
  private[copies] val Said = "the copy's source:"

  /** The URI as the workload file gives it; credentials in it are refused (they go in parameters, never printed). */
  def check(uri: String, where: String): String = {
    val parsed = scala.util.Try(java.net.URI.create(uri)).getOrElse(UserError(s"$where: '$uri' is not a URI"))
    if (parsed.getUserInfo != null)
      UserError(s"$where: the URI holds credentials: give them as copy.user and copy.password (never printed)")
    if (!BoltUri.isBolt(uri) && !Seq("http", "https").contains(parsed.getScheme))
      UserError(s"$where: '$uri' is neither a Bolt URI (bolt://, neo4j://) nor an HTTP one (http://…:7474)")
    uri
  }
}
