package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/** The reads a counter makes per node; cache strategies wrap them, {@code CountingCoreReads} makes them. */
public interface NodeReads {
    boolean hasLabel(Node node, TreeLabels label);

    /** All of the node's tree labels at once, as {@link TreeLabels#bit()}s. */
    byte labelMask(Node node);

    Object getProperty(Node node, String key);

    Iterable<Relationship> children(Node node, TreeRelationships type);
}
