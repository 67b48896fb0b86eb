package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/** Passes every read on; a cache overrides the ones it answers. */
abstract class DelegatingReads implements NodeReads {
    protected final NodeReads delegate;

    DelegatingReads(NodeReads delegate) {
        this.delegate = delegate;
    }

    @Override
    public boolean hasLabel(Node node, TreeLabels label) {
        return delegate.hasLabel(node, label);
    }

    @Override
    public byte labelMask(Node node) {
        return delegate.labelMask(node);
    }

    @Override
    public Object getProperty(Node node, String key) {
        return delegate.getProperty(node, key);
    }

    @Override
    public Iterable<Relationship> children(Node node, TreeRelationships type) {
        return delegate.children(node, type);
    }
}
