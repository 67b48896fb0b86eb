package com.ekino.neo4j.traversal.api;

import javax.ws.rs.Path;
import javax.ws.rs.core.Context;
import org.neo4j.dbms.api.DatabaseManagementService;

/** The endpoints on Neo4j 4.x and 5.x, which give an unmanaged extension the database management service. */
@Path("/")
public class TraversalResource extends TraversalApi {
    public TraversalResource(@Context DatabaseManagementService dbms) {
        super(new Neo4j4Traversal(dbms));
    }
}
