package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Transaction;

import javax.ws.rs.DELETE;
import javax.ws.rs.GET;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.HttpHeaders;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The extension's endpoints, mounted at {@code /traversal-perfs}. Writing endpoints are POST/DELETE; GET populate
 * and GET cache/clear stay for compatibility with the original extension (populate is bounded by the node cap).
 */
@Path("/")
public class TraversalResource {
    private final GraphDatabaseService db;

    public TraversalResource(@Context GraphDatabaseService db) {
        this.db = db;
    }

    @POST
    @Path("populate")
    public Response populate(@QueryParam("depth") String depth, @QueryParam("fanout") String fanout,
                             @QueryParam("seed") String seed) {
        TreeShape shape = QueryParameters.shape(depth, fanout, seed);
        ApplicationCaches.clear();
        Map<String, Object> populated = new TreePopulator(db).populate(shape);
        ApplicationCaches.clear();
        return Json.ok(populated);
    }

    @GET
    @Path("populate")
    public Response populateCompatible(@QueryParam("depth") String depth, @QueryParam("fanout") String fanout,
                                       @QueryParam("seed") String seed) {
        return populate(depth, fanout, seed);
    }

    @GET
    @Path("tree")
    public Response tree() {
        try (Transaction tx = db.beginTx()) {
            StoredTree tree = StoredTree.find(db);
            if (tree == null) {
                throw new ApiException(404, "no tree in the database: POST /traversal-perfs/populate first");
            }
            Map<String, Object> json = tree.describe();
            json.put("neo4jVersion", neo4jVersion());
            tx.success();
            return Json.ok(json);
        }
    }

    @DELETE
    @Path("tree")
    public Response deleteTree() {
        Map<String, Object> deleted = new TreeRemover(db).delete();
        ApplicationCaches.clear();
        return Json.ok(deleted);
    }

    @GET
    @Path("traverse")
    public Response traverse(@QueryParam("depthFirst") String depthFirst, @QueryParam("cache") String cache,
                             @QueryParam("start") String start, @QueryParam("strategy") String strategy,
                             @Context HttpHeaders headers) {
        boolean depthFirstOrder = QueryParameters.depthFirst(depthFirst);
        CacheSelection caches = CacheSelection.parse(cache);
        TraversalStrategy counter = Strategies.parse(strategy, caches);
        try (Transaction tx = db.beginTx()) {
            StoredTree tree = StoredTree.requireComplete(db);
            StartPath startPath = StartPath.parse(start, tree.shape());
            Node startNode = startPath.resolve(tree.root());

            CoreApiCalls calls = new CoreApiCalls();
            long allocatedBefore = ThreadAllocation.current();
            long began = System.nanoTime();
            TraversalCount result = counter.count(db, startNode, depthFirstOrder, caches.wrap(new CountingCoreReads(calls)));
            long nanos = System.nanoTime() - began;
            long allocated = ThreadAllocation.current() - allocatedBefore;
            tx.success();

            if (wantsPlainText(headers)) {
                return Response.ok(Long.toString(result.count), MediaType.TEXT_PLAIN_TYPE).build();
            }
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("count", result.count);
            json.put("order", depthFirstOrder ? "depth-first" : "breadth-first");
            json.put("cache", caches.toString());
            json.put("strategy", strategy == null || strategy.isEmpty() ? "framework" : strategy);
            json.put("start", startPath.toString());
            json.put("nodesVisited", result.nodesVisited);
            json.put("serverMillis", nanos / 1e6);
            json.put("allocatedBytes", allocatedBefore < 0 ? null : allocated);
            json.put("calls", result.ownCalls != null ? result.ownCalls : calls.toJson());
            return Json.ok(json);
        }
    }

    @POST
    @Path("cache/clear")
    public Response clearCaches() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("cleared", ApplicationCaches.clear());
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
        return Json.ok(json);
    }

    private static boolean wantsPlainText(HttpHeaders headers) {
        List<MediaType> accepted = headers.getAcceptableMediaTypes();
        return !accepted.isEmpty() && accepted.get(0).isCompatible(MediaType.TEXT_PLAIN_TYPE)
            && !accepted.get(0).isWildcardType();
    }

    private String neo4jVersion() {
        String version = db.getClass().getPackage().getImplementationVersion();
        return version == null ? "unknown" : version.split(",")[0];
    }
}
