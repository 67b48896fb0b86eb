package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Neo4j4Database;
import com.ekino.neo4j.traversal.caches.NodeReads;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreePopulator;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.internal.kernel.api.CursorFactory;
import org.neo4j.internal.kernel.api.NodeCursor;
import org.neo4j.internal.kernel.api.PropertyCursor;
import org.neo4j.internal.kernel.api.Read;
import org.neo4j.internal.kernel.api.RelationshipTraversalCursor;
import org.neo4j.internal.kernel.api.TokenRead;
import org.neo4j.kernel.api.KernelTransaction;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;
import org.neo4j.storageengine.api.RelationshipSelection;
import org.neo4j.values.storable.Value;
import org.neo4j.values.storable.Values;

/**
 * The {@code kernel} strategy on 4.x/5.x: the count through the kernel's read cursors ({@link NodeCursor},
 * {@link RelationshipTraversalCursor}, {@link PropertyCursor}) by node id, the path APOC and GDS take for speed: no
 * Node, Relationship or Path objects, three cursors reused for the whole request, labels and the {@code value}
 * read once per node.
 */
public final class KernelCursorCounter implements TraversalStrategy {
    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads ignored, CallCounts calls) {
        KernelTransaction ktx =
                ((InternalTransaction) ((Neo4j4Database.TransactionGraph) graph).transaction()).kernelTransaction();
        TokenRead tokens = ktx.tokenRead();
        int labelA = tokens.nodeLabel(TreeLabels.A.name());
        int labelB = tokens.nodeLabel(TreeLabels.B.name());
        int value = tokens.propertyKey(TreePopulator.VALUE);
        int hasA = tokens.relationshipType(TreeRelationships.HAS_A.name());
        int hasB = tokens.relationshipType(TreeRelationships.HAS_B.name());
        Read read = ktx.dataRead();
        CursorFactory cursors = ktx.cursors();
        try (NodeCursor node = cursors.allocateNodeCursor(ktx.cursorContext());
                RelationshipTraversalCursor children =
                        cursors.allocateRelationshipTraversalCursor(ktx.cursorContext());
                PropertyCursor properties = cursors.allocatePropertyCursor(ktx.cursorContext(), ktx.memoryTracker())) {
            Pending pending = depthFirst ? new Stack() : new Queue();
            pending.add(start.getId());
            long count = 0;
            long visited = 0;
            while (!pending.isEmpty()) {
                read.singleNode(pending.next(), node);
                if (!node.next()) {
                    continue;
                }
                visited++;
                calls.increment(CallCounts.NODE_LABELS);
                boolean isB = node.hasLabel(labelB);
                if (!isB && !node.hasLabel(labelA)) {
                    continue;
                }
                if (isB) {
                    calls.increment(CallCounts.NODE_PROPERTIES);
                    if (isTrue(node, properties, value)) {
                        count++;
                    }
                }
                calls.increment(CallCounts.NODE_RELATIONSHIPS);
                node.relationships(children, RelationshipSelection.selection(isB ? hasA : hasB, Direction.OUTGOING));
                while (children.next()) {
                    pending.add(children.otherNodeReference());
                }
            }
            return new TraversalCount(count, visited);
        }
    }

    private static boolean isTrue(NodeCursor node, PropertyCursor properties, int key) {
        node.properties(properties);
        while (properties.next()) {
            if (properties.propertyKey() == key) {
                Value value = properties.propertyValue();
                return value.equals(Values.TRUE);
            }
        }
        return false;
    }

    /** Node ids still to visit: a stack depth-first, a queue breadth-first. */
    private interface Pending {
        void add(long id);

        long next();

        boolean isEmpty();
    }

    private static final class Stack implements Pending {
        private final LongArrayList ids = new LongArrayList();

        public void add(long id) {
            ids.add(id);
        }

        public long next() {
            return ids.popLong();
        }

        public boolean isEmpty() {
            return ids.isEmpty();
        }
    }

    private static final class Queue implements Pending {
        private final LongArrayFIFOQueue ids = new LongArrayFIFOQueue();

        public void add(long id) {
            ids.enqueue(id);
        }

        public long next() {
            return ids.dequeueLong();
        }

        public boolean isEmpty() {
            return ids.isEmpty();
        }
    }
}
