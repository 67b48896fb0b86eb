package com.ekino.neo4j.traversal.api;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** Bytes allocated so far by the current thread (HotSpot's per-thread counter), or -1 where the JVM has none. */
final class ThreadAllocation {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS instanceof com.sun.management.ThreadMXBean
            && ((com.sun.management.ThreadMXBean) THREADS).isThreadAllocatedMemorySupported();

    private ThreadAllocation() {}

    static long current() {
        return SUPPORTED
                ? ((com.sun.management.ThreadMXBean) THREADS)
                        .getThreadAllocatedBytes(Thread.currentThread().getId())
                : -1;
    }
}
