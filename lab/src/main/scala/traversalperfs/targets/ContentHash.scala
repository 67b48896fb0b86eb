package traversalperfs.targets

import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.ByteBuffer
import java.nio.charset.StandardCharsets
import java.security.MessageDigest

/**
 * A hash of a dataset's content that does not depend on ids or order, for the user's own graph (a dump, a copy) where
 * counts alone could miss a value changed on the way: every node's labels and properties, every relationship's type and
 * properties with both its nodes', each as the canonical JSON answers are compared in, hashed, and the hashes summed
 * (nodes and relationships apart). The lab reads the whole graph for it, a page at a time
 * ([[CypherRunner.scanValues]]): seconds per million elements.
 */
object ContentHash {
  private val Page = 10000

  def of(cypher: CypherRunner): String = {
    var nodes = 0L
    var relationships = 0L
    cypher.scanValues("MATCH (n)", "n", "labels(n), n", Page)(_.foreach { row => nodes += hash(element(row)) })
    cypher.scanValues("MATCH (a)-[r]->(b)", "r", "labels(a), a, type(r), r, labels(b), b", Page)(rows =>
      rows.foreach { case Seq(aLabels, a, kind, r, bLabels, b) =>
        relationships += hash(JArray(List(element(Seq(aLabels, a)), JString(String.valueOf(kind)),
              canonical(BoltJson.fromJava(r)), element(Seq(bLabels, b)))))
      })
    f"$nodes%016x$relationships%016x"
  }

  /** Labels sorted, properties sorted by key. */
  private def element(row: Seq[AnyRef]): JValue = row match {
    case Seq(labels, properties) =>
      JArray(List(JArray(BoltJson.fromJava(labels).children.sortBy(_.values.toString)),
          canonical(BoltJson.fromJava(properties))))
  }

  private def canonical(value: JValue): JValue = value match {
    case JObject(fields) => JObject(fields.sortBy(_._1).map { case (k, v) => k -> canonical(v) })
    case JArray(items) => JArray(items.map(canonical))
    case other => other
  }

  private def hash(value: JValue): Long = ByteBuffer.wrap(MessageDigest.getInstance("SHA-256")
      .digest(JsonMethods.compact(JsonMethods.render(value)).getBytes(StandardCharsets.UTF_8))).getLong
}
