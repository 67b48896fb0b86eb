package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.traversal.tree.TreeLabels;
import it.unimi.dsi.fastutil.longs.Long2ByteOpenHashMap;
import org.neo4j.graphdb.Node;

/**
 * The follow-up article's production choice: a label cache that lives for one request only (no invalidation, no
 * shared state, no lock), filled from one {@code getLabels} per node.
 */
public final class RequestLabelCache extends DelegatingReads {
    private static final byte ABSENT = -1;
    private final Long2ByteOpenHashMap masks = new Long2ByteOpenHashMap();

    public RequestLabelCache(NodeReads delegate) {
        super(delegate);
        masks.defaultReturnValue(ABSENT);
    }

    @Override
    public boolean hasLabel(Node node, TreeLabels label) {
        return (labelMask(node) & label.bit()) != 0;
    }

    @Override
    public byte labelMask(Node node) {
        byte mask = masks.get(node.getId());
        if (mask == ABSENT) {
            mask = delegate.labelMask(node);
            masks.put(node.getId(), mask);
        }
        return mask;
    }
}
