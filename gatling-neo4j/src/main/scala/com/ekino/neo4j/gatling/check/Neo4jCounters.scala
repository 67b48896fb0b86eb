package com.ekino.neo4j.gatling.check

import org.neo4j.driver.summary.SummaryCounters

/** A write's counters by the names the driver's `SummaryCounters` gives them. */
object Neo4jCounters {
  val Names: Seq[String] = Seq("nodesCreated", "nodesDeleted", "relationshipsCreated", "relationshipsDeleted",
    "propertiesSet", "labelsAdded", "labelsRemoved", "indexesAdded", "indexesRemoved", "constraintsAdded",
    "constraintsRemoved", "systemUpdates")

  def of(c: SummaryCounters): Map[String, Int] = Names.zip(Seq(c.nodesCreated, c.nodesDeleted, c.relationshipsCreated,
      c.relationshipsDeleted, c.propertiesSet, c.labelsAdded, c.labelsRemoved, c.indexesAdded, c.indexesRemoved,
      c.constraintsAdded, c.constraintsRemoved, c.systemUpdates)).toMap
}
