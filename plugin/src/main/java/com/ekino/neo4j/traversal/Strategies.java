package com.ekino.neo4j.traversal;

/**
 * The {@code strategy=} parameter: {@code framework} (the original, default), {@code core} (hand-written loop over
 * the core API), {@code request-cache} (the original with a request-local label cache) and {@code kernel} (the
 * kernel read API of Neo4j 2.3 and 3.0, by node id: no proxies at all) and {@code cached} (node ids through a
 * permanent whole-node cache, see {@link NodeImageCache}).
 */
final class Strategies {
    static final String NAMES = "framework, core, request-cache, kernel, cached";

    private Strategies() {
    }

    static TraversalStrategy parse(String name, CacheSelection caches) {
        if (name == null || name.isEmpty() || name.equals("framework")) {
            return new TrueBNodeCounter();
        }
        if (name.equals("core")) {
            return new CoreApiCounter();
        }
        if (name.equals("request-cache")) {
            return (db, start, depthFirst, reads) ->
                new TrueBNodeCounter().count(db, start, depthFirst, new RequestLabelCache(reads));
        }
        if (name.equals("kernel")) {
            if (!caches.names().isEmpty()) {
                throw new ApiException(400, "strategy kernel reads the store by node id, past the application caches: "
                    + "use it with cache=none");
            }
            return KernelStrategy.load();
        }
        if (name.equals("cached")) {
            if (!caches.names().isEmpty()) {
                throw new ApiException(400, "strategy cached has a whole-node cache of its own: use it with cache=none");
            }
            return new NodeImageCounter();
        }
        throw new ApiException(400, "strategy must be one of " + NAMES + "; got '" + name + "'");
    }
}
