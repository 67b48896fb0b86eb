package com.ekino.neo4j.shared;

/** The database the extension serves, as each Neo4j generation reaches it (see {@link Graph}). */
public interface Database {
    /** A new transaction. */
    Graph begin();

    /** The server's version, e.g. {@code 3.0.12}, or {@code unknown}. */
    String neo4jVersion();
}
