package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.shared.ApiException;
import java.util.ArrayList;
import java.util.List;

/** The {@code cache=} parameter: {@code none} (or empty), {@code label}, {@code property} or {@code label,property}. */
public final class CacheSelection {
    private final boolean labels;
    private final boolean properties;

    private CacheSelection(boolean labels, boolean properties) {
        this.labels = labels;
        this.properties = properties;
    }

    public static CacheSelection parse(String text) {
        if (text == null || text.isEmpty() || text.equals("none")) {
            return new CacheSelection(false, false);
        }
        boolean labels = false;
        boolean properties = false;
        for (String name : text.split(",", -1)) {
            if (name.equals("label") && !labels) {
                labels = true;
            } else if (name.equals("property") && !properties) {
                properties = true;
            } else {
                throw new ApiException(
                        400,
                        "cache must be none, label, property or label,property (each name once); " + "got '" + text
                                + "'");
            }
        }
        return new CacheSelection(labels, properties);
    }

    public NodeReads wrap(NodeReads reads) {
        NodeReads wrapped = reads;
        if (labels) {
            wrapped = ApplicationCaches.LABELS.over(wrapped);
        }
        if (properties) {
            wrapped = ApplicationCaches.PROPERTIES.over(wrapped);
        }
        return wrapped;
    }

    public boolean isNone() {
        return !labels && !properties;
    }

    List<String> names() {
        List<String> names = new ArrayList<>();
        if (labels) {
            names.add("label");
        }
        if (properties) {
            names.add("property");
        }
        return names;
    }

    @Override
    public String toString() {
        return names().isEmpty() ? "none" : String.join(",", names());
    }
}
