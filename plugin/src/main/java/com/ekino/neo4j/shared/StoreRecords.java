package com.ekino.neo4j.shared;

import java.util.Map;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.RelationshipType;

/**
 * A dataset as records for the offline writers ({@link OfflineStore}), which write a store before its server starts:
 * node {@code i} gets id {@code i}; its relationships to nodes before it come with it, so a writer can write node
 * and relationships in one pass. Node 0 says the dataset is complete: the store only becomes the server's once its
 * writer finished (see the lab's bulk populate).
 */
public interface StoreRecords {
    /** The property node 0 holds the writer's time in. */
    String POPULATE_MILLIS = DatasetMarker.POPULATE_MILLIS;

    /** "bulk populate depth 5, fanout 4, seed 42": what the progress lines say. */
    String job();

    long nodeCount();

    Label[] labels(long node);

    /** A node's properties; node 0's carry {@code millis}, the writer's time so far. */
    Map<String, Object> properties(long node, long millis);

    /** The relationships between {@code node} and nodes before it, in a fixed order. */
    void relationships(long node, Relationships sink);

    /** Labels whose {@link #indexedKey()} the dataset indexes (none for the tree). */
    Label[] indexedLabels();

    String indexedKey();

    /** What the populate made, as a populate through the server answers it. */
    Map<String, Object> summary(long millis);

    /** Where {@link #relationships} puts them. */
    interface Relationships {
        /** {@code properties} null when it has none. */
        void add(long from, long to, RelationshipType type, Map<String, Object> properties);
    }
}
