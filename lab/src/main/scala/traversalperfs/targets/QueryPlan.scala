package traversalperfs.targets

import org.json4s._
import org.neo4j.driver.summary.ProfiledPlan

import scala.jdk.CollectionConverters._

/**
 * One operator of a profiled plan as the server answered it: its name (as that version calls it), the variables it
 * binds, its details (4.x on: `Details`; before: the label, expand, index and expression arguments), its estimated and
 * actual rows, its db hits and page cache hits and misses (4.x on).
 */
final case class PlanOperator(operator: String, identifiers: List[String], details: String,
                              estimatedRows: Option[Double], rows: Option[Long], dbHits: Option[Long],
                              pageCacheHits: Option[Long], pageCacheMisses: Option[Long],
                              children: List[PlanOperator]) {
  /** This operator and those below it, depth first, each with its depth. */
  def walk(depth: Int = 0): List[(Int, PlanOperator)] = (depth, this) :: children.flatMap(_.walk(depth + 1))
}

/**
 * A query's profiled plan (`PROFILE`), the same whichever way it came: the driver's profiled plan over Bolt, or the
 * `plan` the transactional HTTP endpoint answers beside the rows (2.2 on: `results[0].plan.root`, each operator's
 * arguments as its own fields). With the runtime and planner the server chose (2.3 on: 2.2 says its planner only).
 */
final case class QueryPlan(root: PlanOperator, runtime: Option[String], planner: Option[String],
                           cypher: Option[String]) {
  private def sum(of: PlanOperator => Option[Long]): Option[Long] =
    root.walk().flatMap { case (_, o) => of(o) } match { case Nil => None; case all => Some(all.sum) }

  def dbHits: Option[Long] = sum(_.dbHits)

  def pageCacheHits: Option[Long] = sum(_.pageCacheHits)

  def pageCacheMisses: Option[Long] = sum(_.pageCacheMisses)

  /** The rows the query answered: its root's. */
  def rows: Option[Long] = root.rows

  /** The tree as text, an operator a line (`marked` ones prefixed `!`), its figures on the right. */
  def lines(marked: PlanOperator => Boolean = _ => false): List[String] = root.walk().map { case (depth, o) =>
    val figures = Seq(
      o.rows.map(r => s"rows $r"), o.estimatedRows.map(e => f"est. $e%.0f"), o.dbHits.map(d => s"db hits $d"),
      for (h <- o.pageCacheHits; m <- o.pageCacheMisses) yield s"page cache $h/$m").flatten.mkString(", ")
    (if (marked(o)) "! " else "  ") + "  " * depth + o.operator + (if (o.details.isEmpty) "" else s" ${o.details}") +
      (if (figures.isEmpty) "" else s" ($figures)")
  }

  def describe: String = Seq(cypher.map(c => if (c.toUpperCase.startsWith("CYPHER")) c else s"Cypher $c"),
    planner.map(p => s"planner $p"), runtime.map(r => s"runtime $r")).flatten.mkString(", ")
}

object QueryPlan {
  /** What an operator does before 4.x gave it `Details`, in this order. */
  private val DetailKeys = Seq("LabelName", "Index", "ExpandExpression", "KeyNames", "KeyExpressions",
    "LegacyExpression",
    "LegacyExpressions", "ExpressionsString", "Expressions", "EntityByIdRhs", "PruningVarExpandExpression")

  /** The plan the transactional endpoint answered for the first statement, when it was profiled. */
  def fromHttp(answer: JValue): Option[QueryPlan] = (answer \ "results")(0) \ "plan" \ "root" match {
    case root: JObject => Some(of(httpOperator(root)))
    case _ => None
  }

  def fromBolt(plan: ProfiledPlan): QueryPlan = of(boltOperator(plan))

  private final case class Raw(operator: String, identifiers: List[String], arguments: Map[String, JValue],
                               children: List[Raw])

  private def httpOperator(json: JObject): Raw = {
    implicit val formats: Formats = DefaultFormats
    Raw((json \ "operatorType").extractOrElse[String]("?"), (json \ "identifiers").extractOrElse[List[String]](Nil),
      json.obj.filterNot { case (k, _) => k == "children" || k == "identifiers" || k == "operatorType" }.toMap,
      (json \ "children").children.collect { case child: JObject => httpOperator(child) })
  }

  private def boltOperator(plan: ProfiledPlan): Raw =
    Raw(plan.operatorType(), plan.identifiers().asScala.toList,
      plan.arguments().asScala.map { case (k, v) => k -> BoltJson.json(v) }.toMap,
      plan.children().asScala.toList.map(child => boltOperator(child.asInstanceOf[ProfiledPlan])))

  private def of(root: Raw): QueryPlan = {
    def text(raw: Raw, key: String): Option[String] = raw.arguments.get(key).collect {
      case JString(s) => s
      case JArray(items) => items.collect { case JString(s) => s }.mkString(", ")
    }
    def long(raw: Raw, key: String): Option[Long] = raw.arguments.get(key).collect {
      case JInt(n) => n.toLong
      case JLong(n) => n
      case JDouble(d) => d.toLong
    }
    def double(raw: Raw, key: String): Option[Double] = raw.arguments.get(key).collect {
      case JInt(n) => n.toDouble
      case JLong(n) => n.toDouble
      case JDouble(d) => d
      case JDecimal(d) => d.toDouble
    }
    def operator(raw: Raw): PlanOperator = PlanOperator(raw.operator, raw.identifiers.map(_.trim),
      text(raw, "Details").getOrElse(DetailKeys.flatMap(text(raw, _)).filter(_.nonEmpty).mkString("; ")),
      double(raw, "EstimatedRows"), long(raw, "Rows"), long(raw, "DbHits"), long(raw, "PageCacheHits"),
      long(raw, "PageCacheMisses"), raw.children.map(operator))
    QueryPlan(operator(root), text(root, "runtime"), text(root, "planner"), text(root, "version"))
  }
}
