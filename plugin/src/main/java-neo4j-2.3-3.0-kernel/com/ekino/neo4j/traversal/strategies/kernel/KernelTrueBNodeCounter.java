package com.ekino.neo4j.traversal.strategies.kernel;

import java.lang.reflect.Method;
import org.neo4j.collection.primitive.PrimitiveIntIterator;
import org.neo4j.graphdb.DependencyResolver;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.kernel.api.ReadOperations;
import org.neo4j.kernel.api.Statement;
import org.neo4j.kernel.api.exceptions.EntityNotFoundException;
import org.neo4j.kernel.impl.api.RelationshipVisitor;
import org.neo4j.kernel.impl.api.store.RelationshipIterator;
import org.neo4j.kernel.impl.core.ThreadToStatementContextBridge;

/**
 * The count through the kernel read API, by node id: no NodeProxy, RelationshipProxy, Path or label objects. Labels
 * are read once per node, relationships come as primitive ids whose end node is visited without another read.
 * Called (reflectively) inside the request's read transaction.
 */
public final class KernelTrueBNodeCounter {
    private KernelTrueBNodeCounter() {}

    /** Links every kernel class this counter uses: throws on a server without that API (2.2). */
    public static void requireKernelApi(GraphDatabaseService db) throws ReflectiveOperationException {
        ThreadToStatementContextBridge.class.getMethod("get");
        ReadOperations.class.getMethod("nodeGetRelationships", long.class, Direction.class, int[].class);
        RelationshipIterator.class.getMethod("relationshipVisit", long.class, RelationshipVisitor.class);
        dependencyResolver(db);
    }

    /** @return count, nodes visited, nodeGetLabels calls, nodeGetProperty calls, nodeGetRelationships calls */
    public static long[] count(GraphDatabaseService db, long startNodeId, boolean depthFirst)
            throws ReflectiveOperationException, EntityNotFoundException {
        ThreadToStatementContextBridge bridge =
                dependencyResolver(db).resolveDependency(ThreadToStatementContextBridge.class);
        try (Statement statement = bridge.get()) {
            return count(statement.readOperations(), startNodeId, depthFirst);
        }
    }

    private static long[] count(ReadOperations read, long startNodeId, boolean depthFirst)
            throws EntityNotFoundException {
        int labelA = read.labelGetForName("A");
        int labelB = read.labelGetForName("B");
        int value = read.propertyKeyGetForName("value");
        int hasA = read.relationshipTypeGetForName("HAS_A");
        int hasB = read.relationshipTypeGetForName("HAS_B");
        LongDeque pending = new LongDeque();
        pending.add(startNodeId);
        final long[] endNode = new long[1];
        RelationshipVisitor<RuntimeException> toEndNode = (relationship, type, start, end) -> endNode[0] = end;

        long count = 0;
        long visited = 0;
        long propertyReads = 0;
        long relationshipReads = 0;
        while (!pending.isEmpty()) {
            long node = depthFirst ? pending.pollLast() : pending.pollFirst();
            visited++;
            boolean isA = false;
            boolean isB = false;
            PrimitiveIntIterator labels = read.nodeGetLabels(node);
            while (labels.hasNext()) {
                int label = labels.next();
                isA |= label == labelA;
                isB |= label == labelB;
            }
            int towardsChildren;
            if (isB) {
                propertyReads++;
                if (Boolean.TRUE.equals(read.nodeGetProperty(node, value))) {
                    count++;
                }
                towardsChildren = hasA;
            } else if (isA) {
                towardsChildren = hasB;
            } else {
                continue;
            }
            relationshipReads++;
            RelationshipIterator relationships = read.nodeGetRelationships(node, Direction.OUTGOING, towardsChildren);
            while (relationships.hasNext()) {
                relationships.relationshipVisit(relationships.next(), toEndNode);
                pending.add(endNode[0]);
            }
        }
        return new long[] {count, visited, visited, propertyReads, relationshipReads};
    }

    /** GraphDatabaseAPI#getDependencyResolver: the interface moved package between 2.3 and 3.0, the method did not. */
    private static DependencyResolver dependencyResolver(GraphDatabaseService db) throws ReflectiveOperationException {
        for (Class<?> type = db.getClass(); type != null; type = type.getSuperclass()) {
            for (Class<?> contract : type.getInterfaces()) {
                if (contract.getSimpleName().equals("GraphDatabaseAPI")) {
                    Method method = contract.getMethod("getDependencyResolver");
                    return (DependencyResolver) method.invoke(db);
                }
            }
        }
        throw new NoSuchMethodException(db.getClass().getName() + " offers no getDependencyResolver()");
    }
}
