package com.ekino.neo4j.traversal;

import java.util.LinkedHashMap;
import java.util.Map;

/** The core API calls one request made (after caches): what the original profiled by hand. One thread only. */
final class CoreApiCalls {
    long hasLabel;
    long getLabels;
    long getProperty;
    long getRelationships;

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("hasLabel", hasLabel);
        json.put("getLabels", getLabels);
        json.put("getProperty", getProperty);
        json.put("getRelationships", getRelationships);
        return json;
    }
}
