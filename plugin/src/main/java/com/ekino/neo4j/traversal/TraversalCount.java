package com.ekino.neo4j.traversal;

/** A strategy's answer: the count and the nodes it visited. */
final class TraversalCount {
    final long count;
    final long nodesVisited;

    TraversalCount(long count, long nodesVisited) {
        this.count = count;
        this.nodesVisited = nodesVisited;
    }
}
