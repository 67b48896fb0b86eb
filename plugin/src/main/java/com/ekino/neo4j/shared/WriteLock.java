package com.ekino.neo4j.shared;

import java.util.concurrent.locks.ReentrantLock;

/**
 * One writer at a time (populate or delete, of either workload) per server: a second one is refused at once, not
 * queued.
 */
public final class WriteLock {
    private static final ReentrantLock LOCK = new ReentrantLock();

    private WriteLock() {}

    public static void acquire(String what) {
        if (!LOCK.tryLock()) {
            throw new ApiException(409, "another populate or delete is in progress; " + what + " refused");
        }
    }

    public static void release() {
        LOCK.unlock();
    }
}
