package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;

/** One way to count the true B nodes under a start; all give the same count. One instance per request. */
interface TraversalStrategy {
    TraversalCount count(GraphDatabaseService db, Node start, boolean depthFirst, NodeReads reads);
}
