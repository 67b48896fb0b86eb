package com.ekino.neo4j.gatling.javaapi;

import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.internal.Expressions;
import java.util.function.Function;

/**
 * {@code neo4j("name")}: then {@code .query(text)} for one query in an auto-commit transaction, or {@code
 * .transaction()} and several {@code .query(text)} committed together as one request.
 */
public final class Neo4jRequestBuilder {
    private final com.ekino.neo4j.gatling.request.Neo4jRequestBuilder wrapped;

    public Neo4jRequestBuilder(com.ekino.neo4j.gatling.request.Neo4jRequestBuilder wrapped) {
        this.wrapped = wrapped;
    }

    /** The query's text (Gatling EL allowed; Cypher parameters, given with {@code .param}, preferred). */
    public Neo4jActionBuilder query(String text) {
        return new Neo4jActionBuilder(wrapped.query(Expressions.toStringExpression(text)));
    }

    /** The query's text, computed from the virtual user's session. */
    public Neo4jActionBuilder query(Function<Session, String> text) {
        return new Neo4jActionBuilder(wrapped.query(Expressions.javaFunctionToExpression(text)));
    }

    public Neo4jActionBuilder transaction() {
        return new Neo4jActionBuilder(wrapped.transaction());
    }
}
