package traversalperfs.cypher

import io.gatling.core.session.Expression

object CypherDsl {
  def cypher(requestName: Expression[String]): CypherRequest = CypherRequest(requestName)
}
