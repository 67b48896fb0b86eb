package traversalperfs.lab

import org.json4s.{JInt, JLong, JString}

/**
 * An oracle that does not rest on the extension: the same count asked of Neo4j itself, in Cypher: over Bolt with
 * neo4j-java-driver where the server speaks it (3.5 and later here; 3.0's Bolt server fails on JDK 9+), else through
 * the transactional HTTP endpoint. The start node is found by its `index` properties, then every :B below
 * it whose value is true.
 */
final class CypherOracle(cypher: CypherRunner) {
  def via: String = cypher.via

  def count(start: String): Long = countOf(CypherOracle.statement(start))

  /** A statement answering one number. */
  def countOf(statement: String): Long = cypher.read(statement).rows match {
    case Seq(Seq(JInt(count))) => count.toLong
    case Seq(Seq(JLong(count))) => count
    case other => LabError(s"Cypher answered $other to ${statement.take(200)}")
  }

  /** A statement answering one string per row. */
  def strings(statement: String): Seq[String] = cypher.read(statement).rows.map {
    case Seq(JString(value)) => value
    case other => LabError(s"Cypher answered $other to ${statement.take(200)}")
  }

  /** Every distinct start of the rows must count the same in Cypher; a difference is a LabError naming it. */
  def check(rows: Seq[ExpectedCount]): Unit =
    rows.groupBy(_.start).foreach { case (start, variants) =>
      val cypher = count(start)
      if (variants.head.count != cypher)
        LabError(s"start '$start': the extension counted ${variants.head.count}, Cypher counts $cypher ($via)")
    }
}

object CypherOracle {
  /** The count of true B nodes under `start` (child indexes from the root) as one Cypher statement. */
  def statement(start: String): String = {
    val steps = if (start.isEmpty) Nil else start.split('.').toList.map(_.toInt)
    val path = steps.zipWithIndex.map { case (index, generation) =>
      val (relationship, label) = if (generation % 2 == 0) ("HAS_B", "B") else ("HAS_A", "A")
      s"-[:$relationship]->(n${generation + 1}:$label {index: $index})"
    }.mkString
    s"MATCH (n0:Root)$path MATCH (n${steps.size})-[:HAS_B|HAS_A*0..]->(b:B) WHERE b.value = true RETURN count(b)"
  }
}
