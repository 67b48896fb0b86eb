package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/** The reads a counter makes per node; cache strategies wrap them, {@link CountingCoreReads} makes them. */
interface NodeReads {
    boolean hasLabel(Node node, TreeLabels label);

    /** All of the node's tree labels at once, as {@link TreeLabels#bit()}s. */
    byte labelMask(Node node);

    Object getProperty(Node node, String key);

    Iterable<Relationship> children(Node node, TreeRelationships type);
}
