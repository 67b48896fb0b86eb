package com.ekino.neo4j.gatling.javaapi;

import io.gatling.javaapi.core.CheckBuilder;

/** Which checks a Java check builder holds: of the answer, or of a failure (those let a failing query be OK). */
public enum Neo4jCheckType implements CheckBuilder.CheckType {
    ANSWER,
    FAILURE
}
