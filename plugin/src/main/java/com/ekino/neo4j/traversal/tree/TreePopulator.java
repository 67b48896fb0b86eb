package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Progress;
import com.ekino.neo4j.shared.WriteLock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;

/**
 * Creates the tree generation by generation, in level order, {@value #NODES_PER_TRANSACTION} nodes per transaction,
 * each large generation split between {@link #WRITERS} writer threads.
 * Each node gets {@code value} (see {@link NodeValues}) and {@code index}, its position among its siblings, which
 * {@link StartPath} uses to address subtrees. The root is created first with {@code complete=false} and marked
 * complete in the last transaction, so an interrupted populate is visible as such.
 */
public final class TreePopulator {
    static final int NODES_PER_TRANSACTION = 10_000; // 5,000 and 50,000 measured no faster on 3.0.12 (50,000 slower)
    /** Below this many parents per writer a generation is not worth splitting. */
    private static final int MIN_PARENTS_PER_SLICE = 1_000;

    public static final String VALUE = "value";
    static final String INDEX = "index";

    /** Writer threads: two cores were measured faster than one; more would only contend on this machine size. */
    static final int WRITERS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));

    private final Database db;

    public TreePopulator(Database db) {
        this.db = db;
    }

    private static void await(Future<?> writer) {
        try {
            writer.get();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("populate interrupted", interrupted);
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException
                    ? (RuntimeException) failed.getCause()
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
            Graph graph = db.begin();
            try {
                for (int p = from; p < to; p++) {
                    Node parent = graph.nodeById(parents[p]);
                    for (int sibling = 0; sibling < shape.fanout(); sibling++) {
                        boolean value = NodeValues.value(shape.seed(), index++);
                        Node child = graph.createNode(label);
                        child.setProperty(VALUE, value);
                        child.setProperty(INDEX, sibling);
                        parent.createRelationshipTo(child, type);
                        children[created++] = child.getId();
                        if (bGeneration && value) {
                            sliceTrueB++;
                        }
                        if (++inTransaction == NODES_PER_TRANSACTION) {
                            graph.commit();
                            graph.close();
                            progress.update(done.addAndGet(inTransaction));
                            graph = db.begin();
                            inTransaction = 0;
                        }
                    }
                }
                graph.commit();
            } finally {
                graph.close();
            }
            done.addAndGet(inTransaction);
            trueB.addAndGet(sliceTrueB);
        }
    }

    public Populated populate(TreeShape shape) {
        WriteLock.acquire("populate");
        try {
            return populateLocked(shape);
        } finally {
            WriteLock.release();
        }
    }

    private Populated populateLocked(TreeShape shape) {
        Progress progress = new Progress("populate " + shape, shape.nodeCount());
        long rootId;
        try (Graph graph = db.begin()) {
            StoredTree existing = StoredTree.find(graph);
            if (existing != null) {
                throw new ApiException(
                        409,
                        "a tree already exists (" + existing.shape() + (existing.isComplete() ? "" : ", incomplete")
                                + "): DELETE /traversal-perfs/tree first");
            }
            Node root = graph.createNode(TreeLabels.Root, TreeLabels.A);
            root.setProperty(VALUE, NodeValues.value(shape.seed(), 0));
            StoredTree.describeNewRoot(root, shape);
            rootId = root.getId();
            graph.commit();
        }

        long[] parents = {rootId};
        AtomicLong trueB = new AtomicLong();
        AtomicLong done = new AtomicLong(1);
        ExecutorService writers = Executors.newFixedThreadPool(WRITERS);
        try {
            for (int generation = 1; generation < shape.generations(); generation++) {
                long[] children = new long[Math.toIntExact(shape.generationSize(generation))];
                // disjoint slices of parents: their transactions lock different nodes, so they never wait on each other
                int slices = parents.length >= WRITERS * MIN_PARENTS_PER_SLICE ? WRITERS : 1;
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
        try (Graph graph = db.begin()) {
            StoredTree.markComplete(graph.nodeById(rootId), trueB.get(), progress.elapsedMillis());
            graph.commit();
        }
        progress.update(shape.nodeCount());
        return new Populated(shape, trueB.get(), Math.max(1, progress.elapsedMillis()));
    }

    /** What a populate made, and how fast. */
    public static final class Populated {
        final TreeShape shape;
        final long trueBNodes;
        final long millis;

        Populated(TreeShape shape, long trueBNodes, long millis) {
            this.shape = shape;
            this.trueBNodes = trueBNodes;
            this.millis = millis;
        }

        public java.util.Map<String, Object> toJson() {
            java.util.Map<String, Object> json = shape.toJson();
            json.put("trueBNodes", trueBNodes);
            json.put("millis", millis);
            json.put("nodesPerSecond", shape.nodeCount() * 1000 / millis);
            return json;
        }
    }
}
