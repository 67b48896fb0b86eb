package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Transaction;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Creates the tree generation by generation, in level order, {@value #NODES_PER_TRANSACTION} nodes per transaction.
 * Each node gets {@code value} (see {@link NodeValues}) and {@code index}, its position among its siblings, which
 * {@link StartPath} uses to address subtrees. The root is created first with {@code complete=false} and marked
 * complete in the last transaction, so an interrupted populate is visible as such.
 */
final class TreePopulator {
    static final int NODES_PER_TRANSACTION = 10_000;
    static final String VALUE = "value";
    static final String INDEX = "index";

    private final GraphDatabaseService db;

    TreePopulator(GraphDatabaseService db) {
        this.db = db;
    }

    Map<String, Object> populate(TreeShape shape) {
        TreeWriteLock.acquire("populate");
        try {
            return populateLocked(shape);
        } finally {
            TreeWriteLock.release();
        }
    }

    private Map<String, Object> populateLocked(TreeShape shape) {
        Progress progress = new Progress("populate " + shape, shape.nodeCount());
        long rootId;
        try (Transaction tx = db.beginTx()) {
            StoredTree existing = StoredTree.find(db);
            if (existing != null) {
                throw new ApiException(409, "a tree already exists (" + existing.shape()
                    + (existing.isComplete() ? "" : ", incomplete") + "): DELETE /traversal-perfs/tree first");
            }
            Node root = db.createNode(TreeLabels.Root, TreeLabels.A);
            root.setProperty(VALUE, NodeValues.value(shape.seed(), 0));
            StoredTree.describeNewRoot(root, shape);
            rootId = root.getId();
            tx.success();
        }

        long[] parents = {rootId};
        long index = 1;
        long trueB = 0;
        int inTransaction = 0;
        Transaction tx = db.beginTx();
        try {
            for (int generation = 1; generation < shape.generations(); generation++) {
                boolean bGeneration = TreeShape.isBGeneration(generation);
                Label label = bGeneration ? TreeLabels.B : TreeLabels.A;
                TreeRelationships type = TreeRelationships.towardsChildrenOf(generation - 1);
                long[] children = new long[Math.toIntExact(shape.generationSize(generation))];
                int created = 0;
                for (long parentId : parents) {
                    Node parent = db.getNodeById(parentId);
                    for (int sibling = 0; sibling < shape.fanout(); sibling++) {
                        boolean value = NodeValues.value(shape.seed(), index++);
                        Node child = db.createNode(label);
                        child.setProperty(VALUE, value);
                        child.setProperty(INDEX, sibling);
                        parent.createRelationshipTo(child, type);
                        children[created++] = child.getId();
                        if (bGeneration && value) {
                            trueB++;
                        }
                        if (++inTransaction == NODES_PER_TRANSACTION) {
                            tx.success();
                            tx.close();
                            progress.update(index);
                            tx = db.beginTx();
                            inTransaction = 0;
                        }
                    }
                }
                parents = children;
            }
            StoredTree.markComplete(db.getNodeById(rootId), trueB, progress.elapsedMillis());
            tx.success();
        } finally {
            tx.close();
        }
        progress.update(shape.nodeCount());

        long millis = Math.max(1, progress.elapsedMillis());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("depth", shape.depth());
        json.put("fanout", shape.fanout());
        json.put("seed", shape.seed());
        json.put("nodes", shape.nodeCount());
        json.put("bNodes", shape.bNodeCount());
        json.put("trueBNodes", trueB);
        json.put("millis", millis);
        json.put("nodesPerSecond", shape.nodeCount() * 1000 / millis);
        return json;
    }
}
