package com.ekino.neo4j.gatling.request

import com.ekino.neo4j.gatling.check.Neo4jCheck
import io.gatling.core.session.Expression
import org.neo4j.driver.AccessMode

/**
 * One query of a request: its text and its parameters (each an expression: Gatling EL, or a function of the session).
 */
final case class Neo4jQuery(text: Expression[String], params: Seq[(String, Expression[Any])],
                            paramMaps: Seq[Expression[Map[String, Any]]])

/**
 * A request as its builder made it: its name, its queries (one, in an auto-commit transaction; or several, in one
 * explicit transaction), its access mode (a cluster routes READ to its readers), its database (the protocol's when
 * None), and its checks.
 */
final case class Neo4jRequest(name: Expression[String], queries: Seq[Neo4jQuery], transaction: Boolean,
                              access: AccessMode, database: Option[Expression[String]], checks: Seq[Neo4jCheck])
