package com.ekino.neo4j.shared;

import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.Transaction;
import org.neo4j.graphdb.schema.Schema;
import org.neo4j.graphdb.traversal.TraversalDescription;

/**
 * Neo4j 4.x and 5.x: the default database ({@code neo4j}) of the management service; nodes are created, found and
 * traversed through the transaction, which a node belongs to.
 */
public final class Neo4j4Database implements Database {
    /** The database a fresh 4.x/5.x server creates, and the one the lab's Cypher oracle queries. */
    public static final String DATABASE = "neo4j";

    private final GraphDatabaseService db;

    public Neo4j4Database(DatabaseManagementService dbms) {
        this.db = dbms.database(DATABASE);
    }

    @Override
    public Graph begin() {
        return new TransactionGraph(db.beginTx());
    }

    /** A {@link Graph} over one 4.x/5.x transaction; the kernel strategy reads its kernel transaction. */
    public static final class TransactionGraph implements Graph {
        private final Transaction tx;

        TransactionGraph(Transaction tx) {
            this.tx = tx;
        }

        public Transaction transaction() {
            return tx;
        }

        @Override
        public Node createNode(Label... labels) {
            return tx.createNode(labels);
        }

        @Override
        public Node nodeById(long id) {
            return tx.getNodeById(id);
        }

        @Override
        public ResourceIterator<Node> findNodes(Label label) {
            return tx.findNodes(label);
        }

        @Override
        public Node findNode(Label label, String key, Object value) {
            return tx.findNode(label, key, value);
        }

        @Override
        public Schema schema() {
            return tx.schema();
        }

        @Override
        public TraversalDescription traversalDescription() {
            return tx.traversalDescription();
        }

        @Override
        public void commit() {
            tx.commit();
        }

        @Override
        public void close() {
            tx.close();
        }
    }

    @Override
    public String neo4jVersion() {
        String version = org.neo4j.kernel.internal.Version.getNeo4jVersion();
        return version == null ? "unknown" : version;
    }
}
