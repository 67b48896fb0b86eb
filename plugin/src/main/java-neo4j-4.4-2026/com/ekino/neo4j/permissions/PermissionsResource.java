package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.Neo4j4Database;
import javax.ws.rs.Path;
import javax.ws.rs.core.Context;
import org.neo4j.dbms.api.DatabaseManagementService;

/**
 * The permissions endpoints on Neo4j 4.x and 5.x, which give an unmanaged extension the database management service.
 */
@Path("/")
public class PermissionsResource extends PermissionsApi {
    public PermissionsResource(@Context DatabaseManagementService dbms) {
        super(new Neo4j4Database(dbms));
    }
}
