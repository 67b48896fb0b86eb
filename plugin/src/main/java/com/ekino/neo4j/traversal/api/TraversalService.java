package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.strategies.CallCounts;
import com.ekino.neo4j.traversal.strategies.CountingCoreReads;
import com.ekino.neo4j.traversal.strategies.TraversalCount;
import com.ekino.neo4j.traversal.strategies.TraversalDatabase;
import com.ekino.neo4j.traversal.strategies.TraversalStrategy;
import com.ekino.neo4j.traversal.tree.StartPath;
import com.ekino.neo4j.traversal.tree.StoredTree;
import org.neo4j.graphdb.Node;

/**
 * Runs one traversal request: in one read transaction, finds the tree, resolves the start (outside the measured
 * time), counts with the requested strategy behind the requested caches, and measures the count's time and the
 * bytes the request's thread allocated meanwhile.
 */
final class TraversalService {
    private TraversalService() {}

    static TraversalResult run(TraversalDatabase db, TraversalRequest request) {
        TraversalStrategy counter = request.strategy.create(db);
        try (Graph graph = db.begin()) {
            StoredTree tree = StoredTree.requireComplete(graph);
            StartPath start = StartPath.parse(request.start, tree.shape());
            Node startNode = start.resolve(tree.root());

            CallCounts calls = request.strategy.newCallCounts();
            NodeReads reads = request.caches.wrap(new CountingCoreReads(calls));
            long allocatedBefore = ThreadAllocation.current();
            long began = System.nanoTime();
            TraversalCount counted = counter.count(graph, startNode, request.depthFirst, reads, calls);
            long nanos = System.nanoTime() - began;
            long allocated = ThreadAllocation.current() - allocatedBefore;
            graph.commit();
            TestDelay.apply();
            return new TraversalResult(
                    request, start.toString(), counted, nanos / 1e6, allocatedBefore < 0 ? null : allocated, calls);
        }
    }
}
