package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.ApiException;

/** Parsing of query parameters into values or a 400 that says what is allowed. */
public final class QueryParameters {
    static final String MAX_NODES_PROPERTY = "traversal-perfs.max-nodes";
    static final long DEFAULT_MAX_NODES = 10_000_000L;

    private QueryParameters() {}

    public static TreeShape shape(String depth, String fanout, String seed) {
        long maxNodes = Long.getLong(MAX_NODES_PROPERTY, DEFAULT_MAX_NODES);
        int d = positiveInt("depth", depth, TreeShape.DEFAULT_DEPTH);
        int f = positiveInt("fanout", fanout, TreeShape.DEFAULT_FANOUT);
        long s = seed == null ? TreeShape.DEFAULT_SEED : wholeNumber("seed", seed);
        try {
            return TreeShape.of(d, f, s, maxNodes);
        } catch (IllegalArgumentException tooBig) {
            throw new ApiException(
                    400,
                    tooBig.getMessage()
                            + String.format(
                                    " (%,d; set the server's -D%s to change it)", maxNodes, MAX_NODES_PROPERTY));
        }
    }

    /** {@code depthFirst} absent or {@code false}: breadth-first; present empty or {@code true}: depth-first. */
    public static boolean depthFirst(String value) {
        if (value == null || value.equals("false")) {
            return false;
        }
        if (value.isEmpty() || value.equals("true")) {
            return true;
        }
        throw new ApiException(400, "depthFirst must be absent, empty, true or false; got '" + value + "'");
    }

    private static int positiveInt(String name, String value, int absent) {
        if (value == null) {
            return absent;
        }
        long parsed = wholeNumber(name, value);
        if (parsed < 1 || parsed > Integer.MAX_VALUE) {
            throw new ApiException(
                    400,
                    name + " must be a whole number from 1 to " + Integer.MAX_VALUE + " (default " + absent + "); got '"
                            + value + "'");
        }
        return (int) parsed;
    }

    private static long wholeNumber(String name, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException notANumber) {
            throw new ApiException(400, name + " must be a whole number; got '" + value + "'");
        }
    }
}
