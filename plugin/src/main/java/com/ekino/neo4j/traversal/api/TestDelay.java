package com.ekino.neo4j.traversal.api;

/**
 * For the lab's own tests only: with the server JVM's {@code -Dtraversalperfs.test.delayMillis=N} (the lab's
 * {@code test.delay} parameter), every traversal waits N ms in turn, one at a time: a server of known capacity
 * (1000/N requests/s) and a deliberately slowed one, so that capacity searches and baseline diffs can be checked
 * against a known answer. Zero (the default) does nothing.
 */
final class TestDelay {
    private static final long MILLIS = Long.getLong("traversalperfs.test.delayMillis", 0L);
    private static final Object ONE_AT_A_TIME = new Object();

    private TestDelay() {}

    static void apply() {
        if (MILLIS <= 0) {
            return;
        }
        synchronized (ONE_AT_A_TIME) {
            try {
                Thread.sleep(MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
