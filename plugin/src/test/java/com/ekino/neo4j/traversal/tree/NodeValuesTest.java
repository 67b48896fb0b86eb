package com.ekino.neo4j.traversal.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NodeValuesTest {
    /** Recorded counts depend on this function: a change must be deliberate, and break this test. */
    @Test
    void theValueFunctionIsPinned() {
        StringBuilder bits = new StringBuilder();
        for (long index = 0; index < 32; index++) {
            bits.append(NodeValues.value(42, index) ? '1' : '0');
        }
        assertEquals(PINNED_SEED_42, bits.toString());
    }

    @Test
    void aboutHalfOfTheValuesAreTrue() {
        int trues = 0;
        for (long index = 0; index < 100_000; index++) {
            if (NodeValues.value(7, index)) {
                trues++;
            }
        }
        assertTrue(trues > 49_000 && trues < 51_000, "trues: " + trues);
    }

    @Test
    void differentSeedsGiveDifferentTrees() {
        int differences = 0;
        for (long index = 0; index < 1_000; index++) {
            if (NodeValues.value(1, index) != NodeValues.value(2, index)) {
                differences++;
            }
        }
        assertTrue(differences > 400, "differences: " + differences);
    }

    private static final String PINNED_SEED_42 = "10000101010011100001101100111111";
}
