package traversalperfs.targets

import traversalperfs.console.Say

/**
 * Ends a run whose server went away, instead of letting it fail request after request until its duration is over:
 * checks every second (the embedded process, the extension or a Bolt target answering), and after 3 failed checks in a
 * row says so in one line and exits the JVM (non-zero; the shutdown hooks stop what is left).
 */
final class ServerWatch(target: Target) extends AutoCloseable {
  @volatile private var running = true

  private val thread = new Thread(() => {
      var failures = 0
      while (running) {
        Thread.sleep(1000)
        val alive = target.answers
        failures = if (alive) 0 else failures + 1
        if (running && failures >= ServerWatch.FailedChecks) {
          Say.fatal(
            s"the Neo4j server at ${target.address} went away during the run; " +
              "its requests cannot be answered: stopping")
          sys.exit(3)
        }
      }
    }, "server-watch")
  thread.setDaemon(true)
  thread.start()

  override def close(): Unit = running = false
}

object ServerWatch {
  val FailedChecks = 3
}
