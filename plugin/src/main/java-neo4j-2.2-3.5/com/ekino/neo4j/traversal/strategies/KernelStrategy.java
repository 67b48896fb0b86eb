package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.NodeReads;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;

/**
 * The {@code kernel} strategy on 2.x/3.x:
 * {@code com.ekino.neo4j.traversal.strategies.kernel.KernelTrueBNodeCounter}, compiled
 * against the 2.3 kernel API (plugin-kernel module) and shipped in this jar, reached by reflection so that this jar
 * still loads on 2.2 and 3.5, where that API does not exist and the strategy answers 400.
 */
public final class KernelStrategy implements TraversalStrategy {
    private static final String COUNTER = "com.ekino.neo4j.traversal.strategies.kernel.KernelTrueBNodeCounter";
    private static volatile Method count;

    private final GraphDatabaseService db;
    private final Method counter;

    private KernelStrategy(GraphDatabaseService db, Method counter) {
        this.db = db;
        this.counter = counter;
    }

    /** The strategy, or a 400 where this server lacks the kernel API it was compiled against. */
    public static TraversalStrategy on(GraphDatabaseService db) {
        return new KernelStrategy(db, counter(db));
    }

    @Override
    public TraversalCount count(Graph graph, Node start, boolean depthFirst, NodeReads ignored, CallCounts calls) {
        try {
            long[] answer = (long[]) counter.invoke(null, db, start.getId(), depthFirst);
            calls.add(CallCounts.NODE_LABELS, answer[2]);
            calls.add(CallCounts.NODE_PROPERTIES, answer[3]);
            calls.add(CallCounts.NODE_RELATIONSHIPS, answer[4]);
            return new TraversalCount(answer[0], answer[1]);
        } catch (InvocationTargetException failed) {
            throw failed.getCause() instanceof RuntimeException
                    ? (RuntimeException) failed.getCause()
                    : new IllegalStateException(failed.getCause());
        } catch (IllegalAccessException cannotHappen) {
            throw new IllegalStateException(cannotHappen);
        }
    }

    private static Method counter(GraphDatabaseService db) {
        Method method = count;
        if (method == null) {
            try {
                Class<?> counter = Class.forName(COUNTER);
                counter.getMethod("requireKernelApi", GraphDatabaseService.class)
                        .invoke(null, db);
                method = counter.getMethod("count", GraphDatabaseService.class, long.class, boolean.class);
                count = method;
            } catch (ReflectiveOperationException | LinkageError unavailable) {
                throw new ApiException(
                        400,
                        "strategy kernel needs the kernel read API of Neo4j 2.3 or 3.0, which this "
                                + "server does not have; use "
                                + Strategy.names().replace(", kernel", ""));
            }
        }
        return method;
    }
}
