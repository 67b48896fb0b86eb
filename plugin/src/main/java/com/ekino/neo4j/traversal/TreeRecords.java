package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.Label;

import java.util.HashMap;
import java.util.Map;

/**
 * The tree {@link TreePopulator} makes, as records addressed by level-order index, for the offline writers that
 * write a store before its server starts: node {@code i} gets id {@code i}, the same labels and properties as a
 * populate through the server gives it, and a relationship from its parent {@code (i - 1) / fanout}. The root
 * (index 0) already says it is complete: an offline writer writes it last, and the store only becomes the
 * server's once the writer finished (see the lab's bulk populate).
 */
public final class TreeRecords {
    private static final Label[] ROOT = {TreeLabels.Root, TreeLabels.A};
    private static final Label[] A = {TreeLabels.A};
    private static final Label[] B = {TreeLabels.B};

    private final TreeShape shape;
    private final long[] offsets;

    public TreeRecords(TreeShape shape) {
        this.shape = shape;
        this.offsets = new long[shape.generations() + 1];
        for (int g = 0; g < shape.generations(); g++) {
            offsets[g + 1] = offsets[g] + shape.generationSize(g);
        }
    }

    public TreeShape shape() { return shape; }

    public long nodeCount() { return offsets[offsets.length - 1]; }

    public int generationOf(long index) {
        int g = 0;
        while (index >= offsets[g + 1]) {
            g++;
        }
        return g;
    }

    public Label[] labels(long index) {
        return index == 0 ? ROOT : TreeShape.isBGeneration(generationOf(index)) ? B : A;
    }

    /** A node's properties; the root's say the tree is complete, with its true-B count and the writer's time. */
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

    /** The parent of a node other than the root. */
    public long parentOf(long index) {
        return (index - 1) / shape.fanout();
    }

    /** The type of the relationship from a node's parent to it. */
    public TreeRelationships relationshipTo(long index) {
        return TreeRelationships.towardsChildrenOf(generationOf(index) - 1);
    }

    /** The count every traversal must answer: B nodes whose value is true. */
    public long trueBCount() {
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
