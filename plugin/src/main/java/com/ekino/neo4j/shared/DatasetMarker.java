package com.ekino.neo4j.shared;

import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;

/**
 * The one node that says a dataset of the extension is in the database (the tree's {@code :Root}, the permissions'
 * {@code :PermissionsDataset}): the parameters it was made with, what was made, and whether its populate finished.
 * Every dataset lives through the same states, whether written by the server or offline: none, incomplete (from the
 * populate's first write, and again once a delete starts, so an interrupted one stays visible), complete. Call inside
 * a transaction.
 */
public final class DatasetMarker {
    public static final String COMPLETE = "complete";
    public static final String POPULATE_MILLIS = "populateMillis";

    private final Node node;

    private DatasetMarker(Node node) {
        this.node = node;
    }

    /** The marker that {@code node} is (a dataset's own class found it). */
    public static DatasetMarker of(Node node) {
        return new DatasetMarker(node);
    }

    /** The marker labelled {@code label}, or null when there is none; several are a 409 that says what to do. */
    public static DatasetMarker find(Graph graph, Label label, String several) {
        try (ResourceIterator<Node> found = graph.findNodes(label)) {
            if (!found.hasNext()) {
                return null;
            }
            Node node = found.next();
            if (found.hasNext()) {
                throw new ApiException(409, several);
            }
            return new DatasetMarker(node);
        }
    }

    /** The complete dataset: 404 ({@code none}) when there is none, 409 ({@code incomplete}) when it is not done. */
    public static DatasetMarker requireComplete(DatasetMarker found, String none, String incomplete) {
        if (found == null) {
            throw new ApiException(404, none);
        }
        if (!found.isComplete()) {
            throw new ApiException(409, incomplete);
        }
        return found;
    }

    /** A populate's first write: {@code node} says what the dataset is made with, and that it is not done. */
    public static DatasetMarker begin(Node node, Map<String, Object> parameters) {
        incomplete(parameters).forEach(node::setProperty);
        return new DatasetMarker(node);
    }

    /** What a new marker holds: the parameters, and that its populate has not finished. */
    public static Map<String, Object> incomplete(Map<String, Object> parameters) {
        Map<String, Object> properties = new LinkedHashMap<>(parameters);
        properties.put(COMPLETE, false);
        return properties;
    }

    /** What a marker holds once its populate finished: what was made, the populate's time, complete. */
    public static Map<String, Object> complete(Map<String, ?> made, long millis) {
        Map<String, Object> properties = new LinkedHashMap<>(made);
        properties.put(POPULATE_MILLIS, millis);
        properties.put(COMPLETE, true);
        return properties;
    }

    public Node node() {
        return node;
    }

    public boolean isComplete() {
        return Boolean.TRUE.equals(node.getProperty(COMPLETE, false));
    }

    /** A delete's first write: until the dataset is gone, it is not complete. */
    public void markIncomplete() {
        node.setProperty(COMPLETE, false);
    }

    /** A populate's last write. */
    public void markComplete(Map<String, ?> made, long millis) {
        complete(made, millis).forEach(node::setProperty);
    }
}
