package com.ekino.neo4j.traversal.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ekino.neo4j.shared.ApiException;
import com.ekino.neo4j.traversal.caches.CacheSelection;
import com.ekino.neo4j.traversal.tree.QueryParameters;
import com.ekino.neo4j.traversal.tree.StartPath;
import com.ekino.neo4j.traversal.tree.TreeShape;
import org.junit.jupiter.api.Test;

/** Parameter parsing refuses bad input with a 400 that says what is allowed (the server tests check the HTTP side). */
class RequestParsingTest {
    private static final TreeShape SHAPE = TreeShape.of(2, 3, 0, Long.MAX_VALUE);

    @Test
    void absentShapeParametersTakeTheOriginalsDefaults() {
        TreeShape shape = QueryParameters.shape(null, null, null);
        assertEquals(5, shape.depth());
        assertEquals(4, shape.fanout());
        assertEquals(TreeShape.DEFAULT_SEED, shape.seed());
    }

    @Test
    void badShapeParametersAre400() {
        for (String bad : new String[] {"", "abc", "0", "-1", "1.5", "99999999999999999999", "2147483648"}) {
            assertEquals(
                    400,
                    assertThrows(ApiException.class, () -> QueryParameters.shape(bad, "2", "1"))
                            .status(),
                    bad);
            assertEquals(
                    400,
                    assertThrows(ApiException.class, () -> QueryParameters.shape("2", bad, "1"))
                            .status(),
                    bad);
        }
        assertEquals(
                400,
                assertThrows(ApiException.class, () -> QueryParameters.shape("2", "2", "x"))
                        .status());
        ApiException overCap = assertThrows(ApiException.class, () -> QueryParameters.shape("30", "4", "1"));
        assertTrue(overCap.getMessage().contains("node cap"), overCap.getMessage());
    }

    @Test
    void depthFirstIsPresenceOrTrue() {
        assertFalse(QueryParameters.depthFirst(null));
        assertFalse(QueryParameters.depthFirst("false"));
        assertTrue(QueryParameters.depthFirst(""));
        assertTrue(QueryParameters.depthFirst("true"));
        assertEquals(
                400,
                assertThrows(ApiException.class, () -> QueryParameters.depthFirst("yes"))
                        .status());
    }

    @Test
    void cacheNamesAreCheckedAndNotRepeated() {
        assertEquals("none", CacheSelection.parse(null).toString());
        assertEquals("none", CacheSelection.parse("").toString());
        assertEquals("none", CacheSelection.parse("none").toString());
        assertEquals("label", CacheSelection.parse("label").toString());
        assertEquals("label,property", CacheSelection.parse("property,label").toString());
        for (String bad : new String[] {"labels", "label,label", "none,label", "label,", ",", "LABEL"}) {
            assertEquals(
                    400,
                    assertThrows(ApiException.class, () -> CacheSelection.parse(bad))
                            .status(),
                    bad);
        }
    }

    @Test
    void startPathsMustNameANodeOfTheTree() {
        assertEquals("", StartPath.parse(null, SHAPE).toString());
        assertEquals("0.2.1.0", StartPath.parse("0.2.1.0", SHAPE).toString());
        for (String bad : new String[] {"a", "0..1", ".0", "0.", "-1", "3", "0.0.0.0.0", "1234567890", " 0"}) {
            assertEquals(
                    400,
                    assertThrows(ApiException.class, () -> StartPath.parse(bad, SHAPE))
                            .status(),
                    bad);
        }
    }
}
