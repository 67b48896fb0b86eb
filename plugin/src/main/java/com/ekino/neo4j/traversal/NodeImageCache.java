package com.ekino.neo4j.traversal;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * A permanent, shared cache of whole tree nodes by id: label mask, {@code value} and child ids, filled through the
 * core API on a miss. What Neo4j 2.2's object cache did, at the application level; once warm, a traversal reads no
 * store and allocates almost nothing. Bounded like {@link LabelCache}: emptied when full.
 */
final class NodeImageCache {
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

    private final Long2ObjectOpenHashMap<NodeImage> nodes = new Long2ObjectOpenHashMap<>();
    private final int maxEntries;
    private long hits;
    private long misses;
    private long evictions;

    NodeImageCache(int maxEntries) {
        this.maxEntries = maxEntries;
    }

    NodeImage get(GraphDatabaseService db, long id, NodeReads reads) {
        NodeImage image = cached(id);
        if (image == null) {
            image = load(db.getNodeById(id), reads);
            store(id, image);
        }
        return image;
    }

    private synchronized NodeImage cached(long id) {
        NodeImage image = nodes.get(id);
        if (image != null) {
            hits++;
        } else {
            misses++;
        }
        return image;
    }

    private synchronized void store(long id, NodeImage image) {
        if (nodes.size() >= maxEntries) {
            nodes.clear();
            evictions++;
        }
        nodes.put(id, image);
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

    synchronized int clear() {
        int size = nodes.size();
        nodes.clear();
        nodes.trim();
        return size;
    }

    synchronized CacheStats stats() {
        return new CacheStats(nodes.size(), maxEntries, hits, misses, evictions);
    }
}
