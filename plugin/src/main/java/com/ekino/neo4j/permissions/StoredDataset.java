package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Graph;

import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The dataset held in the database, described by its {@code :PermissionsDataset} node: the parameters it was made
 * with, what was made, the indexes its populate created (and its delete drops), and whether the populate finished
 * ({@code complete=false} while populating or deleting, so an interrupted one is visible). Call inside a transaction.
 */
final class StoredDataset {
    private static final String[] SHAPE_KEYS = {"users", "groups", "folders", "documents", "userGrants", "groupGrants"};
    static final String COMPLETE = "complete";
    static final String CREATED_INDEXES = "createdIndexes";

    private final Node node;

    private StoredDataset(Node node) {
        this.node = node;
    }

    /** The dataset, or null when the database holds none. */
    static StoredDataset find(Graph graph) {
        try (ResourceIterator<Node> found = graph.findNodes(PermissionsModel.Labels.PermissionsDataset)) {
            return found.hasNext() ? new StoredDataset(found.next()) : null;
        }
    }

    /** The complete dataset, or a 404/409 answer saying what to do. */
    static StoredDataset requireComplete(Graph graph) {
        StoredDataset dataset = find(graph);
        if (dataset == null) {
            throw new ApiException(404, "no permissions dataset in the database: POST /permissions/populate first");
        }
        if (!dataset.isComplete()) {
            throw new ApiException(409, "the permissions dataset is incomplete (a populate or delete was interrupted): "
                + "DELETE /permissions/dataset, then populate again");
        }
        return dataset;
    }

    static StoredDataset create(Graph graph, DatasetShape shape) {
        Node node = graph.createNode(PermissionsModel.Labels.PermissionsDataset);
        for (Map.Entry<String, Object> parameter : shape.toJson().entrySet()) {
            node.setProperty(parameter.getKey(), parameter.getValue());
        }
        node.setProperty(COMPLETE, false);
        node.setProperty(CREATED_INDEXES, new String[0]);
        return new StoredDataset(node);
    }

    Node node() { return node; }

    boolean isComplete() { return Boolean.TRUE.equals(node.getProperty(COMPLETE, false)); }

    void markIncomplete() { node.setProperty(COMPLETE, false); }

    void markComplete(Map<String, Long> counts, long millis) {
        for (Map.Entry<String, Long> count : counts.entrySet()) {
            node.setProperty(count.getKey(), count.getValue());
        }
        node.setProperty("populateMillis", millis);
        node.setProperty(COMPLETE, true);
    }

    /** Labels whose unique_id index the populate created. */
    String[] createdIndexes() { return (String[]) node.getProperty(CREATED_INDEXES, new String[0]); }

    void recordCreatedIndexes(String[] labels) { node.setProperty(CREATED_INDEXES, labels); }

    Map<String, Object> describe() {
        Map<String, Object> json = new LinkedHashMap<>();
        for (String key : SHAPE_KEYS) {
            json.put(key, ((Number) node.getProperty(key)).intValue());
        }
        json.put("seed", ((Number) node.getProperty("seed")).longValue());
        json.put(COMPLETE, isComplete());
        for (String count : new String[] {"nodes", "memberships", "grants", "readableGrants", "populateMillis"}) {
            if (node.hasProperty(count)) {
                json.put(count, node.getProperty(count));
            }
        }
        json.put(CREATED_INDEXES, Arrays.asList(createdIndexes()));
        return json;
    }
}
