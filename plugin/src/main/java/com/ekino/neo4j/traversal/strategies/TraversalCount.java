package com.ekino.neo4j.traversal.strategies;

/** A strategy's answer: the count and the nodes it visited. */
public final class TraversalCount {
    public final long count;
    public final long nodesVisited;

    TraversalCount(long count, long nodesVisited) {
        this.count = count;
        this.nodesVisited = nodesVisited;
    }
}
