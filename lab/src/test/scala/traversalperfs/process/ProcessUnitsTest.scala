package traversalperfs.process

import traversalperfs.testing.Lanes
import traversalperfs.process.RunError
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

/** `process`, in process: the first error a child run printed, as a failed cell shows it. */
@Tag(Lanes.Units)
class ProcessUnitsTest {
  @Test def aChildRunsFirstErrorIsTheLabsLineElseGatlingsFirst(): Unit = {
    val gatling =
      "---- Errors ----\n> jsonPath($.count).find.is(15), found 14                       296 (100.0%)\n" +
        "> other   2 ( 0.5%)\n"
    assertEquals(Some("jsonPath($.count).find.is(15), found 14"), RunError.of("Simulation started\n" + gatling))
    assertEquals(Some("wrong answer: root depth-first from '': expected 13, found 12"),
      RunError.of("[traversal-perfs] ERROR: wrong answer: root depth-first from '': expected 13, found 12\n" + gatling))
    assertEquals(Some("Global: count of failed events is 0.0 : false"),
      RunError.of("> Global: count of failed events is 0.0 : false"))
    assertEquals(None, RunError.of("[INFO] BUILD SUCCESS"))
  }
}
