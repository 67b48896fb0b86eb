package com.ekino.neo4j.gatling.check

import io.gatling.commons.validation.Validation
import io.gatling.core.check.{Check, CheckResult}
import io.gatling.core.session.Session

/**
 * A check of a response, and whether it is about a failure (`failureCode`, `failureMessage`): a request whose query
 * fails is a KO with the server's message unless one of its checks is about the failure (then its checks decide).
 */
final case class Neo4jCheck(wrapped: Check[Neo4jResponse], aboutFailure: Boolean) extends Check[Neo4jResponse] {
  override def check(response: Neo4jResponse, session: Session, preparedCache: java.util.Map[Any, Any])
      : Validation[CheckResult] = wrapped.check(response, session, preparedCache)

  override def checkIf(condition: io.gatling.core.session.Expression[Boolean]): Neo4jCheck =
    copy(wrapped = wrapped.checkIf(condition))

  override def checkIf(condition: (Neo4jResponse, Session) => Validation[Boolean]): Neo4jCheck =
    copy(wrapped = wrapped.checkIf(condition))
}
