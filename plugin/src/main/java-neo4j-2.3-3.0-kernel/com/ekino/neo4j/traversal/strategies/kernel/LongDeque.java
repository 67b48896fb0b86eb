package com.ekino.neo4j.traversal.strategies.kernel;

/** A growable ring of primitive longs: a stack (pollLast) or a queue (pollFirst), no boxing. */
final class LongDeque {
    private long[] items = new long[1024];
    private int head;
    private int size;

    void add(long item) {
        if (size == items.length) {
            long[] larger = new long[items.length * 2];
            for (int i = 0; i < size; i++) {
                larger[i] = items[(head + i) % items.length];
            }
            items = larger;
            head = 0;
        }
        items[(head + size++) % items.length] = item;
    }

    long pollFirst() {
        long item = items[head];
        head = (head + 1) % items.length;
        size--;
        return item;
    }

    long pollLast() {
        return items[(head + --size) % items.length];
    }

    boolean isEmpty() {
        return size == 0;
    }
}
