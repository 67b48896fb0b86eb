package com.ekino.neo4j.traversal.api;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.LinkedHashMap;
import java.util.Map;

/** The server's heap, optionally after a full GC (on explicit request only: it pauses the server). */
final class HeapStats {
    private HeapStats() {}

    static Map<String, Object> snapshot(boolean afterGc) {
        if (afterGc) {
            System.gc();
            System.gc(); // a second pass collects what the first one's finalization released
        }
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("afterGc", afterGc);
        json.put("usedBytes", heap.getUsed());
        json.put("committedBytes", heap.getCommitted());
        json.put("maxBytes", heap.getMax());
        return json;
    }
}
