package com.ekino.neo4j.traversal;

import org.neo4j.batchinsert.BatchInserter;
import org.neo4j.batchinsert.BatchInserters;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.io.layout.DatabaseLayout;

import java.nio.file.Path;

/**
 * Neo4j 4.4: the records through Neo4j's batch inserter (its last version), into the {@code neo4j} database of a
 * home; its indexes after it (this batch inserter makes none).
 */
final class OfflineStore {
    static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {
    }

    static void write(Path home, StoreRecords records, Progress progress) throws Exception {
        Config config = Config.newBuilder()
            .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
            .set(GraphDatabaseSettings.pagecache_memory, "500m")
            .build();
        BatchInserter inserter = BatchInserters.inserter(DatabaseLayout.of(config), config);
        try {
            long nodes = records.nodeCount();
            for (long node = 0; node < nodes; node++) { // a node and its relationships: their other ends still cached
                inserter.createNode(node, records.properties(node, 0), records.labels(node));
                records.relationships(node, (from, to, type, properties) ->
                    inserter.createRelationship(from, to, type, properties));
                if (node % 100_000 == 0) {
                    progress.update(node);
                }
            }
            inserter.setNodeProperty(0, StoreRecords.POPULATE_MILLIS, progress.elapsedMillis());
        } finally {
            inserter.shutdown(); // flushes the store and writes its transaction log; a failed write is never moved into place
        }
        OfflineIndexes.create(home, records);
    }
}
