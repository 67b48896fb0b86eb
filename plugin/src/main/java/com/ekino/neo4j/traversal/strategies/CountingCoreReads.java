package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/** Straight to the core API, counting each call. */
public final class CountingCoreReads implements NodeReads {
    private final CallCounts calls;

    public CountingCoreReads(CallCounts calls) {
        this.calls = calls;
    }

    @Override
    public boolean hasLabel(Node node, TreeLabels label) {
        calls.increment(CallCounts.HAS_LABEL);
        return node.hasLabel(label);
    }

    @Override
    public byte labelMask(Node node) {
        calls.increment(CallCounts.GET_LABELS);
        byte mask = 0;
        for (Label label : node.getLabels()) {
            for (TreeLabels treeLabel : TreeLabels.values()) {
                if (treeLabel.name().equals(label.name())) {
                    mask |= treeLabel.bit();
                }
            }
        }
        return mask;
    }

    @Override
    public Object getProperty(Node node, String key) {
        calls.increment(CallCounts.GET_PROPERTY);
        return node.getProperty(key, null);
    }

    @Override
    public Iterable<Relationship> children(Node node, TreeRelationships type) {
        calls.increment(CallCounts.GET_RELATIONSHIPS);
        return node.getRelationships(Direction.OUTGOING, type);
    }
}
