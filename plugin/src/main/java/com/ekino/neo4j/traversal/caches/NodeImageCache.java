package com.ekino.neo4j.traversal.caches;

import com.ekino.neo4j.shared.Graph;
import com.ekino.neo4j.traversal.tree.TreeLabels;
import com.ekino.neo4j.traversal.tree.TreePopulator;
import com.ekino.neo4j.traversal.tree.TreeRelationships;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.concurrent.atomic.AtomicLongArray;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * A permanent, shared cache of whole tree nodes: label mask, {@code value} and children, filled through the core
 * API on a miss. What Neo4j 2.2's object cache did, at the application level; once warm, a traversal reads no
 * store, takes no lock and allocates nothing. Bounded (see {@link BoundedCache}).
 * <p>
 * Flat arrays in the cache's own order, not by node id: a node's children get contiguous slots when the node is
 * loaded, so a traversal walks the arrays almost in order whatever ids the store gave (a tree populated through
 * the server by two writers has its siblings' ids scattered: indexed by id, {@code cached} took twice as long
 * there as on a store written in level order). An object per node made a count chase pointers across the heap.
 */
public final class NodeImageCache extends BoundedCache {
    /**
     * The cache's arrays. {@code entries[slot]} packs a node (0: not loaded yet); its children are the slots
     * {@code [firstChild, firstChild + count)}; {@code ids[slot]} is the node a slot stands for. Readers use a snapshot
     * without a lock: a slot's id is written before the entry that leads to it, which is written with release
     * semantics. A writer that grows the arrays publishes a copy (same generation: the slots keep their meaning); an
     * emptied cache starts a new generation, whose slots mean other nodes.
     */
    public static final class Images {
        final int generation;
        final AtomicLongArray entries;
        public final long[] ids;
        int size; // slots handed out, guarded by the cache's lock

        Images(int generation, AtomicLongArray entries, long[] ids, int size) {
            this.generation = generation;
            this.entries = entries;
            this.ids = ids;
            this.size = size;
        }

        /** The slot's packed entry, 0 when it is not loaded (or beyond this snapshot). No lock, no allocation. */
        public long entry(int slot) {
            return slot < entries.length() ? entries.get(slot) : 0;
        }
    }

    private static final long PRESENT = 1L << 63;
    private static final long VALUE = 1L << 62;
    private static final int LABELS_SHIFT = 55;
    private static final int COUNT_SHIFT = 31;
    private static final int MAX_CHILDREN = (1 << 24) - 1;
    private static final int FIRST_CHILD_MASK = Integer.MAX_VALUE;

    public static boolean value(long entry) {
        return (entry & VALUE) != 0;
    }

    static byte labels(long entry) {
        return (byte) ((entry >>> LABELS_SHIFT) & 0x7F);
    }

    public static int firstChild(long entry) {
        return (int) (entry & FIRST_CHILD_MASK);
    }

    public static int childrenCount(long entry) {
        return (int) (entry >>> COUNT_SHIFT) & MAX_CHILDREN;
    }

    private volatile Images images = new Images(0, new AtomicLongArray(0), new long[0], 0);
    /** The slot of each node id handed one (guarded by the lock): where a request's start is found. */
    private final Long2IntOpenHashMap slots = new Long2IntOpenHashMap();

    private int entries;

    NodeImageCache(int maxEntries) {
        super(maxEntries);
        slots.defaultReturnValue(-1);
    }

    /** The arrays to read cached nodes from; read again after a {@link #load}. */
    Images images() {
        return images;
    }

    /**
     * Gives node {@code id} a slot if it had none; writes the slot to {@code buffers.startSlot} and the snapshot that
     * holds it to {@code buffers.images}.
     */
    public synchronized void start(long id, TraversalBuffers buffers) {
        int slot = slots.get(id);
        if (slot < 0) {
            if (!roomFor(1)) {
                evict();
            }
            slot = reserve(new long[] {id}, 1);
        }
        buffers.startSlot = slot;
        buffers.images = images;
    }

    /**
     * The entry of {@code slot}, with {@code buffers.images} set to a snapshot that holds its children. A slot no
     * request loaded yet is loaded through the core API with the rest of its subtree, breadth-first: every node's
     * children get the next free slots, so the arrays hold the subtree in level order, whatever the node ids and
     * whichever order the first count went in ({@code buffers.filled} says how many nodes that read). 0 when
     * {@code seen} is of an emptied generation, or the node cannot be kept (more children than an entry holds, or
     * the cache had to be emptied for it): the caller goes on from the store, by node id ({@link #loadUncached}).
     */
    public synchronized long load(Images seen, int slot, Graph graph, NodeReads reads, TraversalBuffers buffers) {
        if (seen.generation != images.generation) {
            return 0;
        }
        long entry = images.entries.get(slot);
        if (entry == 0) {
            int subtree = images.size; // the slots this fill hands out, from here on, in the order it meets them
            entry = loadOne(slot, graph, reads, buffers.loaded, true);
            if (entry == 0) {
                return 0;
            }
            buffers.filled++;
            for (int next = subtree; next < images.size && entries < maxEntries(); next++) {
                if (loadOne(next, graph, reads, buffers.loaded, false) == 0) {
                    break; // no room left: the rest is loaded when a count gets there
                }
                buffers.filled++;
            }
        }
        buffers.images = images;
        return entry;
    }

    /** One node read from the store into its slot, its children given the next free slots; 0 if it is not kept. */
    private long loadOne(int slot, Graph graph, NodeReads reads, LongArrayList children, boolean mayEvict) {
        miss();
        long image = loadUncached(graph, images.ids[slot], reads, children);
        int count = children.size();
        if (count > MAX_CHILDREN) {
            return 0; // not a tree this cache can hold: answered from the store every time
        }
        if (entries >= maxEntries() || !roomFor(count)) {
            if (mayEvict) {
                evict(); // a new generation: the caller's slots mean nothing now
            }
            return 0;
        }
        int first = reserve(children.elements(), count);
        long entry = image | ((long) count << COUNT_SHIFT) | first;
        entries++;
        images.entries.lazySet(slot, entry); // release: the children's ids are visible to whoever reads it
        return entry;
    }

    /** The node's packed labels and value, its child ids put in {@code children} (emptied first); nothing kept. */
    public static long loadUncached(Graph graph, long id, NodeReads reads, LongArrayList children) {
        children.clear();
        Node node = graph.nodeById(id);
        byte labels = reads.labelMask(node);
        boolean isB = (labels & TreeLabels.B.bit()) != 0;
        boolean isA = (labels & TreeLabels.A.bit()) != 0;
        boolean value = isB && Boolean.TRUE.equals(reads.getProperty(node, TreePopulator.VALUE));
        if (isA || isB) {
            for (Relationship child : reads.children(node, isB ? TreeRelationships.HAS_A : TreeRelationships.HAS_B)) {
                children.add(child.getEndNode().getId());
            }
        }
        return PRESENT | (value ? VALUE : 0) | ((long) (labels & 0x7F) << LABELS_SHIFT);
    }

    /**
     * A request's hits are added once, at its end: one shared counter update per node would be contention. The nodes
     * its own fill loaded are misses, not hits.
     */
    public void addHits(long count) {
        hits(Math.max(0, count));
    }

    /** Whether {@code count} more slots stay within what this bound may hand out (2 x max entries). */
    private boolean roomFor(int count) {
        return (long) images.size + count <= Math.min(2L * maxEntries(), FIRST_CHILD_MASK);
    }

    /** Contiguous slots for these node ids (a node already holding a slot keeps it for starts); the first one. */
    private int reserve(long[] ids, int count) {
        Images current = images;
        if (current.size + count > current.ids.length) {
            current = grown(current, count);
            images = current;
        }
        int first = current.size;
        for (int i = 0; i < count; i++) {
            current.ids[first + i] = ids[i];
            slots.putIfAbsent(ids[i], first + i);
        }
        current.size += count;
        return first;
    }

    /** A copy with room for {@code count} more slots (doubling, capped at 2 x max entries). */
    private Images grown(Images current, int count) {
        int length = current.ids.length;
        long needed = (long) current.size + count;
        int newLength = (int)
                Math.min(Math.min(2L * maxEntries(), FIRST_CHILD_MASK), Math.max(needed, Math.max(1024, 2L * length)));
        AtomicLongArray copied = new AtomicLongArray(newLength);
        for (int i = 0; i < current.size; i++) {
            copied.lazySet(i, current.entries.get(i));
        }
        return new Images(current.generation, copied, java.util.Arrays.copyOf(current.ids, newLength), current.size);
    }

    @Override
    int entries() {
        return entries;
    }

    @Override
    void empty() {
        images = new Images(images.generation + 1, new AtomicLongArray(0), new long[0], 0);
        slots.clear();
        slots.trim();
        entries = 0;
    }
}
