package com.ekino.neo4j.traversal;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

/**
 * The offline populate: writes the tree into a store no server has open, through the version's {@link OfflineStore}
 * (Neo4j's batch inserter, or its import API where the batch inserter is gone), in its own JVM on the version's
 * classpath plus this jar:
 * {@code java -cp <runtime>:<extension jar> com.ekino.neo4j.traversal.BulkPopulate <store> <depth> <fanout> <seed>}.
 * {@code <store>} is the database directory (2.x, 3.x) or the Neo4j home (4.x, 5.x). Prints progress like a populate
 * through the server, then one line {@value #DONE} followed by the JSON a populate through the server answers.
 * A shape beyond the node cap is refused in one line ({@value #REFUSED}, exit 64). Exits 0 only when the store was
 * written and closed; the lab moves it into place only then.
 */
public final class BulkPopulate {
    public static final String DONE = "traversal-perfs bulk populated: ";
    public static final String REFUSED = "traversal-perfs bulk populate refused: ";

    private BulkPopulate() {
    }

    public static void main(String[] args) {
        if (args.length != 4) {
            System.err.println("usage: BulkPopulate <store> <depth> <fanout> <seed>");
            System.exit(2);
        }
        Path store = Paths.get(args[0]);
        TreeShape shape;
        try {
            shape = QueryParameters.shape(args[1], args[2], args[3]); // the same bounds as POST /populate
        } catch (ApiException refused) {
            System.err.println(REFUSED + refused.getMessage());
            System.exit(64);
            return;
        }
        TreeRecords records = new TreeRecords(shape);
        Progress progress = new Progress("bulk populate " + shape + " with " + OfflineStore.WRITER, shape.nodeCount());
        try {
            OfflineStore.writeTree(store, records, progress);
        } catch (Exception failed) {
            ServerConsole.error("bulk populate failed", failed);
            System.exit(1);
        }
        progress.update(shape.nodeCount());
        long millis = Math.max(1, progress.elapsedMillis());
        Map<String, Object> json = new TreePopulator.Populated(shape, records.trueBCount(), millis).toJson();
        json.put("writer", OfflineStore.WRITER);
        System.out.println(DONE + Json.text(json));
        System.exit(0); // Neo4j may leave non-daemon threads behind its shutdown
    }
}
