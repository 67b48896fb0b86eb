package traversalperfs.targets

import org.json4s._

import scala.collection.immutable.SortedMap

/**
 * What a dataset is, as far as recorded answers can tell cheaply: its node count per label, relationship count per
 * type, and how many nodes and relationships hold each property key, with the totals. Answers recorded on one
 * fingerprint are replayed only on a dataset with the same one (a dump loaded or migrated, a setup made again). The
 * property keys came later: answers recorded before them are compared on the counts alone. A user's own graph (a dump,
 * a copy) also has its content hashed ([[ContentHash]]).
 */
final case class DatasetFingerprint(nodes: Long, labels: SortedMap[String, Long], relationships: Long,
                                    types: SortedMap[String, Long],
                                    properties: Option[SortedMap[String, Long]] = None,
                                    hash: Option[String] = None) {
  /** One CSV column: JSON, read back by [[DatasetFingerprint.parse]]. */
  def text: String = {
    def counts(map: SortedMap[String, Long]) = JObject(map.toList.map { case (k, v) => k -> JInt(v) })
    org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(JObject(
          List("nodes" -> JInt(nodes), "labels" -> counts(labels), "relationships" -> JInt(relationships),
            "types" -> counts(types)) ++ properties.map(p => "properties" -> counts(p)) ++
            hash.map(h => "hash" -> JString(h)))))
  }

  /** The same data as `other`, as far as both tell. */
  def same(other: DatasetFingerprint): Boolean = differences(other).isEmpty

  /** What differs from `other`, e.g. `:B 279620 vs 0`, `.name 8200 vs 8000` (a property key's holders). */
  def differences(other: DatasetFingerprint): Seq[String] = {
    def compare(prefix: String, mine: Map[String, Long], theirs: Map[String, Long]) =
      (mine.keySet ++ theirs.keySet).toSeq.sorted.collect {
        case k if mine.getOrElse(k, 0L) != theirs.getOrElse(k, 0L) =>
          s"$prefix$k ${mine.getOrElse(k, 0L)} vs ${theirs.getOrElse(k, 0L)}"
      }
    compare("", Map("nodes" -> nodes, "relationships" -> relationships),
      Map("nodes" -> other.nodes, "relationships" -> other.relationships)) ++ compare(":", labels, other.labels) ++
      compare(":", types, other.types) ++
      (for (mine <- properties.toSeq; theirs <- other.properties.toSeq; d <- compare(".", mine, theirs)) yield d) ++
      (for (mine <- hash.toSeq; theirs <- other.hash.toSeq if mine != theirs) yield s"content hash $mine vs $theirs")
  }
}

object DatasetFingerprint {
  private val Statements = Seq(
    "MATCH (n) RETURN count(n)",
    "MATCH (n) UNWIND labels(n) AS label RETURN label, count(*)",
    "MATCH ()-[r]->() RETURN type(r), count(*)",
    "MATCH (n) UNWIND keys(n) AS key RETURN key, count(*)",
    "MATCH ()-[r]->() UNWIND keys(r) AS key RETURN key, count(*)")

  /**
   * Asks the server (five full scans: seconds on the default tree); `hashed`: the content's hash too ([[ContentHash]]:
   * the whole graph read by the lab).
   */
  def of(cypher: CypherRunner, hashed: Boolean = false): DatasetFingerprint = {
    val Seq(nodes, labels, types, nodeKeys, relationshipKeys) = Statements.map(s => cypher.read(s).rows)
    def counts(rows: Seq[Seq[JValue]]) = SortedMap(rows.collect { case Seq(JString(k), JInt(v)) => k -> v.toLong }: _*)
    val byType = counts(types)
    val keys = (counts(nodeKeys).toSeq ++ counts(relationshipKeys).toSeq).groupMapReduce(_._1)(_._2)(_ + _)
    DatasetFingerprint(nodes.collectFirst { case Seq(JInt(n)) => n.toLong }.getOrElse(0L), counts(labels),
      byType.values.sum, byType, Some(SortedMap(keys.toSeq: _*)), Option.when(hashed)(ContentHash.of(cypher)))
  }

  def parse(text: String): Option[DatasetFingerprint] = {
    implicit val formats: Formats = DefaultFormats
    scala.util.Try {
      val json = org.json4s.native.JsonMethods.parse(text)
      def counts(field: String) = SortedMap((json \ field).extract[Map[String, Long]].toSeq: _*)
      DatasetFingerprint((json \ "nodes").extract[Long], counts("labels"), (json \ "relationships").extract[Long],
        counts("types"), Option.when(json \ "properties" != JNothing)(counts("properties")),
        (json \ "hash").extractOpt[String])
    }.toOption
  }
}
