package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Json;
import com.ekino.neo4j.traversal.caches.ApplicationCaches;
import com.ekino.neo4j.traversal.strategies.Strategy;
import com.ekino.neo4j.traversal.strategies.TraversalDatabase;
import com.ekino.neo4j.traversal.tree.QueryParameters;
import com.ekino.neo4j.traversal.tree.StoredTree;
import com.ekino.neo4j.traversal.tree.TreePopulator;
import com.ekino.neo4j.traversal.tree.TreeRemover;
import com.ekino.neo4j.traversal.tree.TreeShape;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.ws.rs.DELETE;
import javax.ws.rs.GET;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.HttpHeaders;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

/**
 * The extension's endpoints, mounted at {@code /traversal-perfs}: each parses its parameters, asks the domain class
 * and renders the answer. A generation's resource (annotated {@code @Path("/")}) extends this class with the way
 * it receives its {@link TraversalDatabase}. Writing endpoints are POST/DELETE; GET populate and GET cache/clear stay
 * for compatibility with the original extension (populate is bounded by the node cap).
 */
public abstract class TraversalApi {
    /** Clears asked through {@code cache/clear} since the server started (a replay with clear=true counts on it). */
    private static final java.util.concurrent.atomic.AtomicLong CLEARS = new java.util.concurrent.atomic.AtomicLong();
    /** Traversals served since the server started, answered or not: what several injectors sent, counted once. */
    private static final java.util.concurrent.atomic.AtomicLong TRAVERSALS =
            new java.util.concurrent.atomic.AtomicLong();

    private final TraversalDatabase db;

    protected TraversalApi(TraversalDatabase db) {
        this.db = db;
    }

    @POST
    @Path("populate")
    public Response populate(
            @QueryParam("depth") String depth, @QueryParam("fanout") String fanout, @QueryParam("seed") String seed) {
        TreeShape shape = QueryParameters.shape(depth, fanout, seed);
        ApplicationCaches.clear();
        TreePopulator.Populated populated = new TreePopulator(db).populate(shape);
        ApplicationCaches.clear();
        return Json.ok(populated.toJson());
    }

    @GET
    @Path("populate")
    public Response populateCompatible(
            @QueryParam("depth") String depth, @QueryParam("fanout") String fanout, @QueryParam("seed") String seed) {
        return populate(depth, fanout, seed);
    }

    @GET
    @Path("tree")
    public Response tree() {
        try (Graph graph = db.begin()) {
            StoredTree tree = StoredTree.find(graph);
            if (tree == null) {
                throw new ApiException(404, "no tree in the database: POST /traversal-perfs/populate first");
            }
            Map<String, Object> json = tree.describe().toJson();
            json.put("neo4jVersion", db.neo4jVersion());
            graph.commit();
            return Json.ok(json);
        }
    }

    @DELETE
    @Path("tree")
    public Response deleteTree() {
        TreeRemover.Deleted deleted = new TreeRemover(db).delete();
        ApplicationCaches.clear();
        return Json.ok(deleted.toJson());
    }

    @GET
    @Path("traverse")
    public Response traverse(
            @QueryParam("depthFirst") String depthFirst,
            @QueryParam("cache") String cache,
            @QueryParam("start") String start,
            @QueryParam("strategy") String strategy,
            @Context HttpHeaders headers) {
        TRAVERSALS.incrementAndGet();
        TraversalResult result = TraversalService.run(db, TraversalRequest.parse(depthFirst, cache, start, strategy));
        return wantsPlainText(headers)
                ? Response.ok(Long.toString(result.counted.count), MediaType.TEXT_PLAIN_TYPE)
                        .build()
                : Json.ok(result.toJson());
    }

    @GET
    @Path("strategies")
    public Response strategies() {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Strategy strategy : Strategy.values()) {
            rows.add(strategy.describe(db));
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("strategies", rows);
        return Json.ok(json);
    }

    @POST
    @Path("cache/clear")
    public Response clearCaches() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("cleared", ApplicationCaches.clear());
        json.put("neo4jObjectCaches", db.clearObjectCaches());
        json.put("clears", CLEARS.incrementAndGet());
        return Json.ok(json);
    }

    @GET
    @Path("cache/clear")
    public Response clearCachesCompatible() {
        return clearCaches();
    }

    @GET
    @Path("stats")
    public Response stats(@QueryParam("gc") String gc) {
        boolean afterGc = "true".equals(gc);
        if (gc != null && !afterGc && !"false".equals(gc)) {
            throw new ApiException(400, "gc must be true or false; got '" + gc + "'");
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("heap", HeapStats.snapshot(afterGc));
        json.put("caches", ApplicationCaches.stats());
        json.put("cacheClears", CLEARS.get());
        json.put("traversals", TRAVERSALS.get());
        return Json.ok(json);
    }

    private static boolean wantsPlainText(HttpHeaders headers) {
        List<MediaType> accepted = headers.getAcceptableMediaTypes();
        return !accepted.isEmpty()
                && accepted.get(0).isCompatible(MediaType.TEXT_PLAIN_TYPE)
                && !accepted.get(0).isWildcardType();
    }
}
