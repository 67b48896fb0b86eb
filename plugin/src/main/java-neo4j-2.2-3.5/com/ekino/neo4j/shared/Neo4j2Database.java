package com.ekino.neo4j.shared;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.Transaction;
import org.neo4j.graphdb.schema.Schema;
import org.neo4j.graphdb.traversal.TraversalDescription;

/** Neo4j 2.2 to 3.5: nodes are created, found and traversed through the database service. */
public final class Neo4j2Database implements Database {
    private final GraphDatabaseService db;

    public Neo4j2Database(GraphDatabaseService db) {
        this.db = db;
    }

    @Override
    public Graph begin() {
        final Transaction tx = db.beginTx();
        return new Graph() {
            @Override
            public Node createNode(Label... labels) {
                return db.createNode(labels);
            }

            @Override
            public Node nodeById(long id) {
                return db.getNodeById(id);
            }

            @Override
            public ResourceIterator<Node> findNodes(Label label) {
                return db.findNodes(label);
            }

            @Override
            public Node findNode(Label label, String key, Object value) {
                return db.findNode(label, key, value);
            }

            @Override
            public Schema schema() {
                return db.schema();
            }

            @Override
            public TraversalDescription traversalDescription() {
                return db.traversalDescription();
            }

            @Override
            public void commit() {
                tx.success();
            }

            @Override
            public void close() {
                tx.close();
            }
        };
    }

    @Override
    public String neo4jVersion() {
        String version = db.getClass().getPackage().getImplementationVersion();
        return version == null ? "unknown" : version.split(",")[0];
    }
}
