package com.ekino.neo4j.traversal.api;

import javax.ws.rs.Path;
import javax.ws.rs.core.Context;
import org.neo4j.graphdb.GraphDatabaseService;

/** The endpoints on Neo4j 2.2 to 3.5, which give an unmanaged extension the database service. */
@Path("/")
public class TraversalResource extends TraversalApi {
    public TraversalResource(@Context GraphDatabaseService db) {
        super(new Neo4j2Traversal(db));
    }
}
