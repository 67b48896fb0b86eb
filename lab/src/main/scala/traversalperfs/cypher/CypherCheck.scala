package traversalperfs.cypher

import org.neo4j.driver.Record

/** What a Cypher query's records must be: None when they are right, else one line saying expected and found. */
trait CypherCheck {
  def mismatch(records: Seq[Record]): Option[String]
}

object CypherCheck {
  /** One record whose first value is `wanted`. */
  def singleLong(wanted: Long): CypherCheck = records => {
    val found = records.headOption.map(_.get(0).asLong())
    if (records.size == 1 && found.contains(wanted)) None
    else Some(
      s"cypher value.is($wanted), found ${if (records.size == 1) found.get.toString else s"${records.size} records"}")
  }
}
