package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import org.neo4j.graphdb.Node;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * The article's property cache: node id -> the properties read so far (a singleton map for the usual one key),
 * shared by all requests. Bounded like {@link LabelCache}.
 */
final class PropertyCache {
    private final Long2ObjectOpenHashMap<Map<String, Object>> properties = new Long2ObjectOpenHashMap<>();
    private final int maxEntries;
    private long hits;
    private long misses;
    private long evictions;

    PropertyCache(int maxEntries) {
        this.maxEntries = maxEntries;
    }

    NodeReads over(NodeReads delegate) {
        return new DelegatingReads(delegate) {
            @Override
            public Object getProperty(Node node, String key) {
                return property(node, key, delegate);
            }
        };
    }

    private synchronized Object property(Node node, String key, NodeReads delegate) {
        Map<String, Object> known = properties.get(node.getId());
        if (known != null && known.containsKey(key)) {
            hits++;
            return known.get(key);
        }
        misses++;
        Object value = delegate.getProperty(node, key);
        Map<String, Object> updated;
        if (known == null) {
            updated = Collections.singletonMap(key, value);
            if (properties.size() >= maxEntries) {
                properties.clear();
                evictions++;
            }
        } else {
            updated = new HashMap<>(known);
            updated.put(key, value);
        }
        properties.put(node.getId(), updated);
        return value;
    }

    synchronized int clear() {
        int size = properties.size();
        properties.clear();
        properties.trim();
        return size;
    }

    synchronized CacheStats stats() {
        return new CacheStats(properties.size(), maxEntries, hits, misses, evictions);
    }
}
