package com.ekino.neo4j.traversal;

/** Logs a long chunked job: items (nodes by default) done, items/s and % done, at most every two seconds, and once at the end. */
public final class Progress {
    private static final long INTERVAL_NANOS = 2_000_000_000L;

    private final String job;
    private final long total;
    private final String unit;
    private final long start = System.nanoTime();
    private long lastLog = start;

    public Progress(String job, long total) {
        this(job, total, "nodes");
    }

    /** Progress counted in {@code unit} (nodes, relationships, ...). */
    public Progress(String job, long total, String unit) {
        this.job = job;
        this.total = total;
        this.unit = unit;
        ServerConsole.info(String.format("%s: %,d %s to go", job, total, unit));
    }

    public synchronized void update(long done) {
        long now = System.nanoTime();
        if (now - lastLog >= INTERVAL_NANOS || done == total) {
            lastLog = now;
            double seconds = Math.max(1e-9, (now - start) / 1e9);
            ServerConsole.info(String.format("%s: %,d / %,d %s (%.1f%%), %,.0f %s/s",
                job, done, total, unit, 100.0 * done / Math.max(1, total), done / seconds, unit));
        }
    }

    public long elapsedMillis() {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
