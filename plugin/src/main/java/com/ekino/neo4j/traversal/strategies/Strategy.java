package com.ekino.neo4j.traversal.strategies;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.traversal.caches.ApplicationCaches;
import com.ekino.neo4j.traversal.caches.CacheSelection;
import com.ekino.neo4j.traversal.caches.RequestLabelCache;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code strategy=} parameter, one row per way of counting: its name, whether it reads through the application
 * caches, the reads it reports, and how it is made on a given server. {@code GET /traversal-perfs/strategies} lists
 * this table with what the running server offers, and the lab reads it from there.
 */
public enum Strategy {
    FRAMEWORK("framework", "the original: traversal framework, Evaluator and PathExpander", null, CoreReads.NAMES) {
        @Override
        public TraversalStrategy create(TraversalDatabase db) {
            return new TrueBNodeCounter();
        }
    },
    CORE(
            "core",
            "a hand-written loop over the core API, no traversal framework, labels read once per node",
            null,
            CoreReads.NAMES) {
        @Override
        public TraversalStrategy create(TraversalDatabase db) {
            return new CoreApiCounter();
        }
    },
    REQUEST_CACHE(
            "request-cache",
            "the original with a request-local label cache (the follow-up article's choice)",
            null,
            CoreReads.NAMES) {
        @Override
        public TraversalStrategy create(TraversalDatabase db) {
            return (graph, start, depthFirst, reads, calls) ->
                    new TrueBNodeCounter().count(graph, start, depthFirst, new RequestLabelCache(reads), calls);
        }
    },
    KERNEL(
            "kernel",
            "the kernel read API by node id: no proxies at all",
            "reads the store by node id, past the application caches",
            Arrays.asList("nodeGetLabels", "nodeGetProperty", "nodeGetRelationships")) {
        @Override
        public TraversalStrategy create(TraversalDatabase db) {
            return db.kernelStrategy();
        }
    },
    CACHED(
            "cached",
            "node ids through a permanent whole-node cache, filled through the core API",
            "has a whole-node cache of its own",
            CoreReads.NAMES) {
        @Override
        public TraversalStrategy create(TraversalDatabase db) {
            return new NodeImageCounter(ApplicationCaches.NODES);
        }
    };

    /** Names of the core API reads, in {@link CallCounts}' order. */
    private static final class CoreReads {
        static final List<String> NAMES =
                Collections.unmodifiableList(Arrays.asList("hasLabel", "getLabels", "getProperty", "getRelationships"));
    }

    private final String parameter;
    private final String description;
    /** Null when the strategy reads through the application caches; else why it takes none. */
    private final String whyNoCache;

    private final List<String> calls;

    Strategy(String parameter, String description, String whyNoCache, List<String> calls) {
        this.parameter = parameter;
        this.description = description;
        this.whyNoCache = whyNoCache;
        this.calls = calls;
    }

    /** The counter for one request on this server, or an {@link ApiException} (400) saying why it has none. */
    public abstract TraversalStrategy create(TraversalDatabase db);

    public String parameter() {
        return parameter;
    }

    public boolean takesCache() {
        return whyNoCache == null;
    }

    public CallCounts newCallCounts() {
        return new CallCounts(calls);
    }

    /** The strategy named by {@code strategy=} (absent or empty: the original), checked against the cache asked for. */
    public static Strategy parse(String name, CacheSelection caches) {
        Strategy strategy = byName(name);
        if (!strategy.takesCache() && !caches.isNone()) {
            throw new ApiException(
                    400, "strategy " + strategy.parameter + " " + strategy.whyNoCache + ": use it with cache=none");
        }
        return strategy;
    }

    private static Strategy byName(String name) {
        if (name == null || name.isEmpty()) {
            return FRAMEWORK;
        }
        for (Strategy strategy : values()) {
            if (strategy.parameter.equals(name)) {
                return strategy;
            }
        }
        throw new ApiException(400, "strategy must be one of " + names() + "; got '" + name + "'");
    }

    static String names() {
        List<String> names = new ArrayList<>();
        for (Strategy strategy : values()) {
            names.add(strategy.parameter);
        }
        return String.join(", ", names);
    }

    /** This row, and whether the server {@code db} offers it (and why not). */
    public Map<String, Object> describe(TraversalDatabase db) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", parameter);
        json.put("description", description);
        json.put("takesCache", takesCache());
        json.put("calls", calls);
        try {
            create(db);
            json.put("available", true);
        } catch (ApiException unavailable) {
            json.put("available", false);
            json.put("why", unavailable.getMessage());
        }
        return json;
    }
}
