package com.ekino.neo4j.shared;

/**
 * How a batch inserter (2.2 to 4.4) writes a {@link CopySpool}: every node under its source's id, then every
 * relationship between them, then its shutdown, which writes the store out while a progress line says so. Each
 * version's {@code OfflineStore} hands over its own inserter's methods.
 */
final class CopyInserts {
    private static final int PROGRESS_EVERY = 100_000;

    private CopyInserts() {}

    static void write(
            CopySpool spool,
            Progress progress,
            InsertInIdOrder.Nodes nodes,
            StoreRecords.Relationships relationships,
            Runnable shutdown) {
        long done = 0;
        try {
            for (CopySpool.Node node = spool.nextNode(); node != null; node = spool.nextNode()) {
                nodes.create(node.id, node.properties, node.labels);
                if (++done % PROGRESS_EVERY == 0) {
                    progress.update(done);
                }
            }
            for (CopySpool.Relationship r = spool.nextRelationship(); r != null; r = spool.nextRelationship()) {
                relationships.add(r.start, r.end, r.relationshipType(), r.properties);
                if (++done % PROGRESS_EVERY == 0) {
                    progress.update(done);
                }
            }
        } catch (RuntimeException | Error failed) {
            shutdown.run();
            throw failed;
        }
        try (Progress.Phase phase = progress.phase("the batch inserter writes the store out")) {
            shutdown.run();
        }
        progress.update(done);
    }
}
