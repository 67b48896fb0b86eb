package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.traversal.strategies.CallCounts;
import com.ekino.neo4j.traversal.strategies.TraversalCount;
import java.util.LinkedHashMap;
import java.util.Map;

/** What one traversal answered, with the server-side figures of the request. */
final class TraversalResult {
    final TraversalRequest request;
    final String start;
    final TraversalCount counted;
    final double serverMillis;
    /** Null where the JVM cannot measure a thread's allocations. */
    final Long allocatedBytes;

    final CallCounts calls;

    TraversalResult(
            TraversalRequest request,
            String start,
            TraversalCount counted,
            double serverMillis,
            Long allocatedBytes,
            CallCounts calls) {
        this.request = request;
        this.start = start;
        this.counted = counted;
        this.serverMillis = serverMillis;
        this.allocatedBytes = allocatedBytes;
        this.calls = calls;
    }

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("count", counted.count);
        json.put("order", request.depthFirst ? "depth-first" : "breadth-first");
        json.put("cache", request.caches.toString());
        json.put("strategy", request.strategy.parameter());
        json.put("start", start);
        json.put("nodesVisited", counted.nodesVisited);
        json.put("serverMillis", serverMillis);
        json.put("allocatedBytes", allocatedBytes);
        json.put("calls", calls.toJson());
        return json;
    }
}
