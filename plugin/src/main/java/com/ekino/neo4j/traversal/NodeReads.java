package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.Node;

/** The two reads the counter makes per node; cache strategies wrap them. */
interface NodeReads {
    boolean hasLabel(Node node, TreeLabels label);

    Object getProperty(Node node, String key);

    /** Straight to the core API. */
    NodeReads DIRECT = new NodeReads() {
        @Override
        public boolean hasLabel(Node node, TreeLabels label) {
            return node.hasLabel(label);
        }

        @Override
        public Object getProperty(Node node, String key) {
            return node.getProperty(key, null);
        }
    };
}
