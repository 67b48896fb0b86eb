package com.ekino.neo4j.traversal.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TreeShapeTest {
    private static final long NO_CAP = Long.MAX_VALUE;

    @Test
    void theDefaultTreeHasTheOriginalsNodeCounts() {
        TreeShape shape = TreeShape.of(5, 4, 42, NO_CAP);
        assertEquals(1_398_101, shape.nodeCount());
        assertEquals(279_620, shape.bNodeCount());
        assertEquals(11, shape.generations());
    }

    @Test
    void depthOneFanoutOneIsARootABAndAnA() {
        TreeShape shape = TreeShape.of(1, 1, 0, NO_CAP);
        assertEquals(3, shape.nodeCount());
        assertEquals(1, shape.bNodeCount());
        assertEquals(2, shape.generationOffset(2));
    }

    @Test
    void generationOffsetsAreLevelOrderIndexes() {
        TreeShape shape = TreeShape.of(2, 3, 0, NO_CAP);
        assertEquals(0, shape.generationOffset(0));
        assertEquals(1, shape.generationOffset(1));
        assertEquals(4, shape.generationOffset(2));
        assertEquals(13, shape.generationOffset(3));
        assertEquals(121, shape.nodeCount());
    }

    @Test
    void treesOverTheCapAreRefusedWithoutOverflowing() {
        assertThrows(IllegalArgumentException.class, () -> TreeShape.of(5, 4, 0, 1_398_100));
        assertEquals(1_398_101, TreeShape.of(5, 4, 0, 1_398_101).nodeCount());
        assertThrows(
                IllegalArgumentException.class, () -> TreeShape.of(Integer.MAX_VALUE, Integer.MAX_VALUE, 0, NO_CAP));
        assertThrows(IllegalArgumentException.class, () -> TreeShape.of(0, 4, 0, NO_CAP));
        assertThrows(IllegalArgumentException.class, () -> TreeShape.of(5, 0, 0, NO_CAP));
    }
}
