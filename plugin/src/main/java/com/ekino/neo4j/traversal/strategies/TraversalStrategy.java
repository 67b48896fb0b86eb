package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeReads;
import org.neo4j.graphdb.Node;

/** One way to count the true B nodes under a start; all give the same count. One instance per request. */
public interface TraversalStrategy {
    /**
     * Counts inside {@code graph}'s transaction. Strategies that read through the core API use {@code reads} (the
     * caches asked for, then the counted core API); others count their own reads into {@code calls}, under the names
     * their {@link Strategy} declares.
     */
    TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads reads, CallCounts calls);
}
