package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import it.unimi.dsi.fastutil.longs.Long2BooleanOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * The permission check: a user may read a document when they or one of their groups hold a SECURITY relationship
 * whose flags contain R to the document or to a folder above it (walking HAS_CHILD_CONTENT up to a top folder).
 * Folder answers are remembered for the rest of the request, as many documents share folders.
 */
final class PermissionCheck {
    private final Database db;

    PermissionCheck(Database db) {
        this.db = db;
    }

    /** The ids of the request's documents the user may read, in the request's order. */
    List<String> readable(CheckRequest request) {
        try (Graph graph = db.begin()) {
            StoredDataset.requireComplete(graph);
            Node user = graph.findNode(PermissionsModel.Labels.User, PermissionsModel.UNIQUE_ID, request.userId);
            if (user == null) {
                throw new ApiException(404, "unknown user '" + request.userId + "'");
            }
            List<Node> documents = documents(graph, request.documentIds);
            LongOpenHashSet principals = new LongOpenHashSet();
            principals.add(user.getId());
            for (Relationship membership :
                    user.getRelationships(Direction.OUTGOING, PermissionsModel.Types.IS_MEMBER_OF)) {
                principals.add(membership.getEndNode().getId());
            }
            Long2BooleanOpenHashMap folders = new Long2BooleanOpenHashMap();
            List<String> readable = new ArrayList<>();
            for (int i = 0; i < documents.size(); i++) {
                if (mayRead(documents.get(i), principals, folders)) {
                    readable.add(request.documentIds.get(i));
                }
            }
            graph.commit();
            return readable;
        }
    }

    private static List<Node> documents(Graph graph, List<String> ids) {
        List<Node> documents = new ArrayList<>(ids.size());
        List<String> unknown = new ArrayList<>();
        for (String id : ids) {
            Node document = graph.findNode(PermissionsModel.Labels.Document, PermissionsModel.UNIQUE_ID, id);
            if (document == null) {
                unknown.add(id);
            } else {
                documents.add(document);
            }
        }
        if (!unknown.isEmpty()) {
            throw new ApiException(
                    404,
                    unknown.size() + " unknown document id(s), e.g. '"
                            + String.join("', '", unknown.subList(0, Math.min(3, unknown.size()))) + "'");
        }
        return documents;
    }

    private static boolean mayRead(Node document, LongOpenHashSet principals, Long2BooleanOpenHashMap folders) {
        if (granted(document, principals)) {
            return true;
        }
        List<Node> unknownFolders = new ArrayList<>();
        Relationship up = document.getSingleRelationship(PermissionsModel.Types.HAS_CHILD_CONTENT, Direction.INCOMING);
        boolean answer = false;
        while (up != null) {
            Node folder = up.getStartNode();
            if (folders.containsKey(folder.getId())) {
                answer = folders.get(folder.getId());
                break;
            }
            unknownFolders.add(folder);
            if (granted(folder, principals)) {
                answer = true;
                break;
            }
            up = folder.getSingleRelationship(PermissionsModel.Types.HAS_CHILD_CONTENT, Direction.INCOMING);
        }
        // every folder walked shares the answer: granted above (or at) it, or nowhere up to the top
        for (Node folder : unknownFolders) {
            folders.put(folder.getId(), answer);
        }
        return answer;
    }

    private static boolean granted(Node node, LongOpenHashSet principals) {
        for (Relationship grant : node.getRelationships(Direction.INCOMING, PermissionsModel.Types.SECURITY)) {
            if (principals.contains(grant.getStartNode().getId())
                    && PermissionsModel.allowsRead(grant.getProperty(PermissionsModel.FLAGS, null))) {
                return true;
            }
        }
        return false;
    }
}
