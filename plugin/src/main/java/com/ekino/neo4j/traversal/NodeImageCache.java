package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A permanent, shared cache of whole tree nodes by id: label mask, {@code value} and child ids, filled through the
 * core API on a miss. What Neo4j 2.2's object cache did, at the application level; once warm, a traversal reads no
 * store, takes no lock and allocates nothing. Bounded (see {@link BoundedCache}).
 * <p>
 * Flat arrays, not an object per node: an object and a {@code long[]} per node made a depth-first count chase
 * pointers across the heap (79-91 ms for the default tree where plain arrays take ~4.4 ms).
 */
final class NodeImageCache extends BoundedCache {
    /**
     * The cache's arrays. {@code entries[id]} packs a node (0: not cached); its children are
     * {@code children[offset, offset + count)}. Readers use a snapshot without a lock: an entry is written with release
     * semantics after its children, so whoever sees the entry sees them. A writer that must grow the arrays publishes
     * a new snapshot and never writes the old one again; a reader holding the old one only sees a miss.
     */
    static final class Images {
        final AtomicLongArray entries;
        final int[] children;
        int childrenSize; // guarded by the cache's lock

        Images(AtomicLongArray entries, int[] children, int childrenSize) {
            this.entries = entries;
            this.children = children;
            this.childrenSize = childrenSize;
        }

        /** The node's packed entry, 0 when it is not cached. No lock, no allocation. */
        long entry(long id) {
            return id < entries.length() ? entries.get((int) id) : 0;
        }
    }

    private static final long PRESENT = 1L << 63;
    private static final long VALUE = 1L << 40;
    private static final int LABELS_SHIFT = 41;
    private static final int COUNT_SHIFT = 32;
    private static final int MAX_CHILDREN = 0xFF;

    static boolean value(long entry) { return (entry & VALUE) != 0; }

    static byte labels(long entry) { return (byte) (entry >>> LABELS_SHIFT); }

    static int childrenOffset(long entry) { return (int) entry; }

    static int childrenCount(long entry) { return (int) (entry >>> COUNT_SHIFT) & MAX_CHILDREN; }

    private static final Images EMPTY = new Images(new AtomicLongArray(0), new int[0], 0);

    private volatile Images images = EMPTY;
    private int entries;

    NodeImageCache(int maxEntries) {
        super(maxEntries);
    }

    /** The arrays to read cached nodes from; read again after a {@link #load}. */
    Images images() {
        return images;
    }

    /**
     * The node's entry, loaded through the core API; its child ids are put in {@code children} (emptied first). Kept
     * in the cache unless its id is beyond what a cache of this bound can hold (2 x max entries) or it has more
     * children than an entry can say: such a node is answered every time from the store.
     */
    long load(Graph graph, long id, NodeReads reads, LongArrayList children) {
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
        long entry = PRESENT | (value ? VALUE : 0) | ((long) (labels & 0x7F) << LABELS_SHIFT);
        return store(id, entry, children);
    }

    /** A request's hits are added once, at its end: one shared counter update per node would be contention. */
    void addHits(long count) {
        hits(count);
    }

    private synchronized long store(long id, long entry, LongArrayList children) {
        miss();
        int count = children.size();
        if (id >= 2L * maxEntries() || count > MAX_CHILDREN || !idsFitInt(children)) {
            return entry; // not a tree this cache can hold: left uncached
        }
        makeRoom();
        Images current = images;
        if (id >= current.entries.length() || current.childrenSize + count > current.children.length) {
            current = grown(current, id, count);
            images = current;
        }
        int offset = current.childrenSize;
        for (int i = 0; i < count; i++) {
            current.children[offset + i] = (int) children.getLong(i);
        }
        current.childrenSize += count;
        long stored = entry | ((long) count << COUNT_SHIFT) | offset;
        if (current.entries.get((int) id) == 0) {
            entries++;
        }
        current.entries.lazySet((int) id, stored); // release: the children above are visible to whoever reads it
        return stored;
    }

    private static boolean idsFitInt(LongArrayList ids) {
        for (int i = 0; i < ids.size(); i++) {
            if (ids.getLong(i) > Integer.MAX_VALUE) {
                return false;
            }
        }
        return true;
    }

    /** A copy with room for {@code id} and {@code count} more children (doubling, capped at 2 x max entries ids). */
    private Images grown(Images current, long id, int count) {
        int length = current.entries.length();
        int newLength = id < length ? length
            : (int) Math.min(2L * maxEntries(), Math.max(id + 1, Math.max(1024, 2L * length)));
        AtomicLongArray entries = new AtomicLongArray(newLength);
        for (int i = 0; i < length; i++) {
            entries.lazySet(i, current.entries.get(i));
        }
        long needed = (long) current.childrenSize + count;
        int childrenLength = needed <= current.children.length ? current.children.length
            : (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, Math.max(1024, 2L * current.children.length)));
        int[] children = java.util.Arrays.copyOf(current.children, childrenLength);
        return new Images(entries, children, current.childrenSize);
    }

    @Override
    int entries() { return entries; }

    @Override
    void empty() {
        images = EMPTY;
        entries = 0;
    }
}
