package com.ekino.neo4j.traversal.caches;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.strategies.NodeImageCounter;
import com.ekino.neo4j.traversal.strategies.TraversalCount;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * The whole-node cache's flat arrays in its own order: what a loaded node reads back as, counts through them equal to
 * the store's from any start, its bound, and the nodes it leaves out.
 */
class NodeImageCacheTest {
    /** Node n: B when odd, value when divisible by 3, children {@code childrenOf(n)}. */
    private static final class IdTree implements NodeReads {
        final int wideNode;
        int reads;

        IdTree(int wideNode) {
            this.wideNode = wideNode;
        }

        long[] childrenOf(long id) {
            int count = id == wideNode ? 300 : id < 100 ? 3 : 0;
            long[] children = new long[count];
            for (int i = 0; i < count; i++) {
                children[i] = id == wideNode ? 1_000 + i : 3 * id + 1 + i;
            }
            return children;
        }

        @Override
        public boolean hasLabel(Node node, TreeLabels label) {
            return (labelMask(node) & label.bit()) != 0;
        }

        @Override
        public byte labelMask(Node node) {
            reads++;
            return node.getId() % 2 == 1 ? TreeLabels.B.bit() : TreeLabels.A.bit();
        }

        @Override
        public Object getProperty(Node node, String key) {
            return node.getId() % 3 == 0;
        }

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
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (p, m, args) -> {
            if (m.getName().equals(method)) {
                return answer;
            }
            throw new UnsupportedOperationException(m.getName());
        }));
    }

    private static Node node(long id) {
        return proxy(Node.class, "getId", id);
    }

    private static final Graph GRAPH =
            (Graph) Proxy.newProxyInstance(Graph.class.getClassLoader(), new Class<?>[] {Graph.class}, (p, m, args) -> {
                if (m.getName().equals("nodeById")) {
                    return node((Long) args[0]);
                }
                throw new UnsupportedOperationException(m.getName());
            });

    /** What a count over the tree below {@code id} must answer, straight from the store's definition. */
    private static long[] expected(IdTree store, long id) {
        long count = 0;
        long visited = 0;
        LongArrayList pending = LongArrayList.of(id);
        while (!pending.isEmpty()) {
            long node = pending.popLong();
            visited++;
            if (node % 2 == 1 && node % 3 == 0) {
                count++;
            }
            pending.addElements(pending.size(), store.childrenOf(node));
        }
        return new long[] {count, visited};
    }

    private static long[] counted(NodeImageCounter counter, IdTree store, long start, boolean depthFirst) {
        TraversalCount result = counter.count(GRAPH, node(start), depthFirst, store, null);
        return new long[] {result.count, result.nodesVisited};
    }

    @Test
    void aLoadedTreeReadsBackInTheCachesOwnOrderWhateverItsIds() {
        NodeImageCache cache = new NodeImageCache(1_000);
        IdTree store = new IdTree(-1);
        TraversalBuffers buffers = TraversalBuffers.borrow();
        cache.start(0, buffers);
        int[] order = new int[1]; // slots in the order a breadth-first walk meets them
        LongArrayList seen = new LongArrayList();
        it.unimi.dsi.fastutil.ints.IntArrayList queue = it.unimi.dsi.fastutil.ints.IntArrayList.of(buffers.startSlot);
        for (int head = 0; head < queue.size(); head++) {
            int slot = queue.getInt(head);
            long entry = cache.load(buffers.images, slot, GRAPH, store, buffers);
            NodeImageCache.Images images = buffers.images;
            long id = images.ids[slot];
            seen.add(id);
            assertEquals(id % 2 == 1 && id % 3 == 0, NodeImageCache.value(entry), "value of " + id);
            assertEquals(id % 2 == 1 ? TreeLabels.B.bit() : TreeLabels.A.bit(), NodeImageCache.labels(entry));
            long[] children = new long[NodeImageCache.childrenCount(entry)];
            for (int i = 0; i < children.length; i++) {
                children[i] = images.ids[NodeImageCache.firstChild(entry) + i];
                queue.add(NodeImageCache.firstChild(entry) + i);
            }
            assertArrayEquals(store.childrenOf(id), children, "children of " + id + ", in contiguous slots");
            assertEquals(entry, cache.images().entry(slot), "kept");
            order[0]++;
        }
        buffers.close();
        assertEquals(301, order[0], "nodes 0 to 300");
        for (int slot = 0; slot < 301; slot++) {
            assertEquals(slot, (int) seen.getLong(slot), "slots in level order, whatever the ids");
        }
        assertEquals(301, store.reads, "each node read from the store once");
        assertEquals(301, cache.stats().get("entries"));
        TraversalBuffers again = TraversalBuffers.borrow();
        cache.start(7, again);
        assertEquals(7, again.startSlot, "a start already given a slot is found there");
        again.close();
    }

    @Test
    void countsFromTheCacheEqualTheStoreInBothOrdersFromAnyStart() {
        NodeImageCache cache = new NodeImageCache(1_000);
        IdTree store = new IdTree(-1);
        NodeImageCounter counter = new NodeImageCounter(cache);
        for (long start : new long[] {5, 0, 33, 0, 200}) { // a subtree first, then the whole tree around it
            for (boolean depthFirst : new boolean[] {true, false}) {
                assertArrayEquals(
                        expected(store, start), counted(counter, store, start, depthFirst), start + " " + depthFirst);
            }
        }
        // a start met before its parent keeps its own slots: its subtree (40 nodes) is held twice
        assertEquals(301 + 40, store.reads, "the tree read once; the subtree of 5, a start before its parent, twice");
        assertEquals(0L, cache.stats().get("evictions"));
    }

    @Test
    void aCacheTooSmallForTheTreeIsEmptiedAndTheCountGoesOnFromTheStore() {
        NodeImageCache cache = new NodeImageCache(50);
        IdTree store = new IdTree(-1);
        NodeImageCounter counter = new NodeImageCounter(cache);
        for (int round = 0; round < 3; round++) {
            for (boolean depthFirst : new boolean[] {true, false}) {
                assertArrayEquals(
                        expected(store, 0),
                        counted(counter, store, 0, depthFirst),
                        "round " + round + " " + depthFirst);
            }
        }
        assertNotEquals(0L, cache.stats().get("evictions"), "emptied when full");
        assertTrue((int) cache.stats().get("entries") <= 50, "never above its bound");
    }

    @Test
    void aNodeWithMoreChildrenThanTheCacheHasRoomForIsAnsweredFromTheStore() {
        NodeImageCache cache = new NodeImageCache(10);
        IdTree store = new IdTree(5);
        NodeImageCounter counter = new NodeImageCounter(cache);
        assertArrayEquals(expected(store, 5), counted(counter, store, 5, true), "node 5 and its 300 children");
        assertArrayEquals(expected(store, 5), counted(counter, store, 5, false));
    }
}
