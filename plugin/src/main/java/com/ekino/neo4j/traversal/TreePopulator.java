package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Transaction;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Creates the tree generation by generation, in level order, {@value #NODES_PER_TRANSACTION} nodes per transaction,
 * each large generation split between {@link #WRITERS} writer threads.
 * Each node gets {@code value} (see {@link NodeValues}) and {@code index}, its position among its siblings, which
 * {@link StartPath} uses to address subtrees. The root is created first with {@code complete=false} and marked
 * complete in the last transaction, so an interrupted populate is visible as such.
 */
final class TreePopulator {
    static final int NODES_PER_TRANSACTION = 10_000;
    static final String VALUE = "value";
    static final String INDEX = "index";

    /** Writer threads: two cores were measured faster than one; more would only contend on this machine size. */
    static final int WRITERS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));

    private final GraphDatabaseService db;

    TreePopulator(GraphDatabaseService db) {
        this.db = db;
    }

    private static void await(Future<?> writer) {
        try {
            writer.get();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("populate interrupted", interrupted);
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException ? (RuntimeException) failed.getCause()
                : new IllegalStateException(failed.getCause());
        }
    }

    /** The children of parents[from, to) in one generation, committed every NODES_PER_TRANSACTION nodes. */
    private final class GenerationSlice {
        private final TreeShape shape;
        private final int generation;
        private final long[] parents;
        private final long[] children;
        private final int from;
        private final int to;

        GenerationSlice(TreeShape shape, int generation, long[] parents, long[] children, int from, int to) {
            this.shape = shape;
            this.generation = generation;
            this.parents = parents;
            this.children = children;
            this.from = from;
            this.to = to;
        }

        void create(AtomicLong trueB, AtomicLong done, Progress progress) {
            boolean bGeneration = TreeShape.isBGeneration(generation);
            Label label = bGeneration ? TreeLabels.B : TreeLabels.A;
            TreeRelationships type = TreeRelationships.towardsChildrenOf(generation - 1);
            long index = shape.generationOffset(generation) + (long) from * shape.fanout();
            int created = from * shape.fanout();
            long sliceTrueB = 0;
            int inTransaction = 0;
            Transaction tx = db.beginTx();
            try {
                for (int p = from; p < to; p++) {
                    Node parent = db.getNodeById(parents[p]);
                    for (int sibling = 0; sibling < shape.fanout(); sibling++) {
                        boolean value = NodeValues.value(shape.seed(), index++);
                        Node child = db.createNode(label);
                        child.setProperty(VALUE, value);
                        child.setProperty(INDEX, sibling);
                        parent.createRelationshipTo(child, type);
                        children[created++] = child.getId();
                        if (bGeneration && value) {
                            sliceTrueB++;
                        }
                        if (++inTransaction == NODES_PER_TRANSACTION) {
                            tx.success();
                            tx.close();
                            progress.update(done.addAndGet(inTransaction));
                            tx = db.beginTx();
                            inTransaction = 0;
                        }
                    }
                }
                tx.success();
            } finally {
                tx.close();
            }
            done.addAndGet(inTransaction);
            trueB.addAndGet(sliceTrueB);
        }
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
        AtomicLong trueB = new AtomicLong();
        AtomicLong done = new AtomicLong(1);
        ExecutorService writers = Executors.newFixedThreadPool(WRITERS);
        try {
            for (int generation = 1; generation < shape.generations(); generation++) {
                long[] children = new long[Math.toIntExact(shape.generationSize(generation))];
                // disjoint slices of parents: their transactions lock different nodes, so they never wait on each other
                int slices = parents.length >= WRITERS * NODES_PER_TRANSACTION ? WRITERS : 1;
                List<Future<?>> running = new ArrayList<>();
                for (int slice = 0; slice < slices; slice++) {
                    int from = (int) ((long) parents.length * slice / slices);
                    int to = (int) ((long) parents.length * (slice + 1) / slices);
                    GenerationSlice work = new GenerationSlice(shape, generation, parents, children, from, to);
                    running.add(writers.submit(() -> work.create(trueB, done, progress)));
                }
                for (Future<?> writer : running) {
                    await(writer);
                }
                parents = children;
            }
        } finally {
            writers.shutdownNow();
        }
        try (Transaction tx = db.beginTx()) {
            StoredTree.markComplete(db.getNodeById(rootId), trueB.get(), progress.elapsedMillis());
            tx.success();
        }
        progress.update(shape.nodeCount());

        long millis = Math.max(1, progress.elapsedMillis());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("depth", shape.depth());
        json.put("fanout", shape.fanout());
        json.put("seed", shape.seed());
        json.put("nodes", shape.nodeCount());
        json.put("bNodes", shape.bNodeCount());
        json.put("trueBNodes", trueB.get());
        json.put("millis", millis);
        json.put("nodesPerSecond", shape.nodeCount() * 1000 / millis);
        return json;
    }
}
