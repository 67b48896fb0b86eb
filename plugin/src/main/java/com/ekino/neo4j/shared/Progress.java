package com.ekino.neo4j.shared;

/**
 * Logs a long chunked job: items (nodes by default) done, items/s and % done, at most every two seconds, and once at
 * the end.
 */
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
            ServerConsole.info(String.format(
                    "%s: %,d / %,d %s (%.1f%%), %,.0f %s/s",
                    job, done, total, unit, 100.0 * done / Math.max(1, total), done / seconds, unit));
        }
    }

    /** Logs what the job does now (a phase whose progress Neo4j reports itself, e.g. an index's %). */
    public void say(String what) {
        ServerConsole.info(job + ": " + what);
    }

    /**
     * A phase Neo4j gives no figures for (a batch inserter building its indexes as it shuts down): said when it
     * starts, then its time every two seconds, and its time when closed.
     */
    public Phase phase(String what) {
        return new Phase(what);
    }

    public final class Phase implements AutoCloseable {
        private final String what;
        private final long began = System.nanoTime();
        private final Thread ticker;

        private Phase(String what) {
            this.what = what;
            say(what);
            ticker = new Thread(
                    () -> {
                        try {
                            while (true) {
                                Thread.sleep(INTERVAL_NANOS / 1_000_000);
                                say(String.format("%s: %.0f s so far", what, seconds()));
                            }
                        } catch (InterruptedException closed) {
                            // the phase is over
                        }
                    },
                    "traversal-perfs-progress");
            ticker.setDaemon(true);
            ticker.start();
        }

        private double seconds() {
            return (System.nanoTime() - began) / 1e9;
        }

        @Override
        public void close() {
            ticker.interrupt();
            say(String.format("%s: %.1f s", what, seconds()));
        }
    }

    public long elapsedMillis() {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
