package com.ekino.neo4j.shared;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import org.neo4j.graphdb.Label;
import org.neo4j.unsafe.batchinsert.BatchInserter;
import org.neo4j.unsafe.batchinsert.BatchInserters;

/** Neo4j 2.2 to 3.5: the records through Neo4j's batch inserter, into the database directory. */
public final class OfflineStore {
    public static final String WRITER = "Neo4j's batch inserter";

    private OfflineStore() {}

    public static void write(Path store, StoreRecords records, Progress progress) throws Exception {
        BatchInserter inserter = open(store, Collections.singletonMap("dbms.pagecache.memory", "500m"));
        try {
            for (Label label : records.indexedLabels()) {
                inserter.createDeferredSchemaIndex(label)
                        .on(records.indexedKey())
                        .create(); // built at shutdown
            }
        } catch (RuntimeException failed) {
            inserter.shutdown();
            throw failed;
        }
        InsertInIdOrder.write(
                records,
                progress,
                new InsertInIdOrder.Inserter(
                        inserter::createNode,
                        inserter::createRelationship,
                        inserter::setNodeProperty,
                        inserter::shutdown,
                        true));
    }

    /** A running server's graph, spooled by the lab, under its source's ids. */
    public static void copy(Path store, CopySpool spool, long nodes, long relationships, Progress progress)
            throws Exception {
        BatchInserter inserter = open(store, Collections.singletonMap("dbms.pagecache.memory", "500m"));
        CopyInserts.write(spool, progress, inserter::createNode, inserter::createRelationship, inserter::shutdown);
    }

    /** {@code inserter(File, Map)} from 3.0 on, {@code inserter(String, Map)} in 2.x. */
    private static BatchInserter open(Path store, Map<String, String> config) throws Exception {
        try {
            try {
                return (BatchInserter) BatchInserters.class
                        .getMethod("inserter", File.class, Map.class)
                        .invoke(null, store.toFile(), config);
            } catch (NoSuchMethodException neo4j2) {
                return (BatchInserter) BatchInserters.class
                        .getMethod("inserter", String.class, Map.class)
                        .invoke(null, store.toString(), config);
            }
        } catch (InvocationTargetException failed) {
            throw failed.getCause() instanceof Exception ? (Exception) failed.getCause() : failed;
        }
    }
}
