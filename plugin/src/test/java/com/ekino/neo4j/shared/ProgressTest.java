package com.ekino.neo4j.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {
    /** A phase Neo4j reports nothing of (an index build at shutdown) still says it is alive, then how long it took. */
    @Test
    void aPhaseSaysItsTimeEveryTwoSecondsAndWhenItEnds() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream console = System.out;
        System.setOut(new PrintStream(out, true, "UTF-8"));
        try {
            Progress progress = new Progress("bulk populate", 10);
            try (Progress.Phase phase = progress.phase("building the indexes")) {
                Thread.sleep(2_500);
            }
            Thread.sleep(2_200); // nothing more once closed
        } finally {
            System.setOut(console);
        }
        String[] lines = out.toString(StandardCharsets.UTF_8.name()).split("\n");
        assertEquals(4, lines.length, String.join("\n", lines));
        assertTrue(lines[1].endsWith("traversal-perfs: bulk populate: building the indexes"), lines[1]);
        assertTrue(lines[2].endsWith("bulk populate: building the indexes: 2 s so far"), lines[2]);
        assertTrue(lines[3].matches(".*bulk populate: building the indexes: 2\\.[5-9] s"), lines[3]);
    }
}
