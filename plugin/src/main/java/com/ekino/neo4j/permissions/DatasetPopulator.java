package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Progress;
import com.ekino.neo4j.shared.ServerConsole;
import com.ekino.neo4j.shared.WriteLock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.schema.IndexDefinition;

/**
 * Writes the dataset {@link DatasetGenerator} describes: first its {@code :PermissionsDataset} node
 * ({@code complete=false}) and the unique_id indexes it lacks, then users, groups, folders (each with the
 * HAS_CHILD_CONTENT from its parent), documents (with theirs), memberships and grants,
 * {@value #WRITES_PER_TRANSACTION} writes per transaction; the dataset node is marked complete last.
 */
final class DatasetPopulator {
    static final int WRITES_PER_TRANSACTION = 20_000;

    private final Database db;

    DatasetPopulator(Database db) {
        this.db = db;
    }

    Map<String, Object> populate(DatasetShape shape) {
        WriteLock.acquire("permissions populate");
        try {
            return populateLocked(shape);
        } finally {
            WriteLock.release();
        }
    }

    private Map<String, Object> populateLocked(DatasetShape shape) {
        long datasetNode;
        try (Graph graph = db.begin()) {
            StoredDataset existing = StoredDataset.find(graph);
            if (existing != null) {
                throw new ApiException(
                        409,
                        "a permissions dataset already exists (" + existing.describe()
                                + "): DELETE /permissions/dataset first");
            }
            for (Label label : PermissionsModel.DATA_LABELS) {
                try (ResourceIterator<Node> foreign = graph.findNodes(label)) {
                    if (foreign.hasNext()) {
                        throw new ApiException(
                                409,
                                "the database already holds :" + label.name() + " nodes that no "
                                        + "permissions populate made; nothing was written");
                    }
                }
            }
            datasetNode = StoredDataset.create(graph, shape).node().getId();
            graph.commit();
        }
        String[] created = createMissingIndexes();
        try (Graph graph = db.begin()) {
            graph.schema().awaitIndexesOnline(10, TimeUnit.MINUTES);
            datasetAt(graph, datasetNode).recordCreatedIndexes(created);
            graph.commit();
        }

        DatasetGenerator generator = new DatasetGenerator(shape);
        ServerConsole.info("permissions populate: " + shape);
        Progress nodes = new Progress("permissions populate", shape.nodeCount());
        Writes writes = new Writes(nodes);
        long[] users = new long[shape.users];
        long[] groups = new long[shape.groups];
        long[] folders = new long[shape.folders];
        long[] documents = new long[shape.documents];
        try {
            for (int u = 0; u < shape.users; u++) {
                users[u] = writes.node(PermissionsModel.Labels.User, generator.uniqueId(DatasetGenerator.Kind.USER, u));
            }
            for (int g = 0; g < shape.groups; g++) {
                groups[g] =
                        writes.node(PermissionsModel.Labels.Group, generator.uniqueId(DatasetGenerator.Kind.GROUP, g));
            }
            for (int f = 0; f < shape.folders; f++) {
                folders[f] = writes.node(
                        PermissionsModel.Labels.Folder, generator.uniqueId(DatasetGenerator.Kind.FOLDER, f));
                int parent = generator.parentOfFolder(f);
                if (parent >= 0) {
                    writes.link(folders[parent], folders[f], PermissionsModel.Types.HAS_CHILD_CONTENT, null);
                }
            }
            for (int d = 0; d < shape.documents; d++) {
                documents[d] = writes.node(
                        PermissionsModel.Labels.Document, generator.uniqueId(DatasetGenerator.Kind.DOCUMENT, d));
                writes.link(
                        folders[generator.folderOfDocument(d)],
                        documents[d],
                        PermissionsModel.Types.HAS_CHILD_CONTENT,
                        null);
            }
            writes.flush();

            long memberships = 0;
            long grants = 0;
            long readable = 0;
            writes.progress =
                    new Progress("permissions memberships and grants", (long) shape.users + shape.groups, "principals");
            writes.done = 0;
            for (int u = 0; u < shape.users; u++) {
                for (int g : generator.groupsOf(u)) {
                    writes.link(users[u], groups[g], PermissionsModel.Types.IS_MEMBER_OF, null);
                    memberships++;
                }
                for (int k = 0; k < shape.userGrants; k++) {
                    readable += writes.grant(users[u], generator.grant(false, u, k), folders, documents);
                }
                grants += shape.userGrants;
                writes.done++;
            }
            for (int g = 0; g < shape.groups; g++) {
                for (int k = 0; k < shape.groupGrants; k++) {
                    readable += writes.grant(groups[g], generator.grant(true, g, k), folders, documents);
                }
                grants += shape.groupGrants;
                writes.done++;
            }
            writes.flush();
            Map<String, Long> counts = new LinkedHashMap<>();
            counts.put("nodes", shape.nodeCount());
            counts.put("memberships", memberships);
            counts.put("grants", grants);
            counts.put("readableGrants", readable);
            long millis = Math.max(1, nodes.elapsedMillis());
            try (Graph graph = db.begin()) {
                datasetAt(graph, datasetNode).markComplete(counts, millis);
                graph.commit();
            }
            Map<String, Object> json = shape.toJson();
            json.putAll(counts);
            json.put("millis", millis);
            json.put("nodesPerSecond", shape.nodeCount() * 1000 / millis);
            json.put("createdIndexes", java.util.Arrays.asList(created));
            return json;
        } finally {
            writes.close();
        }
    }

    /** A unique_id index on every data label that has none yet; answers the labels it created them for. */
    private String[] createMissingIndexes() {
        List<String> created = new ArrayList<>();
        try (Graph graph = db.begin()) {
            for (Label label : PermissionsModel.DATA_LABELS) {
                if (!hasUniqueIdIndex(graph, label)) {
                    graph.schema()
                            .indexFor(label)
                            .on(PermissionsModel.UNIQUE_ID)
                            .create();
                    created.add(label.name());
                }
            }
            graph.commit();
        }
        return created.toArray(new String[0]);
    }

    static boolean hasUniqueIdIndex(Graph graph, Label label) {
        for (IndexDefinition index : graph.schema().getIndexes(label)) {
            for (String key : index.getPropertyKeys()) {
                if (key.equals(PermissionsModel.UNIQUE_ID)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The dataset this populate created, in a new transaction. */
    private static StoredDataset datasetAt(Graph graph, long id) {
        StoredDataset found = StoredDataset.find(graph);
        if (found == null || found.node().getId() != id) {
            throw new ApiException(409, "the permissions dataset node vanished while populating");
        }
        return found;
    }

    /**
     * Writes grouped into transactions of WRITES_PER_TRANSACTION, by node id (a 4.x/5.x node belongs to its
     * transaction): a full transaction is committed before the next write. {@code done} is what the progress counts.
     */
    private final class Writes implements AutoCloseable {
        /** Open while writing; null between transactions (2.x/3.x would nest a later one in it). */
        private Graph graph;

        private int inTransaction;
        long done;
        Progress progress;

        Writes(Progress progress) {
            this.progress = progress;
        }

        long node(Label label, String uniqueId) {
            beforeWrite();
            Node node = graph.createNode(label);
            node.setProperty(PermissionsModel.UNIQUE_ID, uniqueId);
            done++;
            return node.getId();
        }

        /** A relationship, with {@code flags} when not null. */
        void link(long from, long to, PermissionsModel.Types type, String flags) {
            beforeWrite();
            Relationship link = graph.nodeById(from).createRelationshipTo(graph.nodeById(to), type);
            if (flags != null) {
                link.setProperty(PermissionsModel.FLAGS, flags);
            }
        }

        /** A SECURITY relationship from the principal; answers 1 when it allows reading. */
        int grant(long principal, DatasetGenerator.Grant grant, long[] folders, long[] documents) {
            link(
                    principal,
                    grant.toFolder ? folders[grant.target] : documents[grant.target],
                    PermissionsModel.Types.SECURITY,
                    grant.flags);
            return PermissionsModel.allowsRead(grant.flags) ? 1 : 0;
        }

        private void beforeWrite() {
            if (inTransaction == WRITES_PER_TRANSACTION) {
                flush();
            }
            if (graph == null) {
                graph = db.begin();
            }
            inTransaction++;
        }

        void flush() {
            if (graph != null) {
                graph.commit();
                graph.close();
                graph = null;
            }
            inTransaction = 0;
            progress.update(done);
        }

        @Override
        public void close() {
            if (graph != null) {
                graph.close();
            }
        }
    }
}
