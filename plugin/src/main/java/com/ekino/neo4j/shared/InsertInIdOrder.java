package com.ekino.neo4j.shared;

import java.util.Map;
import org.neo4j.graphdb.Label;

/**
 * How a batch inserter writes {@link StoreRecords}: every node in id order, each followed by its relationships to
 * nodes before it (their other ends were just written, still in the inserter's cache), node 0's time last, then its
 * shutdown, which writes the store out (and builds deferred indexes) while a progress line says so. The batch
 * inserters of 2.x-3.5 and of 4.4 are different types in different packages: each version's {@code OfflineStore}
 * hands over its own inserter's methods as an {@link Inserter}.
 */
final class InsertInIdOrder {
    private static final int PROGRESS_EVERY = 100_000;

    private InsertInIdOrder() {}

    /** A batch inserter's {@code createNode(id, properties, labels)}. */
    interface Nodes {
        void create(long id, Map<String, Object> properties, Label... labels);
    }

    /** A batch inserter's {@code setNodeProperty(id, key, value)}. */
    interface NodeProperties {
        void set(long id, String key, Object value);
    }

    /** The four methods of a batch inserter the loop calls; {@code buildsIndexes} when its shutdown builds them. */
    static final class Inserter {
        final Nodes nodes;
        final StoreRecords.Relationships relationships;
        final NodeProperties properties;
        final Runnable shutdown;
        final boolean buildsIndexes;

        Inserter(
                Nodes nodes,
                StoreRecords.Relationships relationships,
                NodeProperties properties,
                Runnable shutdown,
                boolean buildsIndexes) {
            this.nodes = nodes;
            this.relationships = relationships;
            this.properties = properties;
            this.shutdown = shutdown;
            this.buildsIndexes = buildsIndexes;
        }
    }

    /**
     * Writes every record, then shuts the inserter down; also on failure (a failed write is never moved into place).
     */
    static void write(StoreRecords records, Progress progress, Inserter inserter) {
        try {
            long count = records.nodeCount();
            for (long node = 0; node < count; node++) {
                inserter.nodes.create(node, records.properties(node, 0), records.labels(node));
                records.relationships(node, inserter.relationships);
                if (node % PROGRESS_EVERY == 0) {
                    progress.update(node);
                }
            }
            inserter.properties.set(0, StoreRecords.POPULATE_MILLIS, progress.elapsedMillis());
        } catch (RuntimeException | Error failed) {
            inserter.shutdown.run();
            throw failed;
        }
        try (Progress.Phase shutdown = progress.phase(shutdownPhase(records, inserter.buildsIndexes))) {
            inserter.shutdown.run();
        }
    }

    /** What the shutdown does, said while it runs. */
    private static String shutdownPhase(StoreRecords records, boolean buildsIndexes) {
        if (!buildsIndexes || records.indexedLabels().length == 0) {
            return "the batch inserter writes the store out";
        }
        StringBuilder labels = new StringBuilder();
        for (Label label : records.indexedLabels()) {
            labels.append(labels.length() == 0 ? "" : ", ").append(label.name());
        }
        return "the batch inserter writes the store out and builds the " + records.indexedKey() + " indexes of "
                + labels;
    }
}
