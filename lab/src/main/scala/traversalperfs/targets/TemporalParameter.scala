package traversalperfs.targets

import org.json4s._
import org.neo4j.driver.Values

import java.time._

/**
 * A temporal parameter value carried as JSON (a query log's `date`, `datetime`, ... values): an object of one key,
 * `{"$date": "2024-01-02"}`, sent over Bolt as the driver's temporal value. JSON has no temporal type, so the
 * transactional HTTP endpoint cannot take one: [[httpRefusal]] says so before any load.
 */
object TemporalParameter {
  /** The kinds, as a workload file's parameter `types` names them. */
  val Kinds: Seq[String] = Seq("date", "datetime", "localdatetime", "localtime", "time", "duration")

  private val DurationText = """P(-?\d+)M(-?\d+)DT(-?\d+)\.(\d{9})S""".r

  def apply(kind: String, iso: String): JValue = JObject(s"$$$kind" -> JString(iso))

  /** A duration as months, days, seconds and nanoseconds (Neo4j's own parts), in a text [[apply]] keeps. */
  def duration(months: Long, days: Long, seconds: Long, nanos: Long): JValue =
    apply("duration", f"P${months}M${days}DT$seconds.$nanos%09dS")

  /** The kind of a value this object made, if it is one. */
  def kind(value: JValue): Option[String] = value match {
    case JObject(List((key, JString(_)))) if key.startsWith("$") && Kinds.contains(key.drop(1)) => Some(key.drop(1))
    case _ => None
  }

  /** Whether a value holds a temporal value, at any depth. */
  def within(value: JValue): Boolean = kind(value).isDefined || (value match {
    case JArray(items) => items.exists(within)
    case JObject(fields) => fields.exists(f => within(f._2))
    case _ => false
  })

  /** The driver's value of a temporal parameter, or None for any other JSON. */
  def driverValue(value: JValue): Option[AnyRef] = kind(value).map { kind =>
    val JObject(List((_, JString(text)))) = value: @unchecked
    kind match {
      case "date" => LocalDate.parse(text)
      case "datetime" => ZonedDateTime.parse(text)
      case "localdatetime" => LocalDateTime.parse(text)
      case "localtime" => LocalTime.parse(text)
      case "time" => OffsetTime.parse(text)
      case _ =>
        text match {
          case DurationText(m, d, s, n) => Values.isoDuration(m.toLong, d.toLong, s.toLong, n.toInt)
          case _ => throw new IllegalArgumentException(s"not a duration: $text")
        }
    }
  }

  /** Checks a value's text as its kind takes it: None when it reads, else why not. */
  def invalid(kind: String, text: String): Option[String] =
    scala.util.Try(driverValue(apply(kind, text))).failed.toOption.map(_ => s"'$text' is not a $kind")

  /** Why a workload whose parameters hold temporal values cannot be asked over HTTP. */
  val NeedsBolt: String = "its parameters hold temporal values, which the HTTP endpoint cannot take (JSON has none): " +
    "ask them over Bolt (Neo4j 3.5 and later)"
}
