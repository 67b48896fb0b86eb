package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code kernel} strategy: {@code com.ekino.neo4j.traversal.kernel.KernelTrueBNodeCounter}, compiled against
 * the 2.3 kernel API (plugin-kernel module) and shipped in this jar, reached by reflection so that this jar still
 * loads on 2.2, where that API does not exist and the strategy answers 400.
 */
final class KernelStrategy implements TraversalStrategy {
    private static final String COUNTER = "com.ekino.neo4j.traversal.kernel.KernelTrueBNodeCounter";
    private static volatile Method count;

    private KernelStrategy() {
    }

    static TraversalStrategy load() {
        return new KernelStrategy();
    }

    @Override
    public TraversalCount count(GraphDatabaseService db, Node start, boolean depthFirst, NodeReads ignored) {
        try {
            long[] answer = (long[]) counter(db).invoke(null, db, start.getId(), depthFirst);
            Map<String, Object> calls = new LinkedHashMap<>();
            calls.put("nodeGetLabels", answer[2]);
            calls.put("nodeGetProperty", answer[3]);
            calls.put("nodeGetRelationships", answer[4]);
            return new TraversalCount(answer[0], answer[1], calls);
        } catch (InvocationTargetException failed) {
            throw failed.getCause() instanceof RuntimeException ? (RuntimeException) failed.getCause()
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
                counter.getMethod("requireKernelApi", GraphDatabaseService.class).invoke(null, db);
                method = counter.getMethod("count", GraphDatabaseService.class, long.class, boolean.class);
                count = method;
            } catch (ReflectiveOperationException | LinkageError unavailable) {
                throw new ApiException(400, "strategy kernel needs the kernel read API of Neo4j 2.3 or 3.0, which this "
                    + "server does not have; use framework, core or request-cache");
            }
        }
        return method;
    }
}
