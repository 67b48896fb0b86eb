package com.ekino.neo4j.permissions;

import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Every choice of the dataset as a pure function of the seed and an entity's position, so populating twice (or
 * checking a test's expectations) gives the same ids, memberships, hierarchy and grants, on any version.
 * Folders form a forest: the first {@link #topFolders()} have no parent, every later folder hangs under an earlier
 * one (a random recursive tree: a few levels deep, a handful of large subtrees), every document sits in one folder.
 * A grant goes to a folder (60 %) or a document; one in five grants lacks R (W or WX), so it does not allow reading.
 */
final class DatasetGenerator {
    enum Kind {
        USER,
        GROUP,
        FOLDER,
        DOCUMENT,
        GRANT,
        MEMBERSHIP,
        PARENT
    }

    /** Flags with their weights out of ten: R 3, RW 3, RWX 2, W 1, WX 1. */
    private static final String[] FLAGS = {"R", "R", "R", "RW", "RW", "RW", "RWX", "RWX", "W", "WX"};

    private final DatasetShape shape;

    DatasetGenerator(DatasetShape shape) {
        this.shape = shape;
    }

    private SplittableRandom random(Kind kind, long index) {
        return new SplittableRandom(shape.seed * 0x9E3779B97F4A7C15L ^ ((long) kind.ordinal() << 58) ^ index);
    }

    /** A UUID-like id (version 4 layout), distinct per kind and position. */
    String uniqueId(Kind kind, long index) {
        SplittableRandom random = random(kind, index);
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    int topFolders() {
        return Math.max(1, shape.folders / 100);
    }

    /** The folder above {@code folder}, or -1 for a top folder. */
    int parentOfFolder(int folder) {
        return folder < topFolders() ? -1 : random(Kind.PARENT, folder).nextInt(folder);
    }

    int folderOfDocument(int document) {
        return random(Kind.PARENT, -1L - document).nextInt(shape.folders);
    }

    /** The groups of a user: 0 to 5 distinct ones. */
    int[] groupsOf(int user) {
        if (shape.groups == 0) {
            return new int[0];
        }
        SplittableRandom random = random(Kind.MEMBERSHIP, user);
        int wanted = Math.min(shape.groups, random.nextInt(DatasetShape.MAX_GROUPS_PER_USER + 1));
        int[] groups = new int[wanted];
        int chosen = 0;
        while (chosen < wanted) {
            int group = random.nextInt(shape.groups);
            boolean seen = false;
            for (int i = 0; i < chosen; i++) {
                seen |= groups[i] == group;
            }
            if (!seen) {
                groups[chosen++] = group;
            }
        }
        return groups;
    }

    /** The {@code k}-th grant held by a user ({@code group == false}) or a group. */
    Grant grant(boolean group, int principal, int k) {
        long position = ((long) principal << 20 | k) * 2 + (group ? 1 : 0);
        SplittableRandom random = random(Kind.GRANT, position);
        boolean toFolder = random.nextInt(10) < 6;
        int target = random.nextInt(toFolder ? shape.folders : shape.documents);
        return new Grant(toFolder, target, FLAGS[random.nextInt(FLAGS.length)]);
    }

    /** A SECURITY relationship to a folder or a document, with its flags. */
    static final class Grant {
        final boolean toFolder;
        final int target;
        final String flags;

        Grant(boolean toFolder, int target, String flags) {
            this.toFolder = toFolder;
            this.target = target;
            this.flags = flags;
        }
    }
}
