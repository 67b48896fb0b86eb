package traversalperfs.boltbench

import traversalperfs.console.Say

import org.neo4j.driver.async.AsyncSession
import org.neo4j.driver.{AccessMode, AuthTokens, Config, GraphDatabase, Logging, SessionConfig}

import java.util.concurrent.atomic.AtomicInteger
import java.util.concurrent.{TimeUnit, TimeoutException}

/**
 * The driver alone: `users` chains, each a read session, the query run, every record read and counted, the session
 * closed without waiting and the next request sent; the driver's async API, its own threads, nothing else (no summary
 * read, no check but the row count). The reference gatling-neo4j is measured against, in the same JVM, at the same
 * concurrency, in blocks that alternate with Gatling's ([[BoltBenchRun]]); one driver for every block. No connection
 * acquisition timeout, here as on Gatling's side: driver 6 schedules one per request on its pool's scheduler thread,
 * where a cancelled one stays until its 60 s are up, so each block paid for the requests of the blocks a minute before.
 */
final class BareDriverLoop(uri: String, query: BenchQuery, users: Int) extends AutoCloseable {
  private val driver = GraphDatabase.driver(uri, AuthTokens.none(),
    Config.builder().withMaxConnectionPoolSize(users * 2).withConnectionAcquisitionTimeout(0, TimeUnit.SECONDS)
      .withLogging(Logging.none()).build())
  private val config = SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).build()

  /** Chains still sending: a block ends once none is, so that the next block has the machine to itself. */
  private val sending = new AtomicInteger
  @volatile private var running = false

  /** One block: the chains started, the window measured, then the chains stopped and awaited. */
  def block(window: CountedWindow): CountedWindow.Window = {
    running = true
    (1 to users).foreach { _ => sending.incrementAndGet(); next(window) }
    try window.measure()
    finally {
      running = false
      val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
      while (sending.get > 0 && System.nanoTime() < deadline) Thread.sleep(5)
    }
  }

  private def next(window: CountedWindow): Unit =
    if (!running) { sending.decrementAndGet(); () }
    else {
      val session = driver.session(classOf[AsyncSession], config)
      session.runAsync(query.text, query.params())
        .thenCompose(cursor => cursor.listAsync())
        // the next request sent from the driver's I/O thread that completed this one (handing it to the common pool,
        // one thread on two cores, halved the rate)
        .whenComplete { (records, error) =>
          // closed without waiting, the next request sent at once: what gatling-neo4j does too
          session.closeAsync()
          if (error == null) {
            if (records.size == query.rows) window.answered.increment()
            next(window)
          } else { running = false; sending.decrementAndGet(); error.printStackTrace() }
        }
      ()
    }

  def close(): Unit =
    // driver 6.2's close sometimes never ends (a session's close still pending): the windows are measured already
    try driver.closeAsync().toCompletableFuture.get(10, TimeUnit.SECONDS)
    catch { case _: TimeoutException => Say.raw("[boltbench] the bare loop's driver did not close within 10 s") }
}

object BareDriverLoop {
  /** One block with a driver of its own (the parent warms the server so). */
  def run(uri: String, query: BenchQuery, users: Int, window: CountedWindow): CountedWindow.Window = {
    val loop = new BareDriverLoop(uri, query, users)
    try loop.block(window)
    finally loop.close()
  }
}
