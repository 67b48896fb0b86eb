package com.ekino.neo4j.shared;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.LongConsumer;
import org.neo4j.batchimport.api.Configuration;
import org.neo4j.batchimport.api.IndexConfig;
import org.neo4j.batchimport.api.InputIterable;
import org.neo4j.batchimport.api.InputIterator;
import org.neo4j.batchimport.api.Monitor;
import org.neo4j.batchimport.api.input.Collector;
import org.neo4j.batchimport.api.input.IdType;
import org.neo4j.batchimport.api.input.Input;
import org.neo4j.batchimport.api.input.InputChunk;
import org.neo4j.batchimport.api.input.InputEntityVisitor;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.graphdb.Label;
import org.neo4j.internal.batchimport.DefaultAdditionalIds;
import org.neo4j.internal.batchimport.input.Groups;
import org.neo4j.io.fs.DefaultFileSystemAbstraction;
import org.neo4j.io.layout.DatabaseLayout;
import org.neo4j.io.pagecache.context.CursorContextFactory;
import org.neo4j.io.pagecache.tracing.PageCacheTracer;
import org.neo4j.kernel.impl.index.schema.IndexImporterFactoryImpl;
import org.neo4j.kernel.impl.scheduler.JobSchedulerFactory;
import org.neo4j.kernel.impl.transaction.log.files.TransactionLogInitializer;
import org.neo4j.logging.internal.NullLogService;
import org.neo4j.memory.EmptyMemoryTracker;
import org.neo4j.scheduler.JobScheduler;
import org.neo4j.storageengine.api.StorageEngineFactory;

/**
 * Neo4j 5.x: the batch inserter is gone; the records go through the import API that {@code neo4j-admin database
 * import} drives (the storage engine's batch importer), in chunks of ids, with no CSV in between, into the
 * {@code neo4j} database of a home; then the indexes ({@link OfflineIndexes}).
 */
public final class OfflineStore {
    public static final String WRITER = "Neo4j's import API";
    private static final int CHUNK = 10_000;
    /**
     * The store is small and on local disk: parallel IO is what `--high-parallel-io=on` measured faster here. The
     * token lookup indexes every database Neo4j makes has (and {@code neo4j-admin database import} makes): without
     * them every label lookup scans all nodes (20 ms for the tree's root on the default tree).
     */
    private static final Configuration IMPORT = new Configuration() {
        @Override
        public boolean highIO() {
            return true;
        }

        @Override
        public IndexConfig indexConfig() {
            return IndexConfig.create().withLabelIndex().withRelationshipTypeIndex();
        }
    };

    private OfflineStore() {}

    public static void write(Path home, StoreRecords records, Progress progress) throws Exception {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
                .build();
        long nodes = records.nodeCount();
        // node 0 last: its properties say the dataset is complete
        InputIterable nodeInput = () -> new Chunks(
                1,
                nodes + 1,
                done -> progress.update(done / 2),
                (index, visitor) -> node(records, index == nodes ? 0 : index, progress, visitor));
        InputIterable relationshipInput = () -> new Chunks(
                1,
                nodes,
                done -> progress.update((nodes + done) / 2),
                (index, visitor) -> records.relationships(index, (from, to, type, properties) -> {
                    visitor.startId(from);
                    visitor.endId(to);
                    visitor.type(type.name());
                    if (properties != null) {
                        properties.forEach(visitor::property);
                    }
                    try {
                        visitor.endOfEntity();
                    } catch (IOException failed) {
                        throw new UncheckedIOException(failed);
                    }
                }));
        Input input = Input.input(
                nodeInput,
                relationshipInput,
                IdType.ACTUAL,
                Input.knownEstimates(nodes, nodes, 2 * nodes, 0, 2 * nodes * 8, 0, 1),
                new Groups());
        importInto(config, input);
        OfflineIndexes.create(home, records.indexedLabels(), records.indexedKey(), false, progress);
        // the import made the token lookup indexes
    }

    /** A running server's graph, spooled by the lab, under its source's ids, through the same import. */
    public static void copy(Path home, CopySpool spool, long nodes, long relationships, Progress progress)
            throws Exception {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.neo4j_home, home.toAbsolutePath())
                .build();
        java.util.concurrent.atomic.AtomicLong done = new java.util.concurrent.atomic.AtomicLong();
        InputIterable nodeInput = () -> new Spooled<>(
                spool::nextNode,
                (node, visitor) -> {
                    visitor.id(node.id);
                    visitor.labels(node.labelNames);
                    node.properties.forEach(visitor::property);
                },
                () -> progress.update(done.addAndGet(CHUNK)));
        InputIterable relationshipInput = () -> new Spooled<>(
                spool::nextRelationship,
                (r, visitor) -> {
                    visitor.startId(r.start);
                    visitor.endId(r.end);
                    visitor.type(r.type);
                    r.properties.forEach(visitor::property);
                },
                () -> progress.update(done.addAndGet(CHUNK)));
        Input input = Input.input(
                nodeInput,
                relationshipInput,
                IdType.ACTUAL,
                Input.knownEstimates(
                        nodes, relationships, 3 * nodes, relationships, 3 * nodes * 8, relationships * 8, 1),
                new Groups());
        importInto(config, input);
    }

    private static void importInto(Config config, Input input) throws Exception {
        try (DefaultFileSystemAbstraction fs = new DefaultFileSystemAbstraction();
                JobScheduler scheduler = JobSchedulerFactory.createInitialisedScheduler()) {
            StorageEngineFactory.selectStorageEngine(config)
                    .batchImporter(
                            DatabaseLayout.of(config),
                            fs,
                            PageCacheTracer.NULL,
                            IMPORT,
                            NullLogService.getInstance(),
                            new PrintStream(OutputStream.nullOutputStream()),
                            false,
                            DefaultAdditionalIds.EMPTY,
                            config,
                            Monitor.NO_MONITOR,
                            scheduler,
                            Collector.STRICT,
                            TransactionLogInitializer.getLogFilesInitializer(),
                            new IndexImporterFactoryImpl(),
                            EmptyMemoryTracker.INSTANCE,
                            CursorContextFactory.NULL_CONTEXT_FACTORY)
                    .doImport(input);
        }
    }

    /** How one spooled entity is handed to the importer's visitor (its end said by the caller). */
    private interface Visit<T> {
        void visit(T entity, InputEntityVisitor visitor) throws IOException;
    }

    /** The spool's entities handed out {@value #CHUNK} at a time to the importer's threads, read under a lock. */
    private static final class Spooled<T> implements InputIterator {
        private final java.util.function.Supplier<T> next;
        private final Visit<T> visit;
        private final Runnable chunkRead;

        Spooled(java.util.function.Supplier<T> next, Visit<T> visit, Runnable chunkRead) {
            this.next = next;
            this.visit = visit;
            this.chunkRead = chunkRead;
        }

        @Override
        public InputChunk newChunk() {
            return new Chunk();
        }

        @Override
        public synchronized boolean next(InputChunk chunk) {
            Chunk entities = (Chunk) chunk;
            entities.read.clear();
            entities.at = 0;
            for (T entity = next.get(); entity != null; entity = entities.read.size() < CHUNK ? next.get() : null) {
                entities.read.add(entity);
            }
            if (!entities.read.isEmpty()) {
                chunkRead.run();
            }
            return !entities.read.isEmpty();
        }

        @Override
        public void close() {}

        private final class Chunk implements InputChunk {
            final java.util.List<T> read = new java.util.ArrayList<>(CHUNK);
            int at;

            @Override
            public boolean next(InputEntityVisitor visitor) throws IOException {
                if (at >= read.size()) {
                    return false;
                }
                visit.visit(read.get(at++), visitor);
                visitor.endOfEntity();
                return true;
            }

            @Override
            public void close() {}
        }
    }

    private static void node(StoreRecords records, long index, Progress progress, InputEntityVisitor visitor)
            throws IOException {
        visitor.id(index);
        Label[] labels = records.labels(index);
        String[] names = new String[labels.length];
        for (int i = 0; i < labels.length; i++) {
            names[i] = labels[i].name();
        }
        visitor.labels(names);
        for (Map.Entry<String, Object> property :
                records.properties(index, progress.elapsedMillis()).entrySet()) {
            visitor.property(property.getKey(), property.getValue());
        }
        visitor.endOfEntity();
    }

    /** What one index of a chunk gives the importer's visitor: entities, each ended ({@code endOfEntity}). */
    private interface Entities {
        void visit(long index, InputEntityVisitor visitor) throws IOException;
    }

    /** Indexes [from, to) handed out {@value #CHUNK} at a time to the importer's threads. */
    private static final class Chunks implements InputIterator {
        private final long to;
        private final LongConsumer done;
        private final Entities entities;
        private long next;

        Chunks(long from, long to, LongConsumer done, Entities entities) {
            this.next = from;
            this.to = to;
            this.done = done;
            this.entities = entities;
        }

        @Override
        public InputChunk newChunk() {
            return new Chunk();
        }

        @Override
        public synchronized boolean next(InputChunk chunk) {
            if (next >= to) {
                return false;
            }
            Chunk range = (Chunk) chunk;
            range.index = next;
            range.end = Math.min(to, next + CHUNK);
            next = range.end;
            done.accept(next);
            return true;
        }

        @Override
        public void close() {}

        private final class Chunk implements InputChunk {
            long index;
            long end;

            @Override
            public boolean next(InputEntityVisitor visitor) throws IOException {
                if (index >= end) {
                    return false;
                }
                entities.visit(index++, visitor); // none, one or several: the importer reads what the visitor got
                return true;
            }

            @Override
            public void close() {}
        }
    }
}
