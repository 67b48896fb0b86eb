package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.traversal.tree.TreeLabels;
import it.unimi.dsi.fastutil.longs.Long2ByteOpenHashMap;
import org.neo4j.graphdb.Node;

/**
 * The article's label cache: node id -> bitmask of the node's tree labels in a primitive map, shared by all
 * requests. Bounded (see {@link BoundedCache}).
 */
final class LabelCache extends BoundedCache {
    private static final byte ABSENT = -1;

    private final Long2ByteOpenHashMap labels = new Long2ByteOpenHashMap();

    LabelCache(int maxEntries) {
        super(maxEntries);
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
            hit();
            return mask;
        }
        miss();
        mask = delegate.labelMask(node);
        makeRoom();
        labels.put(node.getId(), mask);
        return mask;
    }

    @Override
    int entries() {
        return labels.size();
    }

    @Override
    void empty() {
        labels.clear();
        labels.trim();
    }
}
