package com.ekino.neo4j.gatling.action

import com.ekino.neo4j.gatling.check.Neo4jCheck
import com.ekino.neo4j.gatling.protocol.Neo4jProtocol
import com.ekino.neo4j.gatling.request.{Neo4jQuery, Neo4jRequest}
import io.gatling.core.action.Action
import io.gatling.core.action.builder.ActionBuilder
import io.gatling.core.session.Expression
import io.gatling.core.structure.ScenarioContext
import org.neo4j.driver.AccessMode

/**
 * The request being described: `.query(text)` adds a query (a transaction's next one), `.param`/`.params` give the last
 * query's parameters, `.read`/`.write` the access mode, `.database` a database of its own, `.check` its checks.
 */
final case class Neo4jActionBuilder(request: Neo4jRequest) extends ActionBuilder {
  def query(text: Expression[String]): Neo4jActionBuilder =
    if (!request.transaction && request.queries.nonEmpty)
      throw new IllegalArgumentException("one query per request: use neo4j(name).transaction for several")
    else copy(request.copy(queries = request.queries :+ Neo4jQuery(text, Nil, Nil)))

  private def last(change: Neo4jQuery => Neo4jQuery): Neo4jActionBuilder = request.queries.lastOption match {
    case Some(query) => copy(request.copy(queries = request.queries.init :+ change(query)))
    case None => throw new IllegalArgumentException("a parameter needs a query first: .query(text).param(key, value)")
  }

  /** A parameter of the last query (`\$key` in its text): a value, Gatling EL (`"#{id}"`) or a function. */
  def param(key: String, value: Expression[Any]): Neo4jActionBuilder =
    last(q => q.copy(params = q.params :+ (key -> value)))

  /** Parameters of the last query as one map (a feeder's record, say); `param` adds to them. */
  def params(values: Expression[Map[String, Any]]): Neo4jActionBuilder =
    last(q => q.copy(paramMaps = q.paramMaps :+ values))

  /** A read: a cluster routes it to a reader, and a server refuses a write in it. */
  def read: Neo4jActionBuilder = copy(request.copy(access = AccessMode.READ))

  def write: Neo4jActionBuilder = copy(request.copy(access = AccessMode.WRITE))

  def database(name: Expression[String]): Neo4jActionBuilder = copy(request.copy(database = Some(name)))

  def check(checks: Neo4jCheck*): Neo4jActionBuilder = copy(request.copy(checks = request.checks ++ checks))

  override def build(ctx: ScenarioContext, next: Action): Action = {
    if (request.queries.isEmpty) throw new IllegalArgumentException("a neo4j request needs a query")
    new Neo4jAction(request, ctx.protocolComponentsRegistry.components(Neo4jProtocol.Key), ctx.coreComponents, next)
  }
}
