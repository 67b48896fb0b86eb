package com.ekino.neo4j.traversal.strategies;

import java.util.Iterator;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.Resource;
import org.neo4j.graphdb.ResourceIterable;
import org.neo4j.graphdb.ResourceIterator;

/**
 * Relationships as a {@link ResourceIterable}: what a {@code PathExpander} returns on Neo4j 5 (plain {@code Iterable}
 * before it, which this also is), so that one expander compiles on every generation. Closing it closes the
 * relationships it wraps when they hold resources (5.x cursors).
 */
final class ClosableRelationships implements ResourceIterable<Relationship> {
    private final Iterable<Relationship> relationships;

    ClosableRelationships(Iterable<Relationship> relationships) {
        this.relationships = relationships;
    }

    @Override
    public ResourceIterator<Relationship> iterator() {
        final Iterator<Relationship> iterator = relationships.iterator();
        return new ResourceIterator<Relationship>() {
            @Override
            public boolean hasNext() {
                return iterator.hasNext();
            }

            @Override
            public Relationship next() {
                return iterator.next();
            }

            @Override
            public void close() {
                closeResource(iterator);
            }
        };
    }

    public void close() {
        closeResource(relationships);
    }

    private static void closeResource(Object maybeResource) {
        if (maybeResource instanceof Resource) {
            ((Resource) maybeResource).close();
        }
    }
}
