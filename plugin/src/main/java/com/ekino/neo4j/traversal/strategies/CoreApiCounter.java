package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreePopulator;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import java.util.ArrayDeque;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * The same count without the traversal framework: no Path or branch objects, one deque of nodes (a stack for
 * depth-first, a queue for breadth-first), the labels read once per node.
 */
final class CoreApiCounter implements TraversalStrategy {
    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads reads, CallCounts calls) {
        ArrayDeque<Node> pending = new ArrayDeque<>();
        pending.add(start);
        long count = 0;
        long visited = 0;
        while (!pending.isEmpty()) {
            Node node = depthFirst ? pending.pollLast() : pending.pollFirst();
            visited++;
            byte labels = reads.labelMask(node);
            TreeRelationships towardsChildren;
            if ((labels & TreeLabels.B.bit()) != 0) {
                if (Boolean.TRUE.equals(reads.getProperty(node, TreePopulator.VALUE))) {
                    count++;
                }
                towardsChildren = TreeRelationships.HAS_A;
            } else if ((labels & TreeLabels.A.bit()) != 0) {
                towardsChildren = TreeRelationships.HAS_B;
            } else {
                continue;
            }
            for (Relationship child : reads.children(node, towardsChildren)) {
                pending.add(child.getEndNode());
            }
        }
        return new TraversalCount(count, visited);
    }
}
