package com.ekino.neo4j.gatling.check

import io.gatling.commons.validation.Success
import io.gatling.core.check.{CheckBuilder, CheckMaterializer}

/** Turns a check builder into a [[Neo4jCheck]]: nothing to prepare, the extractors read the response itself. */
final class Neo4jCheckMaterializer[T](aboutFailure: Boolean)
    extends CheckMaterializer[T, Neo4jCheck, Neo4jResponse, Neo4jResponse](check => Neo4jCheck(check, aboutFailure)) {
  override protected def preparer: Neo4jResponse => Success[Neo4jResponse] = Success(_)
}

object Neo4jCheckMaterializer {
  val Answer: Neo4jCheckMaterializer[Neo4jCheckType] = new Neo4jCheckMaterializer[Neo4jCheckType](false)
  val Failure: Neo4jCheckMaterializer[Neo4jFailureCheckType] = new Neo4jCheckMaterializer[Neo4jFailureCheckType](true)

  /** A check builder as Gatling's Java DSL hands it over (its type erased), made into a check of its kind. */
  def build(builder: CheckBuilder[_, _], aboutFailure: Boolean): Neo4jCheck =
    if (aboutFailure) builder.asInstanceOf[CheckBuilder[Neo4jFailureCheckType, Neo4jResponse]].build(Failure)
    else builder.asInstanceOf[CheckBuilder[Neo4jCheckType, Neo4jResponse]].build(Answer)
}
