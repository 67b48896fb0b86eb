package com.ekino.neo4j.traversal;

import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Transaction;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * 4.4 and 5.x: the indexes a dataset's records ask for, made after the offline writer (4.4's batch inserter and
 * 5.x's import API make none) by the database itself, started for that alone in the writer's JVM, and online
 * before it stops.
 */
final class OfflineIndexes {
    private OfflineIndexes() {
    }

    static void create(Path home, StoreRecords records) {
        if (records.indexedLabels().length == 0) {
            return;
        }
        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home.toAbsolutePath()).build();
        try {
            GraphDatabaseService db = dbms.database(Neo4j4Database.DATABASE);
            try (Transaction tx = db.beginTx()) {
                for (Label label : records.indexedLabels()) {
                    tx.schema().indexFor(label).on(records.indexedKey()).create();
                }
                tx.commit();
            }
            try (Transaction tx = db.beginTx()) {
                tx.schema().awaitIndexesOnline(10, TimeUnit.MINUTES);
            }
        } finally {
            dbms.shutdown();
        }
    }
}
