package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Neo4j4Database;
import com.ekino.neo4j.traversal.strategies.KernelCursorCounter;
import com.ekino.neo4j.traversal.strategies.TraversalDatabase;
import com.ekino.neo4j.traversal.strategies.TraversalStrategy;
import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.dbms.api.DatabaseManagementService;

/** Neo4j 4.x and 5.x as the traversal needs it: the shared seam, no object cache, the kernel-cursor strategy. */
final class Neo4j4Traversal implements TraversalDatabase {
    private final Neo4j4Database db;

    Neo4j4Traversal(DatabaseManagementService dbms) {
        this.db = new Neo4j4Database(dbms);
    }

    @Override
    public Graph begin() {
        return db.begin();
    }

    @Override
    public String neo4jVersion() {
        return db.neo4jVersion();
    }

    @Override
    public Map<String, Object> clearObjectCaches() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("cleared", false);
        json.put("why", "Neo4j " + neo4jVersion() + " has no object cache (removed in 2.3)");
        return json;
    }

    @Override
    public TraversalStrategy kernelStrategy() {
        return new KernelCursorCounter();
    }
}
