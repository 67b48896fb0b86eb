package com.ekino.neo4j.shared;

import java.nio.file.Path;
import org.neo4j.batchinsert.BatchInserter;
import org.neo4j.batchinsert.BatchInserters;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.graphdb.Label;
import org.neo4j.io.layout.DatabaseLayout;

/**
 * Neo4j 4.4: the records through Neo4j's batch inserter (its last version), into the {@code neo4j} database of a
 * home; then the indexes, the token lookup indexes included, which this batch inserter cannot make.
 */
public final class OfflineStore {
    public static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {}

    public static void write(Path home, StoreRecords records, Progress progress) throws Exception {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
                .set(GraphDatabaseSettings.pagecache_memory, "500m")
                .build();
        BatchInserter inserter = BatchInserters.inserter(DatabaseLayout.of(config), config);
        InsertInIdOrder.write(
                records,
                progress,
                new InsertInIdOrder.Inserter(
                        inserter::createNode,
                        inserter::createRelationship,
                        inserter::setNodeProperty,
                        inserter::shutdown,
                        false)); // makes no indexes
        OfflineIndexes.create(home, records.indexedLabels(), records.indexedKey(), true, progress);
    }

    /** A running server's graph, spooled by the lab, under its source's ids; then the token lookup indexes. */
    public static void copy(Path home, CopySpool spool, long nodes, long relationships, Progress progress)
            throws Exception {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
                .set(GraphDatabaseSettings.pagecache_memory, "500m")
                .build();
        BatchInserter inserter = BatchInserters.inserter(DatabaseLayout.of(config), config);
        CopyInserts.write(spool, progress, inserter::createNode, inserter::createRelationship, inserter::shutdown);
        OfflineIndexes.create(home, new Label[0], null, true, progress);
    }
}
