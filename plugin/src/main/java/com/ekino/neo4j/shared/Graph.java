package com.ekino.neo4j.shared;

import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.schema.Schema;
import org.neo4j.graphdb.traversal.TraversalDescription;

/**
 * One transaction on the database, through the few operations whose form differs between Neo4j generations
 * (2.x to 3.5 reach them on the database service, 4.x and 5.x on the transaction). Everything else the extension
 * does goes through {@link Node} and the traversal framework, the same source on every generation.
 * Writes are kept only after {@link #commit()}; always close it.
 */
public interface Graph extends AutoCloseable {
    Node createNode(Label... labels);

    Node nodeById(long id);

    ResourceIterator<Node> findNodes(Label label);

    /** The one node with this label and property value, or null (indexed when the schema has that index). */
    Node findNode(Label label, String key, Object value);

    /** Indexes; create or drop them in a transaction of their own, without data writes. */
    Schema schema();

    TraversalDescription traversalDescription();

    void commit();

    @Override
    void close();
}
