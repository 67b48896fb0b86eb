package com.ekino.neo4j.traversal.tree;

/**
 * The documented value function: {@code value} of the node with level-order index {@code i} in a tree with seed
 * {@code s} is the top bit of SplitMix64 applied to {@code s + (i + 1) * 0x9E3779B97F4A7C15}.
 * A pure function, so two servers populated with the same shape and seed hold identical trees and counts.
 */
public final class NodeValues {
    private NodeValues() {}

    public static boolean value(long seed, long index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return z < 0;
    }
}
