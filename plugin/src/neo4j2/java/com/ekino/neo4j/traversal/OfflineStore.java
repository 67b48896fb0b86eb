package com.ekino.neo4j.traversal;

import org.neo4j.unsafe.batchinsert.BatchInserter;
import org.neo4j.unsafe.batchinsert.BatchInserters;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;

/** Neo4j 2.2 to 3.5: the tree through Neo4j's batch inserter, into the database directory. */
final class OfflineStore {
    static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {
    }

    static void writeTree(Path store, TreeRecords records, Progress progress) throws Exception {
        BatchInserter inserter = open(store, Collections.singletonMap("dbms.pagecache.memory", "500m"));
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
            inserter.shutdown(); // flushes the store; a failed write is never moved into place
        }
    }

    /** {@code inserter(File, Map)} from 3.0 on, {@code inserter(String, Map)} in 2.x. */
    private static BatchInserter open(Path store, Map<String, String> config) throws Exception {
        try {
            try {
                return (BatchInserter) BatchInserters.class.getMethod("inserter", File.class, Map.class)
                    .invoke(null, store.toFile(), config);
            } catch (NoSuchMethodException neo4j2) {
                return (BatchInserter) BatchInserters.class.getMethod("inserter", String.class, Map.class)
                    .invoke(null, store.toString(), config);
            }
        } catch (InvocationTargetException failed) {
            throw failed.getCause() instanceof Exception ? (Exception) failed.getCause() : failed;
        }
    }
}
