package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.junit.jupiter.api.Test;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** The whole-node cache's flat arrays: what a loaded node reads back as, its bound, and the nodes it leaves out. */
class NodeImageCacheTest {
    /** Node n: B when odd, value when divisible by 3, children {@code childrenOf(n)}. */
    private static final class IdTree implements NodeReads {
        final int wideNode;
        int reads;

        IdTree(int wideNode) { this.wideNode = wideNode; }

        long[] childrenOf(long id) {
            int count = id == wideNode ? 300 : id < 100 ? 3 : 0;
            long[] children = new long[count];
            for (int i = 0; i < count; i++) {
                children[i] = id == wideNode ? 1_000 + i : 3 * id + 1 + i;
            }
            return children;
        }

        @Override
        public boolean hasLabel(Node node, TreeLabels label) { return (labelMask(node) & label.bit()) != 0; }

        @Override
        public byte labelMask(Node node) {
            reads++;
            return node.getId() % 2 == 1 ? TreeLabels.B.bit() : TreeLabels.A.bit();
        }

        @Override
        public Object getProperty(Node node, String key) { return node.getId() % 3 == 0; }

        @Override
        public Iterable<Relationship> children(Node node, TreeRelationships type) {
            List<Relationship> children = new ArrayList<>();
            for (long child : childrenOf(node.getId())) {
                children.add(proxy(Relationship.class, "getEndNode", node(child)));
            }
            return children;
        }
    }

    private static <T> T proxy(Class<T> type, String method, Object answer) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, (p, m, args) -> {
            if (m.getName().equals(method)) {
                return answer;
            }
            throw new UnsupportedOperationException(m.getName());
        }));
    }

    private static Node node(long id) { return proxy(Node.class, "getId", id); }

    private static final Graph GRAPH = (Graph) Proxy.newProxyInstance(Graph.class.getClassLoader(),
        new Class<?>[]{Graph.class}, (p, m, args) -> {
            if (m.getName().equals("nodeById")) {
                return node((Long) args[0]);
            }
            throw new UnsupportedOperationException(m.getName());
        });

    private static long[] childrenIn(NodeImageCache.Images images, long entry) {
        long[] children = new long[NodeImageCache.childrenCount(entry)];
        for (int i = 0; i < children.length; i++) {
            children[i] = images.children[NodeImageCache.childrenOffset(entry) + i];
        }
        return children;
    }

    @Test
    void aLoadedNodeReadsBackFromTheArraysAsTheStoreHasIt() {
        NodeImageCache cache = new NodeImageCache(1_000);
        IdTree store = new IdTree(-1);
        LongArrayList loaded = new LongArrayList();
        for (long id = 0; id < 400; id++) {
            long entry = cache.load(GRAPH, id, store, loaded);
            assertArrayEquals(store.childrenOf(id), loaded.toLongArray(), "node " + id + " as loaded");
            assertEquals(entry, cache.images().entry(id));
        }
        for (long id = 0; id < 400; id++) {
            NodeImageCache.Images images = cache.images();
            long entry = images.entry(id);
            assertNotEquals(0L, entry, "node " + id + " cached");
            assertEquals(id % 2 == 1 && id % 3 == 0, NodeImageCache.value(entry), "value of " + id);
            assertEquals(id % 2 == 1 ? TreeLabels.B.bit() : TreeLabels.A.bit(), NodeImageCache.labels(entry));
            assertArrayEquals(store.childrenOf(id), childrenIn(images, entry), "children of " + id);
        }
        assertEquals(400, store.reads, "each node read from the store once");
        assertEquals(400, cache.stats().get("entries"));
    }

    @Test
    void aFullCacheIsEmptiedAndNodesItCannotHoldAreAnsweredUncached() {
        NodeImageCache cache = new NodeImageCache(10);
        IdTree store = new IdTree(5);
        LongArrayList loaded = new LongArrayList();
        for (long id = 0; id < 20; id++) {
            cache.load(GRAPH, id, store, loaded);
        }
        assertEquals(1L, cache.stats().get("evictions"), "19 nodes kept: emptied before the 11th");
        assertEquals(9, cache.stats().get("entries"));
        cache.load(GRAPH, 5, store, loaded);
        assertEquals(300, loaded.size(), "a node with 300 children is answered whole");
        assertEquals(0L, cache.images().entry(5), "but more children than an entry holds: not kept");
        long beyond = cache.load(GRAPH, 21, store, loaded);
        assertEquals(true, NodeImageCache.value(beyond), "id 21 (2 x the bound is 20) is answered");
        assertEquals(0L, cache.images().entry(21), "but not kept");
    }
}
