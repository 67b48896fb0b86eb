package com.ekino.neo4j.shared;

import org.neo4j.batchinsert.BatchInserter;
import org.neo4j.batchinsert.BatchInserters;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.io.layout.DatabaseLayout;

import java.nio.file.Path;

/**
 * Neo4j 4.4: the records through Neo4j's batch inserter (its last version), into the {@code neo4j} database of a
 * home; then the indexes, the token lookup indexes included, which this batch inserter cannot make.
 */
public final class OfflineStore {
    public static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {
    }

    public static void write(Path home, StoreRecords records, Progress progress) throws Exception {
        Config config = Config.newBuilder()
            .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
            .set(GraphDatabaseSettings.pagecache_memory, "500m")
            .build();
        BatchInserter inserter = BatchInserters.inserter(DatabaseLayout.of(config), config);
        InsertInIdOrder.write(records, progress, new InsertInIdOrder.Inserter(inserter::createNode,
            inserter::createRelationship, inserter::setNodeProperty, inserter::shutdown, false)); // makes no indexes
        OfflineIndexes.create(home, records, true, progress);
    }
}
