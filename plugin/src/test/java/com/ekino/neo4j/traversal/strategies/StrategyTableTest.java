package com.ekino.neo4j.traversal.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.caches.CacheSelection;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The strategy table: names, which strategies take a cache, and what a server without one of them says. */
class StrategyTableTest {
    private static final TraversalDatabase NO_KERNEL = new TraversalDatabase() {
        @Override
        public Graph begin() {
            throw new UnsupportedOperationException("no database in a unit test");
        }

        @Override
        public String neo4jVersion() {
            return "test";
        }

        @Override
        public java.util.Map<String, Object> clearObjectCaches() {
            return java.util.Collections.emptyMap();
        }

        @Override
        public TraversalStrategy kernelStrategy() {
            throw new ApiException(400, "no kernel API here");
        }
    };

    @Test
    void absentOrEmptyIsTheOriginal() {
        assertEquals(Strategy.FRAMEWORK, Strategy.parse(null, CacheSelection.parse(null)));
        assertEquals(Strategy.FRAMEWORK, Strategy.parse("", CacheSelection.parse("label")));
        assertEquals(Strategy.CACHED, Strategy.parse("cached", CacheSelection.parse("none")));
    }

    @Test
    void strategiesWithoutCachesRefuseOne() {
        for (String name : new String[] {"kernel", "cached"}) {
            ApiException refused =
                    assertThrows(ApiException.class, () -> Strategy.parse(name, CacheSelection.parse("label")));
            assertEquals(400, refused.status());
            assertTrue(refused.getMessage().endsWith("use it with cache=none"), refused.getMessage());
        }
        assertEquals(Strategy.REQUEST_CACHE, Strategy.parse("request-cache", CacheSelection.parse("label,property")));
    }

    @Test
    void anUnknownNameListsTheTable() {
        ApiException refused =
                assertThrows(ApiException.class, () -> Strategy.parse("fastest", CacheSelection.parse(null)));
        assertEquals(
                "strategy must be one of framework, core, request-cache, kernel, cached; got 'fastest'",
                refused.getMessage());
    }

    @Test
    void theTableSaysWhatAServerLacks() {
        Map<String, Object> kernel = Strategy.KERNEL.describe(NO_KERNEL);
        assertEquals(false, kernel.get("available"));
        assertEquals("no kernel API here", kernel.get("why"));
        assertEquals(false, kernel.get("takesCache"));
        Map<String, Object> framework = Strategy.FRAMEWORK.describe(NO_KERNEL);
        assertEquals(true, framework.get("available"));
        assertFalse(framework.containsKey("why"));
    }

    @Test
    void everyStrategyReportsItsCallsUnderItsOwnNames() {
        CallCounts core = Strategy.CORE.newCallCounts();
        core.increment(CallCounts.GET_LABELS);
        assertEquals(
                "{hasLabel=0, getLabels=1, getProperty=0, getRelationships=0}",
                core.toJson().toString());
        CallCounts kernel = Strategy.KERNEL.newCallCounts();
        kernel.add(CallCounts.NODE_RELATIONSHIPS, 7);
        assertEquals(
                "{nodeGetLabels=0, nodeGetProperty=0, nodeGetRelationships=7}",
                kernel.toJson().toString());
    }
}
