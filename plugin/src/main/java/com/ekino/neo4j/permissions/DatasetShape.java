package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The generator's parameters: how many users, groups, folders and documents, how many grants each user and each
 * group holds, and the seed. The same parameters always make the same dataset (same ids, same grants).
 */
final class DatasetShape {
    static final String MAX_NODES_PROPERTY = "traversal-perfs.max-nodes";
    static final long DEFAULT_MAX_NODES = 10_000_000L;
    /** At most this many groups per user (the article's generator: up to 5). */
    static final int MAX_GROUPS_PER_USER = 5;

    final int users;
    final int groups;
    final int folders;
    final int documents;
    final int userGrants;
    final int groupGrants;
    final long seed;

    DatasetShape(int users, int groups, int folders, int documents, int userGrants, int groupGrants, long seed) {
        this.users = users;
        this.groups = groups;
        this.folders = folders;
        this.documents = documents;
        this.userGrants = userGrants;
        this.groupGrants = groupGrants;
        this.seed = seed;
    }

    long nodeCount() {
        return (long) users + groups + folders + documents;
    }

    /** From query parameters (absent ones take their defaults); a 400 names a bad one, the node cap included. */
    static DatasetShape parse(Map<String, String> query) {
        int users = count(query, "users", 3_000, 1);
        int groups = count(query, "groups", 100, 0);
        int documents = count(query, "documents", 100_000, 1);
        int folders = count(query, "folders", Math.max(1, documents / 50), 1);
        int userGrants = count(query, "userGrants", 5, 0);
        int groupGrants = count(query, "groupGrants", 50, 0);
        long seed = 42L;
        String seedText = query.get("seed");
        if (seedText != null) {
            try {
                seed = Long.parseLong(seedText.trim());
            } catch (NumberFormatException notANumber) {
                throw new ApiException(400, "seed must be a whole number; got '" + seedText + "'");
            }
        }
        DatasetShape shape = new DatasetShape(users, groups, folders, documents, userGrants, groupGrants, seed);
        long maxNodes = Long.getLong(MAX_NODES_PROPERTY, DEFAULT_MAX_NODES);
        if (shape.nodeCount() > maxNodes) {
            throw new ApiException(
                    400,
                    String.format(
                            "a dataset of %,d nodes (users + groups + folders + documents) is "
                                    + "over the node cap (%,d; set the server's -D%s to change it)",
                            shape.nodeCount(), maxNodes, MAX_NODES_PROPERTY));
        }
        return shape;
    }

    private static int count(Map<String, String> query, String name, int absent, int min) {
        String text = query.get(name);
        if (text == null) {
            return absent;
        }
        try {
            long value = Long.parseLong(text.trim());
            if (value >= min && value <= Integer.MAX_VALUE) {
                return (int) value;
            }
        } catch (NumberFormatException notANumber) {
            // answered below
        }
        throw new ApiException(
                400,
                name + " must be a whole number from " + min + " to " + Integer.MAX_VALUE + " (default " + absent
                        + "); got '" + text + "'");
    }

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("users", users);
        json.put("groups", groups);
        json.put("folders", folders);
        json.put("documents", documents);
        json.put("userGrants", userGrants);
        json.put("groupGrants", groupGrants);
        json.put("seed", seed);
        return json;
    }

    @Override
    public String toString() {
        return String.format(
                "%,d users, %,d groups, %,d folders, %,d documents, grants %d per user and %d per group, seed %d",
                users, groups, folders, documents, userGrants, groupGrants, seed);
    }
}
