package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.neo4j.graphdb.Node;

/**
 * The {@code cached} strategy: a loop over node ids through the permanent {@link NodeImageCache}. The depth-first
 * and breadth-first loops are kept apart on purpose: merged into one loop over a single deque, breadth-first measured
 * 188 ms instead of 27-50 ms (the loop was compiled for whichever order ran first).
 */
final class NodeImageCounter implements TraversalStrategy {
    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads reads, CallCounts calls) {
        NodeImageCache cache = ApplicationCaches.NODES;
        long count = 0;
        long visited = 0;
        long hits = 0;
        if (depthFirst) {
            LongArrayList stack = new LongArrayList();
            stack.add(start.getId());
            while (!stack.isEmpty()) {
                long id = stack.popLong();
                NodeImageCache.NodeImage node = cache.cached(id);
                if (node != null) {
                    hits++;
                } else {
                    node = cache.load(graph, id, reads);
                }
                visited++;
                if (node.value) {
                    count++;
                }
                for (long child : node.children) {
                    stack.add(child);
                }
            }
        } else {
            LongArrayFIFOQueue queue = new LongArrayFIFOQueue();
            queue.enqueue(start.getId());
            while (!queue.isEmpty()) {
                long id = queue.dequeueLong();
                NodeImageCache.NodeImage node = cache.cached(id);
                if (node != null) {
                    hits++;
                } else {
                    node = cache.load(graph, id, reads);
                }
                visited++;
                if (node.value) {
                    count++;
                }
                for (long child : node.children) {
                    queue.enqueue(child);
                }
            }
        }
        cache.addHits(hits);
        return new TraversalCount(count, visited);
    }
}
