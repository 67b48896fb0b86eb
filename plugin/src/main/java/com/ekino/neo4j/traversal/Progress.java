package com.ekino.neo4j.traversal;

/** Logs a long chunked job: nodes done, nodes/s and % done, at most every two seconds, and once at the end. */
final class Progress {
    private static final long INTERVAL_NANOS = 2_000_000_000L;

    private final String job;
    private final long total;
    private final long start = System.nanoTime();
    private long lastLog = start;

    Progress(String job, long total) {
        this.job = job;
        this.total = total;
        ServerConsole.info(String.format("%s: %,d nodes to go", job, total));
    }

    synchronized void update(long done) {
        long now = System.nanoTime();
        if (now - lastLog >= INTERVAL_NANOS || done == total) {
            lastLog = now;
            double seconds = Math.max(1e-9, (now - start) / 1e9);
            ServerConsole.info(String.format("%s: %,d / %,d nodes (%.1f%%), %,.0f nodes/s",
                job, done, total, 100.0 * done / Math.max(1, total), done / seconds));
        }
    }

    long elapsedMillis() {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
