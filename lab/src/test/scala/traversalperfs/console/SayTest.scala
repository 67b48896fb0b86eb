package traversalperfs.console

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/** The lab's lines as it has always printed them, each level once, a password never, and a test able to hear them. */
@Tag(Lanes.Units)
class SayTest {
  @Test def theLinesKeepTheirPrefixAndLevels(): Unit = {
    val (_, lines) = Say.heard {
      Say("warm-up: passes over the 4 rows")
      Say.warning("cell 5.26.30: injector saturated")
      Say.error("cell 5.26.30 failed")
      Say.say(Line.warning("built before it was said"))
      Say.raw("| ms | root |")
    }
    assertEquals(Seq("[traversal-perfs] warm-up: passes over the 4 rows",
        "[traversal-perfs] WARNING: cell 5.26.30: injector saturated", "[traversal-perfs] ERROR: cell 5.26.30 failed",
        "[traversal-perfs] WARNING: built before it was said", "| ms | root |"), lines)
    // a child's error line is what RunError reads back: the same prefix
    assertTrue(lines(2).startsWith(Say.ErrorPrefix))
  }

  @Test def aPasswordIsNeverPrinted(): Unit = {
    Say.hide("s3cret-passw0rd")
    Say.hide("neo4j") // shorter than Neo4j 5's shortest password: masking it would mask every neo4j:// URI
    val (_, lines) = Say.heard(Say.error("neo4j://neo4j:s3cret-passw0rd@db:7687 refused the connection"))
    assertEquals(Seq("[traversal-perfs] ERROR: neo4j://neo4j:(hidden)@db:7687 refused the connection"), lines)
  }

  @Test def quietlySaysNothing(): Unit = {
    val (value, lines) = Say.heard(Say.quietly { Say("not heard"); 42 })
    assertEquals((42, Nil), (value, lines))
  }
}
