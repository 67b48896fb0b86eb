package com.ekino.neo4j.shared;

/** A request the extension refuses: answered with {@code status} and {@code {"error": message}}, never a trace. */
public final class ApiException extends RuntimeException {
    private final int status;

    public ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
