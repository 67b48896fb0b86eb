package com.ekino.neo4j.gatling

/**
 * The Scala DSL in one import: `import com.ekino.neo4j.gatling.Predef._` beside `io.gatling.core.Predef._` (what it
 * holds: [[Neo4jDsl]]).
 */
object Predef extends Neo4jDsl
