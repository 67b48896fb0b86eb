package com.ekino.neo4j.traversal.caches;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * What every permanent application cache keeps besides its entries: its bound, hits, misses and evictions, and the
 * rule that a full cache is emptied before the next entry is added. Subclasses hold the entries and call
 * {@link #hit()}, {@link #miss()}, {@link #makeRoom()} and {@link #evict()} under their own lock.
 */
abstract class BoundedCache {
    private final int maxEntries;
    private final LongAdder hits = new LongAdder(); // lock-free: a cache may count hits outside its lock
    private long misses;
    private long evictions;

    BoundedCache(int maxEntries) {
        this.maxEntries = maxEntries;
    }

    int maxEntries() {
        return maxEntries;
    }

    /** Entries held now. */
    abstract int entries();

    /** Drops every entry (and the memory they held). */
    abstract void empty();

    final void hit() {
        hits.increment();
    }

    final void hits(long count) {
        hits.add(count);
    }

    final void miss() {
        misses++;
    }

    /** Before adding an entry: a full cache is emptied, and that counts as an eviction. */
    final void makeRoom() {
        if (entries() >= maxEntries) {
            empty();
            evictions++;
        }
    }

    /** Empties the cache for an entry it has no room for, whatever its count: an eviction. */
    final void evict() {
        empty();
        evictions++;
    }

    /** Empties the cache; answers how many entries it held. */
    final synchronized int clear() {
        int held = entries();
        empty();
        return held;
    }

    final synchronized Map<String, Object> stats() {
        long hitCount = hits.sum();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("entries", entries());
        json.put("maxEntries", maxEntries);
        json.put("hits", hitCount);
        json.put("misses", misses);
        json.put("hitRatio", hitCount + misses == 0 ? 0.0 : (double) hitCount / (hitCount + misses));
        json.put("evictions", evictions);
        return json;
    }
}
