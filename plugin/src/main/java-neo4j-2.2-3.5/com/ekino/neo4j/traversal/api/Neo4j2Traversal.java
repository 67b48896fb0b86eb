package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Neo4j2Database;
import com.ekino.neo4j.traversal.caches.ObjectCaches;
import com.ekino.neo4j.traversal.strategies.KernelStrategy;
import com.ekino.neo4j.traversal.strategies.TraversalDatabase;
import com.ekino.neo4j.traversal.strategies.TraversalStrategy;
import java.util.Map;
import org.neo4j.graphdb.GraphDatabaseService;

/**
 * Neo4j 2.2 to 3.5 as the traversal needs it: the shared seam, 2.2's object cache cleared, the 2.3/3.0 kernel
 * strategy.
 */
final class Neo4j2Traversal implements TraversalDatabase {
    private final GraphDatabaseService service;
    private final Neo4j2Database db;

    Neo4j2Traversal(GraphDatabaseService service) {
        this.service = service;
        this.db = new Neo4j2Database(service);
    }

    @Override
    public Graph begin() {
        return db.begin();
    }

    @Override
    public String neo4jVersion() {
        return db.neo4jVersion();
    }

    @Override
    public Map<String, Object> clearObjectCaches() {
        return ObjectCaches.clear(service, neo4jVersion());
    }

    @Override
    public TraversalStrategy kernelStrategy() {
        return KernelStrategy.on(service);
    }
}
