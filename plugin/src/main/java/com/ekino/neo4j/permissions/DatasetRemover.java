package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Database;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.shared.Progress;
import com.ekino.neo4j.shared.WriteLock;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.schema.IndexDefinition;

/**
 * Removes the dataset and nothing else: the nodes of its four labels with their relationships, the indexes its
 * populate created, then its {@code :PermissionsDataset} node. Refuses (409), before deleting anything, when one of
 * those nodes has a relationship of another type (something else hangs on the dataset). The dataset is marked
 * incomplete first, so an interrupted delete is visible and a new one finishes it.
 */
final class DatasetRemover {
    private final Database db;

    DatasetRemover(Database db) {
        this.db = db;
    }

    Map<String, Object> delete() {
        WriteLock.acquire("permissions delete");
        try {
            return deleteLocked();
        } finally {
            WriteLock.release();
        }
    }

    private Map<String, Object> deleteLocked() {
        Map<String, Object> deleted;
        long nodes = 0;
        try (Graph graph = db.begin()) {
            StoredDataset dataset = StoredDataset.find(graph);
            if (dataset == null) {
                throw new ApiException(404, "no permissions dataset in the database: nothing to delete");
            }
            deleted = dataset.describe();
            for (Label label : PermissionsModel.DATA_LABELS) {
                try (ResourceIterator<Node> found = graph.findNodes(label)) {
                    while (found.hasNext()) {
                        refuseForeignRelationships(found.next());
                        nodes++;
                    }
                }
            }
            dataset.markIncomplete();
            graph.commit();
        }

        Progress progress = new Progress("permissions delete", nodes);
        long done = 0;
        for (Label label : PermissionsModel.DATA_LABELS) {
            LongArrayList batch;
            do {
                try (Graph graph = db.begin()) {
                    batch = firstNodes(graph, label, DatasetPopulator.WRITES_PER_TRANSACTION / 4);
                    for (int i = 0; i < batch.size(); i++) {
                        Node node = graph.nodeById(batch.getLong(i));
                        for (Relationship relationship : node.getRelationships()) {
                            relationship.delete();
                        }
                        node.delete();
                    }
                    graph.commit();
                }
                if (!batch.isEmpty()) {
                    done += batch.size();
                    progress.update(done);
                }
            } while (!batch.isEmpty());
        }
        try (Graph graph = db.begin()) {
            StoredDataset dataset = StoredDataset.find(graph);
            List<String> created = Arrays.asList(dataset.createdIndexes());
            for (Label label : PermissionsModel.DATA_LABELS) {
                if (created.contains(label.name())) {
                    for (IndexDefinition index : graph.schema().getIndexes(label)) {
                        if (index.getPropertyKeys().iterator().next().equals(PermissionsModel.UNIQUE_ID)) {
                            index.drop();
                        }
                    }
                }
            }
            graph.commit();
        }
        try (Graph graph = db.begin()) {
            StoredDataset.find(graph).node().delete();
            graph.commit();
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("deleted", deleted);
        json.put("nodes", nodes);
        json.put("millis", progress.elapsedMillis());
        return json;
    }

    private static void refuseForeignRelationships(Node node) {
        for (Relationship relationship : node.getRelationships()) {
            boolean ours = false;
            for (PermissionsModel.Types type : PermissionsModel.Types.values()) {
                ours |= relationship.isType(type);
            }
            if (!ours) {
                throw new ApiException(
                        409,
                        "dataset node " + node.getId() + " has a "
                                + relationship.getType().name()
                                + " relationship that is not part of the dataset; nothing was deleted");
            }
        }
    }

    private static LongArrayList firstNodes(Graph graph, Label label, int max) {
        LongArrayList ids = new LongArrayList();
        try (ResourceIterator<Node> found = graph.findNodes(label)) {
            while (found.hasNext() && ids.size() < max) {
                ids.add(found.next().getId());
            }
        }
        return ids;
    }
}
