package com.ekino.neo4j.traversal.tree;

import org.neo4j.graphdb.RelationshipType;

/** {@code (:A)-[:HAS_B]->(:B)} and {@code (:B)-[:HAS_A]->(:A)}. */
public enum TreeRelationships implements RelationshipType {
    HAS_A,
    HAS_B;

    /** The type of the relationships from a node of the given generation to its children. */
    public static TreeRelationships towardsChildrenOf(int generation) {
        return TreeShape.isBGeneration(generation) ? HAS_A : HAS_B;
    }
}
