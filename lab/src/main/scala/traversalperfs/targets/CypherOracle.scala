package traversalperfs.targets

import traversalperfs.settings.UserError
import org.json4s.{JInt, JLong, JString}

/**
 * An oracle that does not rest on the extension: a workload's answers asked of Neo4j itself, in Cypher, over the
 * target's transport (Bolt with neo4j-java-driver where the server speaks it, 3.5 and later here, 3.0's Bolt server
 * failing on JDK 9+; else the transactional HTTP endpoint). Each workload says what it asks (the traversal:
 * [[traversalperfs.workloads.traversal.CypherCounts]]).
 */
final class CypherOracle(cypher: CypherRunner) {
  def via: String = cypher.via

  /** A statement answering one number. */
  def countOf(statement: String): Long = cypher.read(statement).rows match {
    case Seq(Seq(JInt(count))) => count.toLong
    case Seq(Seq(JLong(count))) => count
    case other => UserError(s"Cypher answered $other to ${statement.take(200)}")
  }

  /** A statement answering one string per row. */
  def strings(statement: String): Seq[String] = cypher.read(statement).rows.map {
    case Seq(JString(value)) => value
    case other => UserError(s"Cypher answered $other to ${statement.take(200)}")
  }
}
