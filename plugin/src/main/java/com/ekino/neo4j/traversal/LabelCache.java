package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.Long2ByteOpenHashMap;
import org.neo4j.graphdb.Label;
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

    NodeReads over(final NodeReads delegate) {
        return new NodeReads() {
            @Override
            public boolean hasLabel(Node node, TreeLabels label) {
                return (mask(node) & label.bit()) != 0;
            }

            @Override
            public Object getProperty(Node node, String key) {
                return delegate.getProperty(node, key);
            }
        };
    }

    private synchronized byte mask(Node node) {
        byte mask = labels.get(node.getId());
        if (mask != ABSENT) {
            hits++;
            return mask;
        }
        misses++;
        mask = 0;
        for (Label label : node.getLabels()) {
            for (TreeLabels treeLabel : TreeLabels.values()) {
                if (treeLabel.name().equals(label.name())) {
                    mask |= treeLabel.bit();
                }
            }
        }
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
