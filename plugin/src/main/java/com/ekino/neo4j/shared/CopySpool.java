package com.ekino.neo4j.shared;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.RelationshipType;

/**
 * A running server's graph as the lab spooled it for the offline writers (its {@code copies.CopySpool} writes it): its
 * nodes, each with its id on the source (kept as its id in the store written), labels and properties, then its
 * relationships with their nodes' ids, type and properties. Read once, in order; values are those every version
 * stores (booleans, integers, floats, strings and arrays of them): a source holding others is copied through the
 * server. The format is written down once on this side, in the constants below (the lab's writer holds the same once
 * on its side; its {@code CopySpoolRoundTripTest} reads what the writer writes with this reader): the magic line, then
 * each node ({@code N}, its id, its labels, its properties), {@code E}, each relationship ({@code R}, its nodes' ids,
 * its type, its properties), {@code E}; a property is its key, a tag and its value.
 */
public final class CopySpool implements Closeable {
    public static final String MAGIC = "traversal-perfs copy spool 1";
    private static final byte NODE = 'N';
    private static final byte RELATIONSHIP = 'R';
    private static final byte END = 'E';
    private static final byte BOOLEAN = 'Z';
    private static final byte LONG = 'J';
    private static final byte DOUBLE = 'D';
    private static final byte TEXT = 'S';
    private static final byte BOOLEANS = 'z';
    private static final byte LONGS = 'j';
    private static final byte DOUBLES = 'd';
    private static final byte TEXTS = 's';

    private final DataInputStream in;
    private boolean nodesDone;
    private boolean relationshipsDone;

    public CopySpool(Path file) throws IOException {
        in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
        if (!MAGIC.equals(in.readUTF())) {
            throw new IOException(file + " is not a copy spool of the lab's");
        }
    }

    /** A node of the source: its id there, labels and properties. */
    public static final class Node {
        public final long id;
        public final Label[] labels;
        public final String[] labelNames;
        public final Map<String, Object> properties;

        Node(long id, String[] labelNames, Map<String, Object> properties) {
            this.id = id;
            this.labelNames = labelNames;
            this.labels = new Label[labelNames.length];
            for (int i = 0; i < labelNames.length; i++) {
                labels[i] = named(labelNames[i]);
            }
            this.properties = properties;
        }
    }

    /** A relationship of the source: its nodes' ids there, its type and properties. */
    public static final class Relationship {
        public final long start;
        public final long end;
        public final String type;
        public final Map<String, Object> properties;

        Relationship(long start, long end, String type, Map<String, Object> properties) {
            this.start = start;
            this.end = end;
            this.type = type;
            this.properties = properties;
        }

        public RelationshipType relationshipType() {
            return () -> type;
        }
    }

    /** The next node, null after the last one. */
    public synchronized Node nextNode() {
        if (nodesDone) {
            return null;
        }
        try {
            byte kind = in.readByte();
            if (kind == END) {
                nodesDone = true;
                return null;
            }
            expect(kind, NODE);
            long id = in.readLong();
            String[] labels = new String[in.readInt()];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = in.readUTF();
            }
            return new Node(id, labels, properties());
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    /** The next relationship (after every node), null after the last one. */
    public synchronized Relationship nextRelationship() {
        while (!nodesDone) {
            nextNode();
        }
        if (relationshipsDone) {
            return null; // the importer's threads ask again after the end
        }
        try {
            byte kind = in.readByte();
            if (kind == END) {
                relationshipsDone = true;
                return null;
            }
            expect(kind, RELATIONSHIP);
            return new Relationship(in.readLong(), in.readLong(), in.readUTF(), properties());
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    private Map<String, Object> properties() throws IOException {
        int count = in.readInt();
        Map<String, Object> properties = new HashMap<>(count * 2);
        for (int i = 0; i < count; i++) {
            properties.put(in.readUTF(), value());
        }
        return properties;
    }

    private Object value() throws IOException {
        byte tag = in.readByte();
        switch (tag) {
            case BOOLEAN:
                return in.readBoolean();
            case LONG:
                return in.readLong();
            case DOUBLE:
                return in.readDouble();
            case TEXT:
                return text();
            case BOOLEANS: {
                boolean[] values = new boolean[in.readInt()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = in.readBoolean();
                }
                return values;
            }
            case LONGS: {
                long[] values = new long[in.readInt()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = in.readLong();
                }
                return values;
            }
            case DOUBLES: {
                double[] values = new double[in.readInt()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = in.readDouble();
                }
                return values;
            }
            case TEXTS: {
                String[] values = new String[in.readInt()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = text();
                }
                return values;
            }
            default:
                throw new IOException("unknown value tag " + (char) tag + " in the copy spool");
        }
    }

    private String text() throws IOException {
        byte[] bytes = new byte[in.readInt()];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static void expect(byte kind, byte expected) throws IOException {
        if (kind != expected) {
            throw new IOException(
                    "the copy spool is damaged: '" + (char) kind + "' where '" + (char) expected + "' was expected");
        }
    }

    private static Label named(String name) {
        return () -> name;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
