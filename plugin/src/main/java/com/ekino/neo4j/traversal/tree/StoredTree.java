package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.DatasetMarker;
import com.ekino.neo4j.shared.Graph;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.Node;

/**
 * The tree held in the database, described by its {@code :Root} node (the tree's {@link DatasetMarker}): the shape
 * and seed it was populated with, its counts, and whether the populate finished (an interrupted one leaves
 * {@code complete=false}). Call inside a transaction.
 */
public final class StoredTree {
    static final String DEPTH = "depth";
    static final String FANOUT = "fanout";
    static final String SEED = "seed";
    static final String NODE_COUNT = "nodeCount";
    static final String TRUE_B_COUNT = "trueBCount";

    private final Node root;
    private final TreeShape shape;

    private StoredTree(Node root, TreeShape shape) {
        this.root = root;
        this.shape = shape;
    }

    /** The tree in the database, or null when there is no {@code :Root} node. */
    public static StoredTree find(Graph graph) {
        DatasetMarker marker = DatasetMarker.find(
                graph,
                TreeLabels.Root,
                "the database holds several :Root nodes; "
                        + "DELETE /tree removes only a single tree, so empty the database by hand");
        if (marker == null) {
            return null;
        }
        Node root = marker.node();
        try {
            TreeShape shape = TreeShape.of(
                    ((Number) root.getProperty(DEPTH)).intValue(),
                    ((Number) root.getProperty(FANOUT)).intValue(),
                    ((Number) root.getProperty(SEED)).longValue(),
                    Long.MAX_VALUE);
            return new StoredTree(root, shape);
        } catch (RuntimeException notOurs) {
            throw new ApiException(
                    409,
                    "the :Root node " + root.getId() + " was not made by this extension (it has no "
                            + "valid depth/fanout/seed properties); remove it by hand");
        }
    }

    /** The tree, or a 404/409 answer when there is none or its populate did not finish. */
    public static StoredTree requireComplete(Graph graph) {
        StoredTree tree = find(graph);
        DatasetMarker.requireComplete(
                tree == null ? null : tree.marker(),
                "no tree in the database: POST /traversal-perfs/populate first",
                "the tree (" + (tree == null ? "" : tree.shape) + ") is incomplete: its populate was interrupted; "
                        + "DELETE /traversal-perfs/tree, then populate again");
        return tree;
    }

    static void describeNewRoot(Node root, TreeShape shape) {
        DatasetMarker.begin(root, shapeProperties(shape));
    }

    static void markComplete(Node root, long trueBCount, long millis) {
        DatasetMarker.complete(made(trueBCount), millis).forEach(root::setProperty);
    }

    /** What a new root says: the shape, and that its populate has not finished. */
    static Map<String, Object> rootProperties(TreeShape shape) {
        return DatasetMarker.incomplete(shapeProperties(shape));
    }

    /** What the root says once the populate finished. */
    static Map<String, Object> completeProperties(long trueBCount, long millis) {
        return DatasetMarker.complete(made(trueBCount), millis);
    }

    private static Map<String, Object> shapeProperties(TreeShape shape) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put(DEPTH, shape.depth());
        properties.put(FANOUT, shape.fanout());
        properties.put(SEED, shape.seed());
        properties.put(NODE_COUNT, shape.nodeCount());
        return properties;
    }

    private static Map<String, Long> made(long trueBCount) {
        return Collections.singletonMap(TRUE_B_COUNT, trueBCount);
    }

    private DatasetMarker marker() {
        return DatasetMarker.of(root);
    }

    public Node root() {
        return root;
    }

    public TreeShape shape() {
        return shape;
    }

    public boolean isComplete() {
        return marker().isComplete();
    }

    public TreeDescription describe() {
        Object trueB = root.getProperty(TRUE_B_COUNT, null);
        Object millis = root.getProperty(DatasetMarker.POPULATE_MILLIS, null);
        return new TreeDescription(
                shape,
                isComplete(),
                trueB == null ? null : ((Number) trueB).longValue(),
                millis == null ? null : ((Number) millis).longValue(),
                root.getId());
    }
}
