package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.traversal.caches.CacheSelection;
import com.ekino.neo4j.traversal.strategies.Strategy;
import com.ekino.neo4j.traversal.tree.QueryParameters;

/** A {@code GET /traverse} request, parsed and checked: order, caches, strategy and the start's path (unresolved). */
final class TraversalRequest {
    final boolean depthFirst;
    final CacheSelection caches;
    final Strategy strategy;
    final String start;

    private TraversalRequest(boolean depthFirst, CacheSelection caches, Strategy strategy, String start) {
        this.depthFirst = depthFirst;
        this.caches = caches;
        this.strategy = strategy;
        this.start = start;
    }

    /** The query parameters as given (null when absent); a bad one is an {@link ApiException} (400). */
    static TraversalRequest parse(String depthFirst, String cache, String start, String strategy) {
        boolean order = QueryParameters.depthFirst(depthFirst);
        CacheSelection caches = CacheSelection.parse(cache);
        return new TraversalRequest(order, caches, Strategy.parse(strategy, caches), start);
    }
}
