package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.Neo4j2Database;
import javax.ws.rs.Path;
import javax.ws.rs.core.Context;
import org.neo4j.graphdb.GraphDatabaseService;

/** The permissions endpoints on Neo4j 2.2 to 3.5, which give an unmanaged extension the database service. */
@Path("/")
public class PermissionsResource extends PermissionsApi {
    public PermissionsResource(@Context GraphDatabaseService db) {
        super(new Neo4j2Database(db));
    }
}
