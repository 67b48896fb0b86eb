package com.ekino.neo4j.traversal;

/** The database the extension serves, as each Neo4j generation reaches it (see {@link Graph}). */
public interface Database {
    /** A new transaction. */
    Graph begin();

    /** The server's version, e.g. {@code 3.0.12}, or {@code unknown}. */
    String neo4jVersion();

    /**
     * Clears Neo4j's own object caches where this version has them (2.2); answers what it cleared (entries before),
     * or {@code cleared: false} and why this version has none.
     */
    java.util.Map<String, Object> clearObjectCaches();

    /** This generation's low-level counter, or an {@link ApiException} (400) that says why this server has none. */
    TraversalStrategy kernelStrategy();
}
