package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Json;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.ws.rs.DELETE;
import javax.ws.rs.GET;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.Response;
import javax.ws.rs.core.UriInfo;

/**
 * The permissions workload's endpoints, mounted at {@code /permissions} beside {@code /traversal-perfs}: the
 * dataset (populate, describe, delete) and the check itself. A generation's resource (annotated
 * {@code @Path("/")}) extends this class with the way it receives its {@link Database}.
 */
public abstract class PermissionsApi {
    private final Database db;

    protected PermissionsApi(Database db) {
        this.db = db;
    }

    /** Body {@code userId,docId docId ...} (or JSON): answers the JSON array of the ids the user may read. */
    @POST
    public Response check(String body) {
        List<String> readable = new PermissionCheck(db).readable(CheckRequest.parse(body));
        return Json.ok(readable);
    }

    /**
     * The check at a path a user can type as it is: a POST to the mount point without its trailing slash never
     * reaches an extension (the servlet container redirects it, 301 on 2.2 to 5.26, and a client following the
     * redirect turns the POST into a GET).
     */
    @POST
    @Path("check")
    public Response checkAtItsOwnPath(String body) {
        return check(body);
    }

    @POST
    @Path("populate")
    public Response populate(@Context UriInfo uri) {
        Map<String, String> query = new HashMap<>();
        for (Map.Entry<String, List<String>> parameter :
                uri.getQueryParameters().entrySet()) {
            query.put(parameter.getKey(), parameter.getValue().get(0));
        }
        return Json.ok(new DatasetPopulator(db).populate(DatasetShape.parse(query)));
    }

    @GET
    @Path("dataset")
    public Response dataset() {
        try (Graph graph = db.begin()) {
            StoredDataset dataset = StoredDataset.find(graph);
            if (dataset == null) {
                throw new ApiException(404, "no permissions dataset in the database: POST /permissions/populate first");
            }
            Map<String, Object> json = dataset.describe();
            json.put("neo4jVersion", db.neo4jVersion());
            graph.commit();
            return Json.ok(json);
        }
    }

    @DELETE
    @Path("dataset")
    public Response deleteDataset() {
        return Json.ok(new DatasetRemover(db).delete());
    }
}
