package com.ekino.neo4j.shared;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The extension's log: the server's console, which Neo4j 2.2 to 3.0 all keep (console.log, neo4j.log, docker logs).
 * java.util.logging is not used because Neo4j 3.0 drops its records.
 */
public final class ServerConsole {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSZ");

    private ServerConsole() {}

    public static void info(String message) {
        System.out.println(OffsetDateTime.now().format(TIME) + " INFO  traversal-perfs: " + message);
    }

    public static void error(String message, Throwable failure) {
        System.err.println(OffsetDateTime.now().format(TIME) + " ERROR traversal-perfs: " + message);
        failure.printStackTrace();
    }
}
