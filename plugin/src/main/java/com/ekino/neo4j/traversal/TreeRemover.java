package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.Transaction;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Removes the tree and nothing else: the nodes reachable from {@code :Root} through outgoing {@code HAS_B} /
 * {@code HAS_A}, with those relationships. Refuses (409) when a tree node has any other relationship. Deletes
 * children before parents, {@value TreePopulator#NODES_PER_TRANSACTION} nodes per transaction, so an interrupted
 * delete leaves a smaller tree still hanging from its root, which a new delete finishes.
 */
final class TreeRemover {
    private final GraphDatabaseService db;

    TreeRemover(GraphDatabaseService db) {
        this.db = db;
    }

    Map<String, Object> delete() {
        TreeWriteLock.acquire("delete");
        try {
            return deleteLocked();
        } finally {
            TreeWriteLock.release();
        }
    }

    private Map<String, Object> deleteLocked() {
        LongArrayList preOrder;
        Map<String, Object> json = new LinkedHashMap<>();
        try (Transaction tx = db.beginTx()) {
            StoredTree tree = StoredTree.find(db);
            if (tree == null) {
                throw new ApiException(404, "no tree in the database: nothing to delete");
            }
            json.put("deleted", tree.describe());
            preOrder = treeNodesInPreOrder(tree.root());
            tx.success();
        }

        // reversed pre-order: every node comes after all of its descendants
        Progress progress = new Progress("delete", preOrder.size());
        int done = 0;
        while (done < preOrder.size()) {
            try (Transaction tx = db.beginTx()) {
                int end = Math.min(preOrder.size(), done + TreePopulator.NODES_PER_TRANSACTION);
                for (int i = done; i < end; i++) {
                    Node node = db.getNodeById(preOrder.getLong(preOrder.size() - 1 - i));
                    for (Relationship parentLink : node.getRelationships(Direction.INCOMING)) {
                        parentLink.delete();
                    }
                    node.delete();
                }
                tx.success();
                done = end;
            }
            progress.update(done);
        }
        json.put("nodes", preOrder.size());
        json.put("millis", progress.elapsedMillis());
        return json;
    }

    private static LongArrayList treeNodesInPreOrder(Node root) {
        LongArrayList order = new LongArrayList();
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            order.add(node.getId());
            for (Relationship relationship : node.getRelationships()) {
                boolean treeType = relationship.isType(TreeRelationships.HAS_A)
                    || relationship.isType(TreeRelationships.HAS_B);
                boolean outgoing = relationship.getStartNode().getId() == node.getId();
                if (!treeType) {
                    throw new ApiException(409, "tree node " + node.getId() + " has a " + relationship.getType().name()
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
