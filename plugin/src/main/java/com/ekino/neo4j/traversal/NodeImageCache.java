package com.ekino.neo4j.traversal;

import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * A permanent, shared cache of whole tree nodes by id: label mask, {@code value} and child ids, filled through the
 * core API on a miss. What Neo4j 2.2's object cache did, at the application level; once warm, a traversal reads no
 * store, takes no lock and allocates almost nothing. Bounded (see {@link BoundedCache}).
 */
final class NodeImageCache extends BoundedCache {
    /** One node as the counter needs it. */
    static final class NodeImage {
        final byte labels;
        final boolean value;
        final long[] children;

        NodeImage(byte labels, boolean value, long[] children) {
            this.labels = labels;
            this.value = value;
            this.children = children;
        }
    }

    private static final long[] NO_CHILDREN = new long[0];
    private static final NodeImage[] EMPTY = new NodeImage[0];

    /**
     * Indexed by node id (the store's ids are dense), read without a lock: a reader sees an image or null, never a
     * half-built one, since an image's fields are final; a null sends it to the locked slow path.
     */
    private volatile NodeImage[] images = EMPTY;
    private int entries;

    NodeImageCache(int maxEntries) {
        super(maxEntries);
    }

    /** The cached image, or null. No lock, no allocation. */
    NodeImage cached(long id) {
        NodeImage[] current = images;
        return id < current.length ? current[(int) id] : null;
    }

    /** The image, loaded through the core API and kept when it was not cached. */
    NodeImage load(Graph graph, long id, NodeReads reads) {
        NodeImage image = load(graph.nodeById(id), reads);
        store(id, image);
        return image;
    }

    /** A request's hits are added once, at its end: one shared counter update per node would be contention. */
    void addHits(long count) {
        hits(count);
    }

    private synchronized void store(long id, NodeImage image) {
        miss();
        if (id >= 2L * maxEntries()) {
            return; // ids this far apart are not a tree this cache can hold: leave them uncached
        }
        makeRoom();
        NodeImage[] current = images;
        if (id >= current.length) {
            current = java.util.Arrays.copyOf(current, (int) Math.min(2L * maxEntries(), Math.max(id + 1, 2L * current.length)));
            images = current;
        }
        if (current[(int) id] == null) {
            entries++;
        }
        current[(int) id] = image;
    }

    private static NodeImage load(Node node, NodeReads reads) {
        byte labels = reads.labelMask(node);
        boolean isB = (labels & TreeLabels.B.bit()) != 0;
        boolean isA = (labels & TreeLabels.A.bit()) != 0;
        boolean value = isB && Boolean.TRUE.equals(reads.getProperty(node, TreePopulator.VALUE));
        if (!isA && !isB) {
            return new NodeImage(labels, value, NO_CHILDREN);
        }
        long[] children = new long[4];
        int count = 0;
        for (Relationship child : reads.children(node, isB ? TreeRelationships.HAS_A : TreeRelationships.HAS_B)) {
            if (count == children.length) {
                children = java.util.Arrays.copyOf(children, count * 2);
            }
            children[count++] = child.getEndNode().getId();
        }
        return new NodeImage(labels, value, count == 0 ? NO_CHILDREN : java.util.Arrays.copyOf(children, count));
    }

    @Override
    int entries() { return entries; }

    @Override
    void empty() {
        images = EMPTY;
        entries = 0;
    }
}
