package com.ekino.neo4j.traversal.tree;

import org.neo4j.graphdb.Label;

/** The labels of the test tree; the ordinal gives each its bit in the label cache's bitmask. */
public enum TreeLabels implements Label {
    Root,
    A,
    B;

    public byte bit() {
        return (byte) (1 << ordinal());
    }
}
