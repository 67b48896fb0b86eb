package com.ekino.neo4j.traversal;

import java.util.Map;

/** A strategy's answer: the count, the nodes it visited, and (when it does not read through NodeReads) its calls. */
final class TraversalCount {
    final long count;
    final long nodesVisited;
    final Map<String, Object> ownCalls;

    TraversalCount(long count, long nodesVisited) {
        this(count, nodesVisited, null);
    }

    TraversalCount(long count, long nodesVisited, Map<String, Object> ownCalls) {
        this.count = count;
        this.nodesVisited = nodesVisited;
        this.ownCalls = ownCalls;
    }
}
