package com.ekino.neo4j.traversal;

import java.util.concurrent.locks.ReentrantLock;

/** One writer at a time (populate or delete) per server: a second one is refused at once, not queued. */
final class TreeWriteLock {
    private static final ReentrantLock LOCK = new ReentrantLock();

    private TreeWriteLock() {
    }

    static void acquire(String what) {
        if (!LOCK.tryLock()) {
            throw new ApiException(409, "another populate or delete is in progress; " + what + " refused");
        }
    }

    static void release() {
        LOCK.unlock();
    }
}
