package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.ApiException;
import java.util.regex.Pattern;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * A node named by its path of child indexes from the root: {@code 0.3.1} is the second child of the fourth child
 * of the first child of the root; empty means the root. Resolved before counting, in at most
 * {@code generations * fanout} reads, so it adds no work to the traversal itself.
 */
public final class StartPath {
    private static final Pattern FORMAT = Pattern.compile("\\d{1,9}(\\.\\d{1,9})*");

    private final String text;
    private final int[] indexes;

    private StartPath(String text, int[] indexes) {
        this.text = text;
        this.indexes = indexes;
    }

    public static StartPath parse(String text, TreeShape shape) {
        if (text == null || text.isEmpty()) {
            return new StartPath("", new int[0]);
        }
        if (!FORMAT.matcher(text).matches()) {
            throw new ApiException(
                    400,
                    "start must be child indexes from the root separated by dots, "
                            + "like 0.3.1 (empty for the root); got '" + text + "'");
        }
        String[] parts = text.split("\\.");
        if (parts.length > shape.generations() - 1) {
            throw new ApiException(
                    400,
                    "start '" + text + "' is " + parts.length + " steps deep; the tree (" + shape + ") has "
                            + (shape.generations() - 1) + " generations below its root");
        }
        int[] indexes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            indexes[i] = Integer.parseInt(parts[i]);
            if (indexes[i] >= shape.fanout()) {
                throw new ApiException(
                        400,
                        "start '" + text + "' has child index " + indexes[i] + "; with fanout " + shape.fanout()
                                + " indexes go from 0 to " + (shape.fanout() - 1));
            }
        }
        return new StartPath(text, indexes);
    }

    public Node resolve(Node root) {
        Node node = root;
        for (int generation = 0; generation < indexes.length; generation++) {
            node = child(node, generation, indexes[generation]);
        }
        return node;
    }

    private Node child(Node parent, int generation, int index) {
        TreeRelationships type = TreeRelationships.towardsChildrenOf(generation);
        for (Relationship relationship : parent.getRelationships(Direction.OUTGOING, type)) {
            Node child = relationship.getEndNode();
            Object childIndex = child.getProperty(TreePopulator.INDEX, null);
            if (childIndex instanceof Number && ((Number) childIndex).intValue() == index) {
                return child;
            }
        }
        throw new ApiException(
                409,
                "start '" + text + "': node " + parent.getId() + " has no child " + index
                        + " (the tree was changed outside this extension)");
    }

    @Override
    public String toString() {
        return text;
    }
}
