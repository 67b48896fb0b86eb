package com.ekino.neo4j.gatling.request

import com.ekino.neo4j.gatling.action.Neo4jActionBuilder
import io.gatling.core.session.Expression
import org.neo4j.driver.AccessMode

/**
 * `neo4j("name")`: the request's name (in the report), then `.query(text)` for one query in an auto-commit transaction,
 * or `.transaction` and several `.query(text)`, committed together as one request.
 */
final case class Neo4jRequestBuilder(name: Expression[String]) {
  def query(text: Expression[String]): Neo4jActionBuilder = transaction(false).query(text)

  /** Several queries in one transaction, timed as one request; the checks read the last query's answer. */
  def transaction: Neo4jActionBuilder = transaction(true)

  private def transaction(explicit: Boolean): Neo4jActionBuilder =
    Neo4jActionBuilder(Neo4jRequest(name, Nil, explicit, AccessMode.WRITE, None, Nil))
}
