package com.ekino.neo4j.bulk;

import com.ekino.neo4j.permissions.DatasetRecords;
import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.CopySpool;
import com.ekino.neo4j.shared.Json;
import com.ekino.neo4j.shared.OfflineStore;
import com.ekino.neo4j.shared.Progress;
import com.ekino.neo4j.shared.ServerConsole;
import com.ekino.neo4j.shared.StoreRecords;
import com.ekino.neo4j.traversal.tree.TreeRecords;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The offline populate: writes a dataset into a store no server has open, through the version's {@link OfflineStore}
 * (Neo4j's batch inserter, or its import API where the batch inserter is gone), in its own JVM on the version's
 * classpath plus this jar:
 * {@code java -cp <runtime>:<extension jar> com.ekino.neo4j.bulk.BulkPopulate <store> tree depth=5 fanout=4 seed=42}
 * or {@code ... <store> permissions users=3000 documents=100000 ...} (the parameters of {@code POST /populate}).
 * {@code <store>} is the database directory (2.x, 3.x) or the Neo4j home (4.x, 5.x). Prints progress like a populate
 * through the server, then one line {@value #DONE} followed by the JSON a populate through the server answers. Bad
 * parameters (the node cap included) are refused in one line ({@value #REFUSED}, exit 64). Exits 0 only when the
 * store was written and closed; the lab moves it into place only then.
 */
public final class BulkPopulate {
    public static final String DONE = "traversal-perfs bulk populated: ";
    public static final String REFUSED = "traversal-perfs bulk populate refused: ";

    private BulkPopulate() {}

    public static void main(String[] args) {
        if (args.length < 2 || !(args[1].equals("tree") || args[1].equals("permissions") || args[1].equals("copy"))) {
            System.err.println("usage: BulkPopulate <store> tree|permissions|copy [name=value ...]");
            System.exit(2);
        }
        Path store = Paths.get(args[0]);
        if (args[1].equals("copy")) {
            copy(store, parameters(args));
            return;
        }
        StoreRecords records;
        try {
            Map<String, String> parameters = parameters(args);
            records = args[1].equals("tree")
                    ? TreeRecords.of(parameters)
                    : new DatasetRecords(parameters); // the same bounds as POST /populate
        } catch (ApiException refused) {
            System.err.println(REFUSED + refused.getMessage());
            System.exit(64);
            return;
        }
        Progress progress = new Progress(records.job() + " with " + OfflineStore.WRITER, records.nodeCount());
        try {
            OfflineStore.write(store, records, progress);
        } catch (Exception failed) {
            ServerConsole.error("bulk populate failed", failed);
            System.exit(1);
        }
        progress.update(records.nodeCount());
        Map<String, Object> json = records.summary(Math.max(1, progress.elapsedMillis()));
        json.put("writer", OfflineStore.WRITER);
        System.out.println(DONE + Json.text(json));
        System.exit(0); // Neo4j may leave non-daemon threads behind its shutdown
    }

    /**
     * A running server's graph the lab spooled ({@code spool=<file> nodes=<n> relationships=<m>}: the counts for the
     * progress): written under the source's ids, answered with what was written.
     */
    private static void copy(Path store, Map<String, String> parameters) {
        long nodes = Long.parseLong(parameters.getOrDefault("nodes", "0"));
        long relationships = Long.parseLong(parameters.getOrDefault("relationships", "0"));
        Progress progress = new Progress(
                "copy of a running server's graph with " + OfflineStore.WRITER,
                nodes + relationships,
                "nodes and relationships");
        try (CopySpool spool = new CopySpool(Paths.get(parameters.get("spool")))) {
            OfflineStore.copy(store, spool, nodes, relationships, progress);
        } catch (Exception failed) {
            ServerConsole.error("bulk copy failed", failed);
            System.exit(1);
        }
        progress.update(nodes + relationships);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("nodes", nodes);
        json.put("relationships", relationships);
        json.put("millis", progress.elapsedMillis());
        json.put("writer", OfflineStore.WRITER);
        System.out.println(DONE + Json.text(json));
        System.exit(0);
    }

    private static Map<String, String> parameters(String[] args) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (int i = 2; i < args.length; i++) {
            int equals = args[i].indexOf('=');
            if (equals < 1) {
                throw new ApiException(400, "parameters are name=value; got '" + args[i] + "'");
            }
            parameters.put(args[i].substring(0, equals), args[i].substring(equals + 1));
        }
        return parameters;
    }
}
