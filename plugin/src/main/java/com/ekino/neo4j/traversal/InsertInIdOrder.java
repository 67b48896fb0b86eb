package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.Label;

import java.util.Map;

/**
 * How a batch inserter writes {@link StoreRecords}: every node in id order, each followed by its relationships to
 * nodes before it (their other ends were just written, still in the inserter's cache), node 0's time last.
 * The batch inserters of 2.x-3.5 and of 4.4 are different types in different packages: each version's
 * {@code OfflineStore} hands over its own inserter's three methods.
 */
final class InsertInIdOrder {
    private static final int PROGRESS_EVERY = 100_000;

    private InsertInIdOrder() {
    }

    /** A batch inserter's {@code createNode(id, properties, labels)}. */
    interface Nodes {
        void create(long id, Map<String, Object> properties, Label... labels);
    }

    /** A batch inserter's {@code setNodeProperty(id, key, value)}. */
    interface NodeProperties {
        void set(long id, String key, Object value);
    }

    /** What a batch inserter's shutdown does, said while it runs: it flushes the store and builds deferred indexes. */
    static String shutdown(StoreRecords records, boolean buildsIndexes) {
        if (!buildsIndexes || records.indexedLabels().length == 0) {
            return "the batch inserter writes the store out";
        }
        StringBuilder labels = new StringBuilder();
        for (Label label : records.indexedLabels()) {
            labels.append(labels.length() == 0 ? "" : ", ").append(label.name());
        }
        return "the batch inserter writes the store out and builds the " + records.indexedKey() + " indexes of " + labels;
    }

    static void write(StoreRecords records, Progress progress, Nodes nodes, StoreRecords.Relationships relationships,
                      NodeProperties properties) {
        long count = records.nodeCount();
        for (long node = 0; node < count; node++) {
            nodes.create(node, records.properties(node, 0), records.labels(node));
            records.relationships(node, relationships);
            if (node % PROGRESS_EVERY == 0) {
                progress.update(node);
            }
        }
        properties.set(0, StoreRecords.POPULATE_MILLIS, progress.elapsedMillis());
    }
}
