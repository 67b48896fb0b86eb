package com.ekino.neo4j.traversal.caches;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.ArrayDeque;

/**
 * A counter's stack, queue and scratch list, kept between requests so that a warm count allocates nothing (a
 * breadth-first queue over the default tree grows to a million ids: 8 MB per request otherwise). Pooled rather
 * than per thread: the pool holds as many as ran at once, whatever the server's thread count.
 */
public final class TraversalBuffers implements AutoCloseable {
    private static final ArrayDeque<TraversalBuffers> POOL = new ArrayDeque<>();

    public final LongArrayList stack = new LongArrayList();
    /** Breadth-first: a list read from a head index (fastutil's FIFO queue shrinks as it empties, then grows again). */
    public final LongArrayList queue = new LongArrayList();

    public final LongArrayList loaded = new LongArrayList();
    /** The cached strategy's stack or queue of cache slots, and its start's slot. */
    public final IntArrayList slots = new IntArrayList();

    public int startSlot;
    /** The cache's snapshot the slots above belong to, as the cache last handed it (see NodeImageCache). */
    public NodeImageCache.Images images;
    /** How many nodes this request loaded into the cache (misses, not hits). */
    public long filled;

    private TraversalBuffers() {}

    /** Empty buffers, from the pool when it has some; give them back with {@link #close()}. */
    public static TraversalBuffers borrow() {
        TraversalBuffers buffers;
        synchronized (POOL) {
            buffers = POOL.poll();
        }
        return buffers != null ? buffers : new TraversalBuffers();
    }

    @Override
    public void close() {
        stack.clear();
        queue.clear();
        loaded.clear();
        slots.clear();
        images = null;
        filled = 0;
        synchronized (POOL) {
            POOL.push(this);
        }
    }
}
