package com.ekino.neo4j.traversal;

import java.util.LinkedHashMap;
import java.util.Map;

/** A snapshot of one cache: entries held, its bound, hits, misses and how often it was emptied for being full. */
final class CacheStats {
    final int entries;
    final int maxEntries;
    final long hits;
    final long misses;
    final long evictions;

    CacheStats(int entries, int maxEntries, long hits, long misses, long evictions) {
        this.entries = entries;
        this.maxEntries = maxEntries;
        this.hits = hits;
        this.misses = misses;
        this.evictions = evictions;
    }

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("entries", entries);
        json.put("maxEntries", maxEntries);
        json.put("hits", hits);
        json.put("misses", misses);
        json.put("hitRatio", hits + misses == 0 ? 0.0 : (double) hits / (hits + misses));
        json.put("evictions", evictions);
        return json;
    }
}
