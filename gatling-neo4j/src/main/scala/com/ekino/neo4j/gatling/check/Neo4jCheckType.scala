package com.ekino.neo4j.gatling.check

/** The checks of an answer (records, summary). */
trait Neo4jCheckType

/** The checks of a failure (its code and message). */
trait Neo4jFailureCheckType
