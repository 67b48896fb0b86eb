package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.DatasetMarker;
import com.ekino.neo4j.shared.Graph;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.Node;

/**
 * The dataset held in the database, described by its {@code :PermissionsDataset} node (the dataset's
 * {@link DatasetMarker}): the parameters it was made with, what was made, the indexes its populate created (and its
 * delete drops), and whether the populate finished ({@code complete=false} while populating or deleting, so an
 * interrupted one is visible). Call inside a transaction.
 */
final class StoredDataset {
    private static final String[] SHAPE_KEYS = {"users", "groups", "folders", "documents", "userGrants", "groupGrants"};
    static final String CREATED_INDEXES = "createdIndexes";

    private final DatasetMarker marker;
    private final Node node;

    private StoredDataset(DatasetMarker marker) {
        this.marker = marker;
        this.node = marker.node();
    }

    /** The dataset, or null when the database holds none. */
    static StoredDataset find(Graph graph) {
        DatasetMarker marker = DatasetMarker.find(
                graph,
                PermissionsModel.Labels.PermissionsDataset,
                "the database holds several :PermissionsDataset nodes; DELETE /permissions/dataset removes only one "
                        + "dataset, so empty the database by hand");
        return marker == null ? null : new StoredDataset(marker);
    }

    /** The complete dataset, or a 404/409 answer saying what to do. */
    static StoredDataset requireComplete(Graph graph) {
        StoredDataset dataset = find(graph);
        DatasetMarker.requireComplete(
                dataset == null ? null : dataset.marker,
                "no permissions dataset in the database: POST /permissions/populate first",
                "the permissions dataset is incomplete (a populate or delete was interrupted): "
                        + "DELETE /permissions/dataset, then populate again");
        return dataset;
    }

    static StoredDataset create(Graph graph, DatasetShape shape) {
        Map<String, Object> parameters = new LinkedHashMap<>(shape.toJson());
        parameters.put(CREATED_INDEXES, new String[0]);
        return new StoredDataset(
                DatasetMarker.begin(graph.createNode(PermissionsModel.Labels.PermissionsDataset), parameters));
    }

    /** What a dataset written offline holds on its node: made, complete. */
    static Map<String, Object> completeProperties(
            DatasetShape shape, Map<String, Long> counts, String[] indexes, long millis) {
        Map<String, Object> properties = new LinkedHashMap<>(shape.toJson());
        properties.put(CREATED_INDEXES, indexes);
        properties.putAll(DatasetMarker.complete(counts, millis));
        return properties;
    }

    Node node() {
        return node;
    }

    boolean isComplete() {
        return marker.isComplete();
    }

    void markIncomplete() {
        marker.markIncomplete();
    }

    void markComplete(Map<String, Long> counts, long millis) {
        marker.markComplete(counts, millis);
    }

    /** Labels whose unique_id index the populate created. */
    String[] createdIndexes() {
        return (String[]) node.getProperty(CREATED_INDEXES, new String[0]);
    }

    void recordCreatedIndexes(String[] labels) {
        node.setProperty(CREATED_INDEXES, labels);
    }

    Map<String, Object> describe() {
        Map<String, Object> json = new LinkedHashMap<>();
        for (String key : SHAPE_KEYS) {
            json.put(key, ((Number) node.getProperty(key)).intValue());
        }
        json.put("seed", ((Number) node.getProperty("seed")).longValue());
        json.put(DatasetMarker.COMPLETE, isComplete());
        for (String count : new String[] {"nodes", "memberships", "grants", "readableGrants", "populateMillis"}) {
            if (node.hasProperty(count)) {
                json.put(count, node.getProperty(count));
            }
        }
        json.put(CREATED_INDEXES, Arrays.asList(createdIndexes()));
        return json;
    }
}
