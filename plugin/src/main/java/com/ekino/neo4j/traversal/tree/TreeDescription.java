package com.ekino.neo4j.traversal.tree;

import java.util.Map;

/** The tree in the database as {@code GET /tree} and {@code DELETE /tree} describe it. */
public final class TreeDescription {
    final TreeShape shape;
    final boolean complete;
    /** Null until the populate finished. */
    final Long trueBNodes;

    final Long populateMillis;
    final long rootId;

    TreeDescription(TreeShape shape, boolean complete, Long trueBNodes, Long populateMillis, long rootId) {
        this.shape = shape;
        this.complete = complete;
        this.trueBNodes = trueBNodes;
        this.populateMillis = populateMillis;
        this.rootId = rootId;
    }

    public Map<String, Object> toJson() {
        Map<String, Object> json = shape.toJson();
        json.put("complete", complete);
        json.put("trueBNodes", trueBNodes);
        json.put("populateMillis", populateMillis);
        json.put("rootId", rootId);
        return json;
    }
}
