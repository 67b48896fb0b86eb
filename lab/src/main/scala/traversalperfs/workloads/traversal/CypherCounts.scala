package traversalperfs.workloads.traversal

import traversalperfs.settings.UserError
import traversalperfs.targets.CypherOracle

/**
 * The traversal's oracle outside the extension: a start's count asked of Neo4j itself in Cypher. The start node is
 * found by its `index` properties, then every :B below it whose value is true.
 */
object CypherCounts {
  /** The count of true B nodes under `start` (child indexes from the root) as one Cypher statement. */
  def statement(start: String): String = {
    val steps = if (start.isEmpty) Nil else start.split('.').toList.map(_.toInt)
    val path = steps.zipWithIndex.map { case (index, generation) =>
      val (relationship, label) = if (generation % 2 == 0) ("HAS_B", "B") else ("HAS_A", "A")
      s"-[:$relationship]->(n${generation + 1}:$label {index: $index})"
    }.mkString
    s"MATCH (n0:Root)$path MATCH (n${steps.size})-[:HAS_B|HAS_A*0..]->(b:B) WHERE b.value = true RETURN count(b)"
  }

  def count(oracle: CypherOracle, start: String): Long = oracle.countOf(statement(start))

  /** Every distinct start of the rows must count the same in Cypher; a difference is a UserError naming it. */
  def check(oracle: CypherOracle, rows: Seq[ExpectedCount]): Unit =
    rows.groupBy(_.start).foreach { case (start, variants) =>
      val cypher = count(oracle, start)
      if (variants.head.count != cypher)
        UserError(
          s"start '$start': the extension counted ${variants.head.count}, Cypher counts $cypher (${oracle.via})")
    }
}
