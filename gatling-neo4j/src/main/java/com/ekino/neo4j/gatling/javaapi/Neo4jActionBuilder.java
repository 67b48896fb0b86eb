package com.ekino.neo4j.gatling.javaapi;

import com.ekino.neo4j.gatling.check.Neo4jCheck;
import com.ekino.neo4j.gatling.check.Neo4jCheckMaterializer;
import io.gatling.javaapi.core.ActionBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.internal.Expressions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The Java face of the Scala {@link com.ekino.neo4j.gatling.action.Neo4jActionBuilder}: {@code .query} adds a query,
 * {@code .param}/{@code .params} give the last query's parameters, {@code .read()}/{@code .write()} the access mode,
 * {@code .database} a database of its own, {@code .check} the checks.
 */
public final class Neo4jActionBuilder implements ActionBuilder {
    private final com.ekino.neo4j.gatling.action.Neo4jActionBuilder wrapped;

    public Neo4jActionBuilder(com.ekino.neo4j.gatling.action.Neo4jActionBuilder wrapped) {
        this.wrapped = wrapped;
    }

    /** A transaction's next query. */
    public Neo4jActionBuilder query(String text) {
        return new Neo4jActionBuilder(wrapped.query(Expressions.toStringExpression(text)));
    }

    /** A transaction's next query, its text computed from the virtual user's session. */
    public Neo4jActionBuilder query(Function<Session, String> text) {
        return new Neo4jActionBuilder(wrapped.query(Expressions.javaFunctionToExpression(text)));
    }

    /** A parameter of the last query: a value, or a String with Gatling EL ({@code "#{id}"}). */
    public Neo4jActionBuilder param(String key, Object value) {
        return new Neo4jActionBuilder(wrapped.param(
                key,
                value instanceof String text
                        ? Expressions.toAnyExpression(text)
                        : Expressions.toStaticValueExpression(value)));
    }

    /** A parameter of the last query, computed from the virtual user's session. */
    public Neo4jActionBuilder param(String key, Function<Session, Object> value) {
        return new Neo4jActionBuilder(wrapped.param(key, Expressions.javaObjectFunctionToExpression(value)));
    }

    /** The last query's parameters as one map, computed from the session (a feeder's record, say). */
    public Neo4jActionBuilder params(Function<Session, Map<String, Object>> values) {
        return new Neo4jActionBuilder(wrapped.params(Expressions.javaMapFunctionToExpression(values)));
    }

    /** A read: a cluster routes it to a reader, and a server refuses a write in it. */
    public Neo4jActionBuilder read() {
        return new Neo4jActionBuilder(wrapped.read());
    }

    public Neo4jActionBuilder write() {
        return new Neo4jActionBuilder(wrapped.write());
    }

    /** This request's database (Gatling EL allowed), instead of the protocol's. */
    public Neo4jActionBuilder database(String name) {
        return new Neo4jActionBuilder(wrapped.database(Expressions.toStringExpression(name)));
    }

    /** This request's database, computed from the virtual user's session. */
    public Neo4jActionBuilder database(Function<Session, String> name) {
        return new Neo4jActionBuilder(wrapped.database(Expressions.javaFunctionToExpression(name)));
    }

    public Neo4jActionBuilder check(CheckBuilder... checks) {
        return check(Arrays.asList(checks));
    }

    public Neo4jActionBuilder check(List<CheckBuilder> checks) {
        List<Neo4jCheck> scala = new ArrayList<>();
        for (CheckBuilder check : checks) {
            scala.add(Neo4jCheckMaterializer.build(check.asScala(), check.type() == Neo4jCheckType.FAILURE));
        }
        return new Neo4jActionBuilder(
                wrapped.check(CollectionConverters.asScala(scala).toSeq()));
    }

    @Override
    public com.ekino.neo4j.gatling.action.Neo4jActionBuilder asScala() {
        return wrapped;
    }
}
