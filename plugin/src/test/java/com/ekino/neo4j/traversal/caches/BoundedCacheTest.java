package com.ekino.neo4j.traversal.caches;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import java.lang.reflect.Proxy;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/** The permanent caches in process: answers equal to the reads behind them, hits and misses, and their bound. */
class BoundedCacheTest {
    /** A node that only knows its id: all the caches ask of it. */
    private static Node node(long id) {
        return (Node) Proxy.newProxyInstance(
                Node.class.getClassLoader(), new Class<?>[] {Node.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getId")) {
                        return id;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    /** Reads from the node id alone: B when odd, value true when divisible by 3; counts its label reads. */
    private static final class IdReads implements NodeReads {
        int labelReads;
        int propertyReads;

        @Override
        public boolean hasLabel(Node node, TreeLabels label) {
            return (labelMask(node) & label.bit()) != 0;
        }

        @Override
        public byte labelMask(Node node) {
            labelReads++;
            return node.getId() % 2 == 1 ? TreeLabels.B.bit() : TreeLabels.A.bit();
        }

        @Override
        public Object getProperty(Node node, String key) {
            propertyReads++;
            return node.getId() % 3 == 0;
        }

        @Override
        public Iterable<Relationship> children(Node node, TreeRelationships type) {
            return Collections.emptyList();
        }
    }

    @Test
    void aLabelCacheAnswersLikeTheReadsBehindItAndReadsEachNodeOnce() {
        LabelCache cache = new LabelCache(100);
        IdReads store = new IdReads();
        NodeReads cached = cache.over(store);
        for (int pass = 0; pass < 3; pass++) {
            for (long id = 0; id < 50; id++) {
                assertEquals(id % 2 == 1, cached.hasLabel(node(id), TreeLabels.B), "node " + id);
                assertEquals(id % 2 == 0, cached.hasLabel(node(id), TreeLabels.A), "node " + id);
            }
        }
        assertEquals(50, store.labelReads);
        Map<String, Object> stats = cache.stats();
        assertEquals(50, stats.get("entries"));
        assertEquals(50L, stats.get("misses"));
        assertEquals(250L, stats.get("hits"));
        assertEquals(0L, stats.get("evictions"));
    }

    @Test
    void aFullCacheIsEmptiedBeforeTheNextEntryAndStillAnswersRight() {
        PropertyCache cache = new PropertyCache(10);
        IdReads store = new IdReads();
        NodeReads cached = cache.over(store);
        for (long id = 0; id < 25; id++) {
            assertEquals(id % 3 == 0, cached.getProperty(node(id), "value"), "node " + id);
        }
        Map<String, Object> stats = cache.stats();
        assertEquals(2L, stats.get("evictions"), "emptied at the 11th and the 21st node");
        assertEquals(5, stats.get("entries"));
        assertEquals(5, cache.clear());
        assertEquals(0, cache.stats().get("entries"));
        assertEquals(true, cached.getProperty(node(0), "value"), "after a clear the store is read again");
        assertEquals(26, store.propertyReads);
    }

    @Test
    void theWholeNodeCacheKeepsItsBoundToo() {
        NodeImageCache cache = new NodeImageCache(4);
        assertEquals(0, cache.clear());
        assertEquals(4, cache.stats().get("maxEntries"));
        assertEquals(0L, cache.images().entry(3));
    }
}
