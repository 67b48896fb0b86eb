package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreePopulator;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import java.util.Collections;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Path;
import org.neo4j.graphdb.PathExpander;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.traversal.BranchState;
import org.neo4j.graphdb.traversal.Evaluation;
import org.neo4j.graphdb.traversal.Evaluator;
import org.neo4j.graphdb.traversal.TraversalDescription;
import org.neo4j.graphdb.traversal.Uniqueness;

/**
 * The original counter: a traversal-framework traversal with no uniqueness check, an {@link Evaluator} that
 * includes {@code :B} nodes whose {@code value} is true (and always continues), and a {@link PathExpander} that
 * follows outgoing {@code HAS_B} from A nodes and outgoing {@code HAS_A} from B nodes. The answer is the number of
 * paths returned. Per node: 2-3 {@code hasLabel}, one {@code getRelationships}, 0-1 {@code getProperty}.
 * One instance per request (it counts the nodes it visits).
 */
final class TrueBNodeCounter implements TraversalStrategy {
    private NodeReads reads;
    private long nodesVisited;

    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads reads, CallCounts calls) {
        this.reads = reads;
        TraversalDescription traversal = graph.traversalDescription()
                .uniqueness(Uniqueness.NONE)
                .evaluator(new TrueBNodes())
                .expand(new TreeChildren());
        traversal = depthFirst ? traversal.depthFirst() : traversal.breadthFirst();
        long count = 0;
        for (Path ignored : traversal.traverse(start)) {
            count++;
        }
        return new TraversalCount(count, nodesVisited);
    }

    private final class TrueBNodes implements Evaluator {
        @Override
        public Evaluation evaluate(Path path) {
            nodesVisited++;
            Node node = path.endNode();
            return reads.hasLabel(node, TreeLabels.B)
                            && Boolean.TRUE.equals(reads.getProperty(node, TreePopulator.VALUE))
                    ? Evaluation.INCLUDE_AND_CONTINUE
                    : Evaluation.EXCLUDE_AND_CONTINUE;
        }
    }

    private final class TreeChildren implements PathExpander<Object> {
        @Override
        public ClosableRelationships expand(Path path, BranchState<Object> state) {
            Node node = path.endNode();
            if (reads.hasLabel(node, TreeLabels.A)) {
                return new ClosableRelationships(reads.children(node, TreeRelationships.HAS_B));
            }
            if (reads.hasLabel(node, TreeLabels.B)) {
                return new ClosableRelationships(reads.children(node, TreeRelationships.HAS_A));
            }
            return new ClosableRelationships(Collections.<Relationship>emptyList());
        }

        @Override
        public PathExpander<Object> reverse() {
            throw new UnsupportedOperationException("the tree is only walked downwards");
        }
    }
}
