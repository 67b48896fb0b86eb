package com.ekino.neo4j.traversal.caches;

import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.DependencyResolver;
import org.neo4j.graphdb.GraphDatabaseService;

/**
 * Neo4j's own object caches (nodes and relationships kept on the heap), which 2.2 has and 2.3 removed. They are
 * reached through the kernel's {@code Caches} component, Community included (the original cleared them through an
 * Enterprise-only JMX bean), by reflection: the component does not exist from 2.3 on, and this jar loads there too.
 */
public final class ObjectCaches {
    private static final String CACHES = "org.neo4j.kernel.impl.core.Caches";

    private ObjectCaches() {}

    /** Clears them; answers what was cleared (entries before), or that this version has none. */
    public static Map<String, Object> clear(GraphDatabaseService db, String version) {
        Map<String, Object> json = new LinkedHashMap<>();
        Class<?> cachesType;
        try {
            cachesType = Class.forName(CACHES, false, db.getClass().getClassLoader());
        } catch (ClassNotFoundException absent) {
            json.put("cleared", false);
            json.put("why", "Neo4j " + version + " has no object cache (removed in 2.3)");
            return json;
        }
        try {
            DependencyResolver resolver = (DependencyResolver)
                    db.getClass().getMethod("getDependencyResolver").invoke(db);
            Object caches = resolver.resolveDependency(cachesType);
            long nodes = entries(cachesType, caches, "node");
            long relationships = entries(cachesType, caches, "relationship");
            cachesType.getMethod("clear").invoke(caches);
            json.put("cleared", true);
            json.put("nodes", nodes);
            json.put("relationships", relationships);
            return json;
        } catch (ReflectiveOperationException | RuntimeException unreachable) {
            throw new IllegalStateException(
                    "Neo4j " + version + "'s object caches cannot be reached: " + unreachable, unreachable);
        }
    }

    private static long entries(Class<?> cachesType, Object caches, String which) throws ReflectiveOperationException {
        Object cache = cachesType.getMethod(which).invoke(caches);
        return ((Number) cache.getClass().getMethod("size").invoke(cache)).longValue();
    }
}
