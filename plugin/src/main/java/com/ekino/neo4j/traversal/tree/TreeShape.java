package com.ekino.neo4j.traversal.tree;

/**
 * The shape of the test tree: {@code depth} levels of {@code fanout} children, plus the {@code seed} of its values.
 * <p>
 * Generation 0 is the root {@code (:Root:A)}; odd generations are {@code :B} nodes, even ones {@code :A} nodes.
 * A level is a generation of B nodes plus the A nodes under them, so the tree has {@code 2 * depth + 1} generations
 * and {@code sum(fanout^g, g = 0..2*depth)} nodes: depth 5, fanout 4 gives (4^11 - 1) / 3 = 1,398,101 nodes.
 * <p>
 * Every node has a level-order index (root 0, then generation by generation, parents' children in order); its
 * {@code value} is {@link NodeValues#value(long, long)} of the seed and that index.
 */
public final class TreeShape {
    public static final int DEFAULT_DEPTH = 5;
    public static final int DEFAULT_FANOUT = 4;
    public static final long DEFAULT_SEED = 42L;

    private final int depth;
    private final int fanout;
    private final long seed;
    private final long[] generationSizes;

    private TreeShape(int depth, int fanout, long seed, long[] generationSizes) {
        this.depth = depth;
        this.fanout = fanout;
        this.seed = seed;
        this.generationSizes = generationSizes;
    }

    /**
     * @throws IllegalArgumentException when depth or fanout is below 1, or the tree would have more than
     *                                  {@code maxNodes} nodes (checked without overflow)
     */
    public static TreeShape of(int depth, int fanout, long seed, long maxNodes) {
        if (depth < 1 || fanout < 1) {
            throw new IllegalArgumentException("depth and fanout must be at least 1");
        }
        long generations = 2L * depth + 1;
        long total = 0;
        long size = 1;
        for (long g = 0; g < generations; g++) {
            total += size;
            if (total > maxNodes || (g + 1 < generations && size > Long.MAX_VALUE / fanout)) {
                throw new IllegalArgumentException(String.format(
                        "a tree of depth %d and fanout %d has more than %,d nodes, the node cap",
                        depth, fanout, maxNodes));
            }
            size *= fanout;
        }
        long[] sizes = new long[(int) generations]; // generations <= total <= maxNodes: each has a node at least
        sizes[0] = 1;
        for (int g = 1; g < sizes.length; g++) {
            sizes[g] = sizes[g - 1] * fanout;
        }
        return new TreeShape(depth, fanout, seed, sizes);
    }

    public int depth() {
        return depth;
    }

    public int fanout() {
        return fanout;
    }

    public long seed() {
        return seed;
    }

    /** Number of generations: the root plus two per level. */
    public int generations() {
        return generationSizes.length;
    }

    public long generationSize(int generation) {
        return generationSizes[generation];
    }

    /** Level-order index of the first node of a generation. */
    public long generationOffset(int generation) {
        long offset = 0;
        for (int g = 0; g < generation; g++) {
            offset += generationSizes[g];
        }
        return offset;
    }

    public long nodeCount() {
        return generationOffset(generations());
    }

    public long bNodeCount() {
        long count = 0;
        for (int g = 1; g < generations(); g += 2) {
            count += generationSizes[g];
        }
        return count;
    }

    public static boolean isBGeneration(int generation) {
        return generation % 2 == 1;
    }

    /** The shape as every answer about a tree starts: depth, fanout, seed, nodes, bNodes. */
    java.util.Map<String, Object> toJson() {
        java.util.Map<String, Object> json = new java.util.LinkedHashMap<>();
        json.put("depth", depth);
        json.put("fanout", fanout);
        json.put("seed", seed);
        json.put("nodes", nodeCount());
        json.put("bNodes", bNodeCount());
        return json;
    }

    @Override
    public String toString() {
        return "depth " + depth + ", fanout " + fanout + ", seed " + seed;
    }
}
