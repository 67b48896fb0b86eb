package traversalperfs.copies

import traversalperfs.server.ServerVersion
import org.neo4j.driver.types.{IsoDuration, Point, Vector}

import java.time.temporal.Temporal

/**
 * The property types of a copy's source that not every version can store, counted per property: temporal and spatial
 * values (3.4 and later), vectors (2025.x and later). Found by reading every property before anything is written, so a
 * version that cannot hold one is refused before its copy starts, naming the property, its type and the versions.
 */
final class PropertyTypes {
  private val seen = scala.collection.mutable.Map[(String, String, String), Long]().withDefaultValue(0L)

  /** Counts the values of `properties` (of a node, or a relationship) whose type some version cannot store. */
  def add(element: String, properties: java.util.Map[String, AnyRef]): Unit =
    properties.forEach((key, value) => PropertyTypes.restricted(value).foreach(kind => seen((element, key, kind)) += 1))

  /** Why `version` cannot hold the source's values, if it cannot. */
  def refusal(version: ServerVersion): Option[String] = {
    val cannot = seen.toSeq.sortBy(_._1).filterNot { case ((_, _, kind), _) => PropertyTypes.stores(version, kind) }
    Option.when(cannot.nonEmpty)(cannot.map { case ((element, key, kind), count) =>
      f"property '$key' ($kind, on $count%,d $element${if (count == 1) "" else "s"})"
    }.mkString(", "))
  }

  def text: String =
    if (seen.isEmpty) "no temporal, spatial or vector values"
    else seen.toSeq.sortBy(_._1).map { case ((element, key, kind), count) =>
      f"$key: $kind on $count%,d ${element}s"
    }.mkString(", ")
}

object PropertyTypes {
  private val Temporal = "temporal"

  /** The type of a value not every version stores (a list by its elements'), or none. */
  def restricted(value: AnyRef): Option[String] = value match {
    case _: Temporal | _: IsoDuration => Some(Temporal + " " + value.getClass.getSimpleName)
    case _: Point => Some("spatial Point")
    case _: Vector => Some("vector")
    case list: java.util.List[_] =>
      list.stream().map[Option[String]](v => restricted(v.asInstanceOf[AnyRef])).filter(_.isDefined).findFirst()
        .map[Option[String]](kind => kind.map("list of " + _)).orElse(None)
    case _ => None
  }

  /** `kind` ([[restricted]]'s) is storable on `version`. */
  def stores(version: ServerVersion, kind: String): Boolean =
    if (kind.contains("vector")) version.storesVectors else version.storesTemporalAndSpatial
}
