package traversalperfs.cypher

import io.gatling.core.action.Action
import io.gatling.core.action.builder.ActionBuilder
import io.gatling.core.session.Expression
import io.gatling.core.structure.ScenarioContext

/**
 * `cypher(name).query(text).params(...).expect(value)`: one Cypher query over Bolt, timed from send to the last record,
 * logged to Gatling's statistics under `name`; its single value must equal `expect`, or its records pass `check` (a KO
 * saying expected and found otherwise).
 */
final case class CypherActionBuilder(requestName: Expression[String], query: Expression[String],
                                     params: Expression[Map[String, Any]], expected: Option[Expression[CypherCheck]])
    extends ActionBuilder {
  def params(values: Expression[Map[String, Any]]): CypherActionBuilder = copy(params = values)

  /** The single value the query must answer. */
  def expect(value: Expression[Long]): CypherActionBuilder =
    check(session => value(session).map(CypherCheck.singleLong))

  /** What the query's records must be. */
  def check(expectation: Expression[CypherCheck]): CypherActionBuilder = copy(expected = Some(expectation))

  override def build(ctx: ScenarioContext, next: Action): Action =
    new CypherAction(requestName, query, params, expected,
      ctx.protocolComponentsRegistry.components(CypherProtocol.Key),
      ctx.coreComponents, next)
}

/** The DSL's entry: `cypher("name").query("MATCH ... RETURN count(*)")`. */
final case class CypherRequest(requestName: Expression[String]) {
  def query(text: Expression[String]): CypherActionBuilder =
    CypherActionBuilder(requestName, text, io.gatling.core.session.StaticValueExpression(Map.empty), None)
}
