package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeImageCache;
import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.caches.TraversalBuffers;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.neo4j.graphdb.Node;

/**
 * The {@code cached} strategy: a loop over the slots of the permanent {@link NodeImageCache}, kept as runs (a node's
 * children are contiguous slots: one push per node with children, not one per child). The depth-first
 * and breadth-first loops are kept apart on purpose: merged into one loop over a single deque, breadth-first measured
 * 188 ms instead of 27-50 ms (the loop was compiled for whichever order ran first). When the cache cannot hold a
 * node (or was emptied by another request meanwhile), the rest of the count goes on from the store, by node id.
 */
public final class NodeImageCounter implements TraversalStrategy {
    /** The breadth-first queue drops what it has taken once that is this many and at least half of it. */
    private static final int COMPACT_AFTER = 4096;

    private final NodeImageCache cache;

    public NodeImageCounter(NodeImageCache cache) {
        this.cache = cache;
    }

    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads reads, CallCounts calls) {
        try (TraversalBuffers buffers = TraversalBuffers.borrow()) {
            cache.start(start.getId(), buffers);
            return depthFirst ? depthFirst(graph, reads, buffers) : breadthFirst(graph, reads, buffers);
        }
    }

    private TraversalCount depthFirst(Graph graph, NodeReads reads, TraversalBuffers buffers) {
        NodeImageCache.Images images = buffers.images;
        IntArrayList runs = buffers.slots; // a stack of runs of slots still to visit, [next, end) pairs
        long count = 0;
        long visited = 0;
        long hits = 0;
        runs.add(buffers.startSlot);
        runs.add(buffers.startSlot + 1);
        while (!runs.isEmpty()) {
            int top = runs.size() - 2;
            int slot = runs.getInt(top);
            if (slot + 1 == runs.getInt(top + 1)) {
                runs.size(top);
            } else {
                runs.set(top, slot + 1);
            }
            long entry = images.entry(slot);
            if (entry != 0) {
                hits++;
            } else {
                entry = cache.load(images, slot, graph, reads, buffers);
                if (entry == 0) {
                    cache.addHits(hits - buffers.filled);
                    return fromStore(graph, reads, buffers, images, slot, 0, true, count, visited);
                }
                images = buffers.images;
            }
            visited++;
            if (NodeImageCache.value(entry)) {
                count++;
            }
            int children = NodeImageCache.childrenCount(entry);
            if (children > 0) {
                int first = NodeImageCache.firstChild(entry);
                runs.add(first);
                runs.add(first + children);
            }
        }
        cache.addHits(hits - buffers.filled);
        return new TraversalCount(count, visited);
    }

    private TraversalCount breadthFirst(Graph graph, NodeReads reads, TraversalBuffers buffers) {
        NodeImageCache.Images images = buffers.images;
        // a queue of runs of slots, [next, end) pairs, taken from the head and compacted in place (no garbage); a
        // node's children are one run, and runs that follow each other merge: in level order the queue is one run
        IntArrayList runs = buffers.slots;
        int head = 0;
        long count = 0;
        long visited = 0;
        long hits = 0;
        runs.add(buffers.startSlot);
        runs.add(buffers.startSlot + 1);
        while (head < runs.size()) {
            int slot = runs.getInt(head);
            if (slot + 1 == runs.getInt(head + 1)) {
                head += 2;
            } else {
                runs.set(head, slot + 1);
            }
            long entry = images.entry(slot);
            if (entry != 0) {
                hits++;
            } else {
                entry = cache.load(images, slot, graph, reads, buffers);
                if (entry == 0) {
                    cache.addHits(hits - buffers.filled);
                    return fromStore(graph, reads, buffers, images, slot, head, false, count, visited);
                }
                images = buffers.images;
            }
            visited++;
            if (NodeImageCache.value(entry)) {
                count++;
            }
            int children = NodeImageCache.childrenCount(entry);
            if (children > 0) {
                int first = NodeImageCache.firstChild(entry);
                int tail = runs.size() - 1;
                if (tail > head && runs.getInt(tail) == first) {
                    runs.set(tail, first + children);
                } else {
                    runs.add(first);
                    runs.add(first + children);
                }
            }
            if (head >= COMPACT_AFTER && head * 2 >= runs.size()) {
                runs.removeElements(0, head);
                head = 0;
            }
        }
        cache.addHits(hits - buffers.filled);
        return new TraversalCount(count, visited);
    }

    /**
     * The rest of a count from the store, by node id: {@code slot}, then the runs still to visit (from {@code from}
     * on), translated through {@code images}, the last snapshot of the generation they belong to.
     */
    private static TraversalCount fromStore(
            Graph graph,
            NodeReads reads,
            TraversalBuffers buffers,
            NodeImageCache.Images images,
            int slot,
            int from,
            boolean depthFirst,
            long count,
            long visited) {
        LongArrayList ids = depthFirst ? buffers.stack : buffers.queue;
        ids.add(images.ids[slot]);
        IntArrayList runs = buffers.slots;
        for (int run = from; run < runs.size(); run += 2) {
            for (int pending = runs.getInt(run); pending < runs.getInt(run + 1); pending++) {
                ids.add(images.ids[pending]);
            }
        }
        int head = 0;
        while (depthFirst ? !ids.isEmpty() : head < ids.size()) {
            long id = depthFirst ? ids.popLong() : ids.getLong(head++);
            long entry = NodeImageCache.loadUncached(graph, id, reads, buffers.loaded);
            visited++;
            if (NodeImageCache.value(entry)) {
                count++;
            }
            ids.addAll(buffers.loaded);
            if (!depthFirst && head >= COMPACT_AFTER && head * 2 >= ids.size()) {
                ids.removeElements(0, head);
                head = 0;
            }
        }
        return new TraversalCount(count, visited);
    }
}
