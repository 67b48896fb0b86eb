package traversalperfs.targets

import org.json4s._
import org.neo4j.driver.types.{Entity, Path => GraphPath}
import org.neo4j.driver.{Record, Value, Values}

import scala.jdk.CollectionConverters._

/**
 * Bolt values as the JSON the transactional HTTP endpoint answers ("row" format), so one answer reads the same over
 * both: a node or relationship is its property map, a path the list of its elements' maps; parameters go the other way.
 */
object BoltJson {
  def row(record: Record): Seq[JValue] = record.values().asScala.toSeq.map(json)

  def json(value: Value): JValue = plain(value.asObject())

  /** A record in the driver's Java form, a node or relationship as its property map (temporal values kept). */
  def values(record: Record): Seq[AnyRef] = record.values().asScala.toSeq.map(v =>
    v.asObject() match {
      case e: Entity => e.asMap()
      case other => other
    })

  /** A Java value (a copy's batch) as JSON, for a server spoken to over HTTP. */
  def fromJava(value: Any): JValue = plain(value)

  /** The driver's Java form of a value (`Value.asObject`): nested lists and maps, entities and paths as they are. */
  private def plain(value: Any): JValue = value match {
    case null => JNull
    case b: java.lang.Boolean => JBool(b)
    case n: java.lang.Long => JInt(BigInt(n))
    case n: java.lang.Integer => JInt(BigInt(n.intValue))
    case d: java.lang.Double => JDouble(d)
    case s: String => JString(s)
    case l: java.util.List[_] => JArray(l.asScala.toList.map(plain))
    case m: java.util.Map[_, _] => JObject(m.asScala.toList.map { case (k, v) => String.valueOf(k) -> plain(v) })
    case e: Entity => JObject(e.asMap().asScala.toList.map { case (k, v) => k -> plain(v) })
    case p: GraphPath =>
      JArray(plain(p.start()) :: p.asScala.toList.flatMap(s => List(plain(s.relationship()), plain(s.end()))))
    case other => JString(other.toString) // temporal, spatial, bytes: their text
  }

  /** A parameter's JSON value as the driver takes it. */
  def parameter(value: JValue): AnyRef = value match {
    case temporal if TemporalParameter.kind(temporal).isDefined => TemporalParameter.driverValue(temporal).get
    case JNull | JNothing => null
    case JBool(b) => java.lang.Boolean.valueOf(b)
    case JInt(n) => java.lang.Long.valueOf(n.toLong)
    case JLong(n) => java.lang.Long.valueOf(n)
    case JDouble(d) => java.lang.Double.valueOf(d)
    case JDecimal(d) => java.lang.Double.valueOf(d.toDouble)
    case JString(s) => s
    case JArray(items) => items.map(parameter).asJava
    case JObject(fields) => fields.map { case (k, v) => k -> parameter(v) }.toMap.asJava
    case JSet(items) => items.toList.map(parameter).asJava
  }

  def parameters(values: Map[String, JValue]): Value = Values.value(values.map { case (k, v) =>
    k -> parameter(v)
  }.asJava)
}
