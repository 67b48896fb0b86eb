package com.ekino.neo4j.permissions;

import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.RelationshipType;

/**
 * The permissions dataset's names, as in the article they come from, so its readers can run their own queries:
 * {@code (:User)-[:IS_MEMBER_OF]->(:Group)}, {@code (:User|:Group)-[:SECURITY {flags}]->(:Folder|:Document)},
 * {@code (:Folder)-[:HAS_CHILD_CONTENT]->(:Folder|:Document)}; every such node has a string {@code unique_id}.
 * {@code :PermissionsDataset} is the one node describing the dataset (its parameters, counts, completeness).
 */
final class PermissionsModel {
    static final String UNIQUE_ID = "unique_id";
    static final String FLAGS = "flags";

    private PermissionsModel() {}

    enum Labels implements Label {
        User,
        Group,
        Folder,
        Document,
        PermissionsDataset
    }

    enum Types implements RelationshipType {
        IS_MEMBER_OF,
        SECURITY,
        HAS_CHILD_CONTENT
    }

    /** The labels whose nodes make the dataset (and carry an indexed unique_id). */
    static final Labels[] DATA_LABELS = {Labels.User, Labels.Group, Labels.Folder, Labels.Document};

    /** A grant allows reading when its flags hold R. */
    static boolean allowsRead(Object flags) {
        return flags instanceof String && ((String) flags).indexOf('R') >= 0;
    }
}
