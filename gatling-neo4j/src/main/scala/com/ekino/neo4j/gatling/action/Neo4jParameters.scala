package com.ekino.neo4j.gatling.action

import scala.jdk.CollectionConverters._

/**
 * Parameters as the driver takes them: Scala's maps, sequences and options (from a Scala simulation or a feeder) made
 * Java's, all the way down; Java values as they are.
 */
object Neo4jParameters {
  def toJava(params: Map[String, Any]): java.util.Map[String, AnyRef] = toJava(Seq(params))

  /**
   * A request's parameter maps and single parameters as one Java map, a later key over an earlier (as `++` would):
   * written straight into the map the driver reads, no Scala map made per request on the way.
   */
  def toJava(parts: Iterable[Iterable[(String, Any)]]): java.util.Map[String, AnyRef] =
    if (parts.forall(_.isEmpty)) java.util.Map.of()
    else {
      val params = new java.util.HashMap[String, AnyRef]()
      parts.foreach(_.foreach { case (key, value) => params.put(key, value1(value)) })
      params
    }

  private def value1(value: Any): AnyRef = value match {
    case map: scala.collection.Map[_, _] => map.map { case (k, v) => k.toString -> value1(v) }.asJava
    case seq: scala.collection.Seq[_] => seq.map(value1).asJava
    case set: scala.collection.Set[_] => set.toSeq.map(value1).asJava
    case option: Option[_] => option.map(value1).orNull
    case other => other.asInstanceOf[AnyRef]
  }
}
