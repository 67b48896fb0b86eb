package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Progress;
import com.ekino.neo4j.shared.WriteLock;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * Removes the tree and nothing else: the nodes reachable from {@code :Root} through outgoing {@code HAS_B} /
 * {@code HAS_A}, with those relationships. Refuses (409) when a tree node has any other relationship. Deletes
 * children before parents, {@value TreePopulator#NODES_PER_TRANSACTION} nodes per transaction, so an interrupted
 * delete leaves a smaller tree still hanging from its root, which a new delete finishes.
 */
public final class TreeRemover {
    private final Database db;

    public TreeRemover(Database db) {
        this.db = db;
    }

    public Deleted delete() {
        WriteLock.acquire("delete");
        try {
            return deleteLocked();
        } finally {
            WriteLock.release();
        }
    }

    private Deleted deleteLocked() {
        LongArrayList preOrder;
        TreeDescription deleted;
        try (Graph graph = db.begin()) {
            StoredTree tree = StoredTree.find(graph);
            if (tree == null) {
                throw new ApiException(404, "no tree in the database: nothing to delete");
            }
            deleted = tree.describe();
            preOrder = treeNodesInPreOrder(tree.root());
            graph.commit();
        }

        // reversed pre-order: every node comes after all of its descendants
        Progress progress = new Progress("delete", preOrder.size());
        int done = 0;
        while (done < preOrder.size()) {
            try (Graph graph = db.begin()) {
                int end = Math.min(preOrder.size(), done + TreePopulator.NODES_PER_TRANSACTION);
                for (int i = done; i < end; i++) {
                    Node node = graph.nodeById(preOrder.getLong(preOrder.size() - 1 - i));
                    for (Relationship parentLink : node.getRelationships(Direction.INCOMING)) {
                        parentLink.delete();
                    }
                    node.delete();
                }
                graph.commit();
                done = end;
            }
            progress.update(done);
        }
        return new Deleted(deleted, preOrder.size(), progress.elapsedMillis());
    }

    /** What a delete removed, and how long it took. */
    public static final class Deleted {
        final TreeDescription tree;
        final long nodes;
        final long millis;

        Deleted(TreeDescription tree, long nodes, long millis) {
            this.tree = tree;
            this.nodes = nodes;
            this.millis = millis;
        }

        public Map<String, Object> toJson() {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("deleted", tree.toJson());
            json.put("nodes", nodes);
            json.put("millis", millis);
            return json;
        }
    }

    private static LongArrayList treeNodesInPreOrder(Node root) {
        LongArrayList order = new LongArrayList();
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            order.add(node.getId());
            for (Relationship relationship : node.getRelationships()) {
                boolean treeType =
                        relationship.isType(TreeRelationships.HAS_A) || relationship.isType(TreeRelationships.HAS_B);
                boolean outgoing = relationship.getStartNode().getId() == node.getId();
                if (!treeType) {
                    throw new ApiException(
                            409,
                            "tree node " + node.getId() + " has a "
                                    + relationship.getType().name()
                                    + " relationship that is not part of the tree; nothing was deleted");
                }
                if (outgoing) {
                    stack.push(relationship.getEndNode());
                }
            }
        }
        return order;
    }
}
