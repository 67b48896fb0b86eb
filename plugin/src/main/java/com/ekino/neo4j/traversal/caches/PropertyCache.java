package com.ekino.neo4j.traversal.caches;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.neo4j.graphdb.Node;

/**
 * The article's property cache: node id -> the properties read so far (a singleton map for the usual one key),
 * shared by all requests. Bounded (see {@link BoundedCache}).
 */
final class PropertyCache extends BoundedCache {
    private final Long2ObjectOpenHashMap<Map<String, Object>> properties = new Long2ObjectOpenHashMap<>();

    PropertyCache(int maxEntries) {
        super(maxEntries);
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
            hit();
            return known.get(key);
        }
        miss();
        Object value = delegate.getProperty(node, key);
        Map<String, Object> updated;
        if (known == null) {
            updated = Collections.singletonMap(key, value);
            makeRoom();
        } else {
            updated = new HashMap<>(known);
            updated.put(key, value);
        }
        properties.put(node.getId(), updated);
        return value;
    }

    @Override
    int entries() {
        return properties.size();
    }

    @Override
    void empty() {
        properties.clear();
        properties.trim();
    }
}
