package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Database;
import java.util.Map;

/**
 * The database as the traversal needs it: the shared seam ({@link Database}: transactions, the version) and what
 * only the traversal asks of a Neo4j generation: to clear its object caches, and its kernel strategy.
 */
public interface TraversalDatabase extends Database {
    /** Clears Neo4j's own object caches where the version has them; says what it did (or why it could not). */
    Map<String, Object> clearObjectCaches();

    /** The {@code kernel} strategy on this generation (a 400 {@code ApiException} where it cannot be offered). */
    TraversalStrategy kernelStrategy();
}
