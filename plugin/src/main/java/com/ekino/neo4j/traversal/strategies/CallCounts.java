package com.ekino.neo4j.traversal.strategies;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The store reads one request made, by name (after caches): what the original profiled by hand. Every strategy
 * reports into one of these, under the names its {@link Strategy} declares. One thread only.
 */
public final class CallCounts {
    /** The core API reads, as {@link CountingCoreReads} counts them. */
    static final int HAS_LABEL = 0;

    static final int GET_LABELS = 1;
    static final int GET_PROPERTY = 2;
    static final int GET_RELATIONSHIPS = 3;
    /** The kernel reads, as the {@code kernel} strategies count them (nodeGetLabels, nodeGetProperty, ...). */
    static final int NODE_LABELS = 0;

    static final int NODE_PROPERTIES = 1;
    static final int NODE_RELATIONSHIPS = 2;

    private final List<String> names;
    private final long[] counts;

    CallCounts(List<String> names) {
        this.names = names;
        this.counts = new long[names.size()];
    }

    void increment(int call) {
        counts[call]++;
    }

    void add(int call, long count) {
        counts[call] += count;
    }

    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        for (int i = 0; i < counts.length; i++) {
            json.put(names.get(i), counts[i]);
        }
        return json;
    }
}
