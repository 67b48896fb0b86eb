package traversalperfs.workloads.file

import traversalperfs.targets.CypherRunner

import org.json4s._

import scala.collection.immutable.SortedMap

/**
 * What a dataset is, as far as recorded answers can tell cheaply: its node count per label and relationship count per
 * type, with the totals. Answers recorded on one fingerprint are replayed only on a dataset with the same one.
 */
final case class DatasetFingerprint(nodes: Long, labels: SortedMap[String, Long], relationships: Long,
                                    types: SortedMap[String, Long]) {
  /** One CSV column: JSON, read back by [[DatasetFingerprint.parse]]. */
  def text: String = org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(JObject(
        "nodes" -> JInt(nodes), "labels" -> JObject(labels.toList.map { case (k, v) => k -> JInt(v) }),
        "relationships" -> JInt(relationships), "types" -> JObject(types.toList.map { case (k, v) => k -> JInt(v) }))))

  /** What differs from `other`, e.g. `:B 279620 here, 0 there`. */
  def differences(other: DatasetFingerprint): Seq[String] = {
    def compare(prefix: String, mine: Map[String, Long], theirs: Map[String, Long]) =
      (mine.keySet ++ theirs.keySet).toSeq.sorted.collect {
        case k if mine.getOrElse(k, 0L) != theirs.getOrElse(k, 0L) =>
          s"$prefix$k ${mine.getOrElse(k, 0L)} vs ${theirs.getOrElse(k, 0L)}"
      }
    compare("", Map("nodes" -> nodes, "relationships" -> relationships),
      Map("nodes" -> other.nodes,
        "relationships" -> other.relationships)) ++ compare(":", labels, other.labels) ++ compare(":", types,
      other.types)
  }
}

object DatasetFingerprint {
  private val Statements = Seq(
    "MATCH (n) RETURN count(n)",
    "MATCH (n) UNWIND labels(n) AS label RETURN label, count(*)",
    "MATCH ()-[r]->() RETURN type(r), count(*)")

  /** Asks the server (three full scans: seconds on the default tree). */
  def of(cypher: CypherRunner): DatasetFingerprint = {
    val Seq(nodes, labels, types) = Statements.map(s => cypher.read(s).rows)
    def counts(rows: Seq[Seq[JValue]]) = SortedMap(rows.collect { case Seq(JString(k), JInt(v)) => k -> v.toLong }: _*)
    val byType = counts(types)
    DatasetFingerprint(nodes.collectFirst { case Seq(JInt(n)) => n.toLong }.getOrElse(0L), counts(labels),
      byType.values.sum, byType)
  }

  def parse(text: String): Option[DatasetFingerprint] = {
    implicit val formats: Formats = DefaultFormats
    scala.util.Try {
      val json = org.json4s.native.JsonMethods.parse(text)
      DatasetFingerprint((json \ "nodes").extract[Long],
        SortedMap((json \ "labels").extract[Map[String, Long]].toSeq: _*),
        (json \ "relationships").extract[Long], SortedMap((json \ "types").extract[Map[String, Long]].toSeq: _*))
    }.toOption
  }
}
