package com.ekino.neo4j.traversal.tree;

import com.ekino.neo4j.shared.StoreRecords;
import java.util.HashMap;
import java.util.Map;
import org.neo4j.graphdb.Label;

/**
 * The tree {@link TreePopulator} makes, as {@link StoreRecords}: node {@code i} is the node of level-order index
 * {@code i}, with the same labels and properties as a populate through the server gives it, and the relationship
 * from its parent {@code (i - 1) / fanout}. The root says it is complete.
 */
public final class TreeRecords implements StoreRecords {
    private static final Label[] NO_INDEXES = {};
    private static final Label[] ROOT = {TreeLabels.Root, TreeLabels.A};
    private static final Label[] A = {TreeLabels.A};
    private static final Label[] B = {TreeLabels.B};

    private final TreeShape shape;
    private final long[] offsets;

    /**
     * The tree that {@code POST /populate}'s parameters name, within the same bounds (a 400 ApiException otherwise).
     */
    public static TreeRecords of(Map<String, String> parameters) {
        return new TreeRecords(
                QueryParameters.shape(parameters.get("depth"), parameters.get("fanout"), parameters.get("seed")));
    }

    public TreeRecords(TreeShape shape) {
        this.shape = shape;
        this.offsets = new long[shape.generations() + 1];
        for (int g = 0; g < shape.generations(); g++) {
            offsets[g + 1] = offsets[g] + shape.generationSize(g);
        }
    }

    @Override
    public String job() {
        return "bulk populate " + shape;
    }

    @Override
    public long nodeCount() {
        return offsets[offsets.length - 1];
    }

    private int generationOf(long index) {
        int g = 0;
        while (index >= offsets[g + 1]) {
            g++;
        }
        return g;
    }

    @Override
    public Label[] labels(long index) {
        return index == 0 ? ROOT : TreeShape.isBGeneration(generationOf(index)) ? B : A;
    }

    /** A node's properties; the root's say the tree is complete, with its true-B count and the writer's time. */
    @Override
    public Map<String, Object> properties(long index, long populateMillis) {
        Map<String, Object> properties = new HashMap<>();
        properties.put(TreePopulator.VALUE, NodeValues.value(shape.seed(), index));
        if (index == 0) {
            properties.putAll(StoredTree.rootProperties(shape));
            properties.putAll(StoredTree.completeProperties(trueBCount(), populateMillis));
        } else {
            properties.put(TreePopulator.INDEX, (int) ((index - 1) % shape.fanout()));
        }
        return properties;
    }

    @Override
    public void relationships(long index, Relationships sink) {
        if (index > 0) {
            sink.add(
                    (index - 1) / shape.fanout(),
                    index,
                    TreeRelationships.towardsChildrenOf(generationOf(index) - 1),
                    null);
        }
    }

    @Override
    public Label[] indexedLabels() {
        return NO_INDEXES;
    }

    @Override
    public String indexedKey() {
        return TreePopulator.INDEX;
    }

    @Override
    public Map<String, Object> summary(long millis) {
        return new TreePopulator.Populated(shape, trueBCount(), millis).toJson();
    }

    /** The count every traversal must answer: B nodes whose value is true. */
    private long trueBCount() {
        long count = 0;
        for (int g = 1; g < shape.generations(); g += 2) {
            for (long index = offsets[g]; index < offsets[g + 1]; index++) {
                if (NodeValues.value(shape.seed(), index)) {
                    count++;
                }
            }
        }
        return count;
    }
}
