package com.ekino.neo4j.traversal.caches;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The process-wide label, property and whole-node caches. Node ids are reused after a delete, so populate and delete
 * empty them. Bound per cache: JVM system property {@value #MAX_ENTRIES_PROPERTY} (default
 * {@value #DEFAULT_MAX_ENTRIES}).
 */
public final class ApplicationCaches {
    static final String MAX_ENTRIES_PROPERTY = "traversal-perfs.cache.max-entries";
    static final int DEFAULT_MAX_ENTRIES = 5_000_000;

    static final LabelCache LABELS = new LabelCache(Integer.getInteger(MAX_ENTRIES_PROPERTY, DEFAULT_MAX_ENTRIES));
    static final PropertyCache PROPERTIES =
            new PropertyCache(Integer.getInteger(MAX_ENTRIES_PROPERTY, DEFAULT_MAX_ENTRIES));
    /** The {@code cached} strategy's whole-node cache. */
    public static final NodeImageCache NODES =
            new NodeImageCache(Integer.getInteger(MAX_ENTRIES_PROPERTY, DEFAULT_MAX_ENTRIES));

    private ApplicationCaches() {}

    public static Map<String, Object> clear() {
        Map<String, Object> cleared = new LinkedHashMap<>();
        cleared.put("label", LABELS.clear());
        cleared.put("property", PROPERTIES.clear());
        cleared.put("node", NODES.clear());
        return cleared;
    }

    public static Map<String, Object> stats() {
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("label", LABELS.stats());
        stats.put("property", PROPERTIES.stats());
        stats.put("node", NODES.stats());
        return stats;
    }
}
