package com.ekino.neo4j.shared;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Transaction;
import org.neo4j.graphdb.schema.AnyTokens;
import org.neo4j.graphdb.schema.IndexDefinition;
import org.neo4j.graphdb.schema.IndexType;
import org.neo4j.graphdb.schema.Schema;

/**
 * 4.4 and 5.x: the indexes the store needs that its offline writer did not make, made after it by the database
 * itself, started for that alone in the writer's JVM, and online before it stops; their population's % is said every
 * two seconds. Those the dataset's records ask for (4.4's batch inserter and 5.x's import API make none), and on 4.4
 * the token lookup indexes every database Neo4j makes has (its batch inserter cannot make them; 5.x's import API
 * does): without them every label lookup scans all nodes.
 */
final class OfflineIndexes {
    private static final long GIVE_UP_NANOS = TimeUnit.MINUTES.toNanos(10);

    private OfflineIndexes() {}

    static void create(Path home, Label[] indexedLabels, String indexedKey, boolean tokenIndexes, Progress progress) {
        if (indexedLabels.length == 0 && !tokenIndexes) {
            return;
        }
        progress.say("starting the database to build the indexes the writer could not make");
        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home.toAbsolutePath()).build();
        try {
            GraphDatabaseService db = dbms.database(Neo4j4Database.DATABASE);
            try (Transaction tx = db.beginTx()) {
                Schema schema = tx.schema();
                if (tokenIndexes && !hasLookupIndexes(schema)) {
                    schema.indexFor(AnyTokens.ANY_LABELS).create();
                    schema.indexFor(AnyTokens.ANY_RELATIONSHIP_TYPES).create();
                }
                for (Label label : indexedLabels) {
                    schema.indexFor(label).on(indexedKey).create();
                }
                tx.commit();
            }
            awaitOnline(db, progress);
        } finally {
            dbms.shutdown();
        }
    }

    private static boolean hasLookupIndexes(Schema schema) {
        for (IndexDefinition index : schema.getIndexes()) {
            if (index.getIndexType() == IndexType.LOOKUP) {
                return true;
            }
        }
        return false;
    }

    private static void awaitOnline(GraphDatabaseService db, Progress progress) {
        long began = System.nanoTime();
        while (true) {
            try (Transaction tx = db.beginTx()) {
                Schema schema = tx.schema();
                try {
                    schema.awaitIndexesOnline(2, TimeUnit.SECONDS);
                    progress.say(String.format("indexes online in %.1f s", (System.nanoTime() - began) / 1e9));
                    return;
                } catch (IllegalStateException notYet) {
                    float least = 100;
                    for (IndexDefinition index : schema.getIndexes()) {
                        if (schema.getIndexState(index) == Schema.IndexState.FAILED) {
                            throw new IllegalStateException(
                                    "index " + index + " failed: " + schema.getIndexFailure(index));
                        }
                        least = Math.min(
                                least, schema.getIndexPopulationProgress(index).getCompletedPercentage());
                    }
                    if (System.nanoTime() - began > GIVE_UP_NANOS) {
                        throw notYet;
                    }
                    progress.say(String.format("building the indexes: %.0f%% done (the least advanced)", least));
                }
            }
        }
    }
}
