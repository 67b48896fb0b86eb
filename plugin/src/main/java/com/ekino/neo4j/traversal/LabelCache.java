package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.Long2ByteOpenHashMap;
import org.neo4j.graphdb.Node;

/**
 * The article's label cache: node id -> bitmask of the node's tree labels in a primitive map, shared by all
 * requests. Bounded: when it holds {@code maxEntries} nodes it is emptied before the next one is added.
 */
final class LabelCache {
    private static final byte ABSENT = -1;

    private final Long2ByteOpenHashMap labels = new Long2ByteOpenHashMap();
    private final int maxEntries;
    private long hits;
    private long misses;
    private long evictions;

    LabelCache(int maxEntries) {
        this.maxEntries = maxEntries;
        labels.defaultReturnValue(ABSENT);
    }

    NodeReads over(NodeReads delegate) {
        return new DelegatingReads(delegate) {
            @Override
            public boolean hasLabel(Node node, TreeLabels label) {
                return (mask(node, delegate) & label.bit()) != 0;
            }

            @Override
            public byte labelMask(Node node) {
                return mask(node, delegate);
            }
        };
    }

    private synchronized byte mask(Node node, NodeReads delegate) {
        byte mask = labels.get(node.getId());
        if (mask != ABSENT) {
            hits++;
            return mask;
        }
        misses++;
        mask = delegate.labelMask(node);
        if (labels.size() >= maxEntries) {
            labels.clear();
            evictions++;
        }
        labels.put(node.getId(), mask);
        return mask;
    }

    synchronized int clear() {
        int size = labels.size();
        labels.clear();
        labels.trim();
        return size;
    }

    synchronized CacheStats stats() {
        return new CacheStats(labels.size(), maxEntries, hits, misses, evictions);
    }
}
