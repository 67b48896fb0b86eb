package com.ekino.neo4j.traversal;

import org.neo4j.batchinsert.BatchInserter;
import org.neo4j.batchinsert.BatchInserters;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.io.layout.DatabaseLayout;

import java.nio.file.Path;

/** Neo4j 4.4: the tree through Neo4j's batch inserter (its last version), into the {@code neo4j} database of a home. */
final class OfflineStore {
    static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {
    }

    static void writeTree(Path home, TreeRecords records, Progress progress) throws Exception {
        Config config = Config.newBuilder()
            .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
            .set(GraphDatabaseSettings.pagecache_memory, "500m")
            .build();
        BatchInserter inserter = BatchInserters.inserter(DatabaseLayout.of(config), config);
        try {
            long nodes = records.nodeCount();
            inserter.createNode(0, records.properties(0, 0), records.labels(0));
            for (long index = 1; index < nodes; index++) { // a node and the relationship to it: the parent is still in cache
                inserter.createNode(index, records.properties(index, 0), records.labels(index));
                inserter.createRelationship(records.parentOf(index), index, records.relationshipTo(index), null);
                if (index % 100_000 == 0) {
                    progress.update(index);
                }
            }
            inserter.setNodeProperty(0, StoredTree.POPULATE_MILLIS, progress.elapsedMillis());
        } finally {
            inserter.shutdown(); // flushes the store and writes its transaction log; a failed write is never moved into place
        }
    }
}
