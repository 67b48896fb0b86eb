package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.StoreRecords;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.neo4j.graphdb.Label;

/**
 * The dataset {@link DatasetPopulator} makes, as records for the offline writers: the same nodes, unique ids,
 * hierarchy, memberships and grants (all from {@link DatasetGenerator}), numbered so that every relationship goes
 * to a node before it: node 0 the {@code :PermissionsDataset} node (complete, with its counts), then folders,
 * documents, groups and users. The unique_id indexes are the writer's to create.
 */
public final class DatasetRecords implements StoreRecords {
    private static final Label[] DATASET = {PermissionsModel.Labels.PermissionsDataset};
    private static final Label[] FOLDER = {PermissionsModel.Labels.Folder};
    private static final Label[] DOCUMENT = {PermissionsModel.Labels.Document};
    private static final Label[] GROUP = {PermissionsModel.Labels.Group};
    private static final Label[] USER = {PermissionsModel.Labels.User};

    private final DatasetShape shape;
    private final DatasetGenerator generator;
    private final long documents;
    private final long groups;
    private final long users;
    private final Map<String, Long> counts;

    public DatasetRecords(Map<String, String> parameters) {
        this(DatasetShape.parse(parameters));
    }

    DatasetRecords(DatasetShape shape) {
        this.shape = shape;
        this.generator = new DatasetGenerator(shape);
        this.documents = 1L + shape.folders;
        this.groups = documents + shape.documents;
        this.users = groups + shape.groups;
        this.counts = counts();
    }

    private Map<String, Long> counts() {
        long memberships = 0;
        long readable = 0;
        for (int u = 0; u < shape.users; u++) {
            memberships += generator.groupsOf(u).length;
            for (int k = 0; k < shape.userGrants; k++) {
                readable += PermissionsModel.allowsRead(generator.grant(false, u, k).flags) ? 1 : 0;
            }
        }
        for (int g = 0; g < shape.groups; g++) {
            for (int k = 0; k < shape.groupGrants; k++) {
                readable += PermissionsModel.allowsRead(generator.grant(true, g, k).flags) ? 1 : 0;
            }
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("nodes", shape.nodeCount());
        counts.put("memberships", memberships);
        counts.put("grants", (long) shape.users * shape.userGrants + (long) shape.groups * shape.groupGrants);
        counts.put("readableGrants", readable);
        return counts;
    }

    @Override
    public String job() {
        return "bulk permissions populate " + shape;
    }

    @Override
    public long nodeCount() {
        return users + shape.users;
    }

    @Override
    public Label[] labels(long node) {
        return node == 0 ? DATASET : node < documents ? FOLDER : node < groups ? DOCUMENT : node < users ? GROUP : USER;
    }

    @Override
    public Map<String, Object> properties(long node, long millis) {
        if (node == 0) {
            return StoredDataset.completeProperties(shape, counts, labelNames(), millis);
        }
        DatasetGenerator.Kind kind = node < documents
                ? DatasetGenerator.Kind.FOLDER
                : node < groups
                        ? DatasetGenerator.Kind.DOCUMENT
                        : node < users ? DatasetGenerator.Kind.GROUP : DatasetGenerator.Kind.USER;
        long position = node - (node < documents ? 1 : node < groups ? documents : node < users ? groups : users);
        return Collections.singletonMap(PermissionsModel.UNIQUE_ID, generator.uniqueId(kind, position));
    }

    @Override
    public void relationships(long node, Relationships sink) {
        if (node == 0) {
            return;
        }
        if (node < documents) {
            int parent = generator.parentOfFolder((int) (node - 1));
            if (parent >= 0) {
                sink.add(1 + parent, node, PermissionsModel.Types.HAS_CHILD_CONTENT, null);
            }
        } else if (node < groups) {
            sink.add(
                    1 + generator.folderOfDocument((int) (node - documents)),
                    node,
                    PermissionsModel.Types.HAS_CHILD_CONTENT,
                    null);
        } else if (node < users) {
            int group = (int) (node - groups);
            for (int k = 0; k < shape.groupGrants; k++) {
                grant(node, generator.grant(true, group, k), sink);
            }
        } else {
            int user = (int) (node - users);
            for (int group : generator.groupsOf(user)) {
                sink.add(node, groups + group, PermissionsModel.Types.IS_MEMBER_OF, null);
            }
            for (int k = 0; k < shape.userGrants; k++) {
                grant(node, generator.grant(false, user, k), sink);
            }
        }
    }

    private void grant(long principal, DatasetGenerator.Grant grant, Relationships sink) {
        long target = grant.toFolder ? 1 + grant.target : documents + grant.target;
        sink.add(
                principal,
                target,
                PermissionsModel.Types.SECURITY,
                Collections.singletonMap(PermissionsModel.FLAGS, grant.flags));
    }

    @Override
    public Label[] indexedLabels() {
        return PermissionsModel.DATA_LABELS.clone();
    }

    @Override
    public String indexedKey() {
        return PermissionsModel.UNIQUE_ID;
    }

    private String[] labelNames() {
        return Arrays.stream(PermissionsModel.DATA_LABELS).map(Label::name).toArray(String[]::new);
    }

    @Override
    public Map<String, Object> summary(long millis) {
        Map<String, Object> json = shape.toJson();
        json.putAll(counts);
        json.put("millis", millis);
        json.put("nodesPerSecond", shape.nodeCount() * 1000 / Math.max(1, millis));
        json.put("createdIndexes", Arrays.asList(labelNames()));
        return json;
    }
}
