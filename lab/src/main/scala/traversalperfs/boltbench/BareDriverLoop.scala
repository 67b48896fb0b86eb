package traversalperfs.boltbench

import org.neo4j.driver.async.AsyncSession
import org.neo4j.driver.{AccessMode, AuthTokens, Config, GraphDatabase, Logging, SessionConfig}

import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicBoolean

/**
 * The driver alone: `users` chains, each a read session, the query run, every record read and counted, the session
 * closed without waiting and the next request sent; the driver's async API, its own threads, nothing else (no summary
 * read, no check but the row count). The reference gatling-neo4j is measured against, in the same JVM, at the same
 * concurrency.
 */
object BareDriverLoop {
  def run(uri: String, query: BenchQuery, users: Int, window: Throughput): Throughput.Window = {
    val driver = GraphDatabase.driver(uri, AuthTokens.none(),
      Config.builder().withMaxConnectionPoolSize(users * 2).withLogging(Logging.none()).build())
    val running = new AtomicBoolean(true)
    val config = SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).build()
    def next(): Unit = if (running.get) {
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
            next()
          } else { running.set(false); error.printStackTrace() }
        }
      ()
    }
    try {
      (1 to users).foreach(_ => next())
      window.measure()
    } finally {
      running.set(false)
      Thread.sleep(500)
      driver.closeAsync().toCompletableFuture.get(10, TimeUnit.SECONDS)
    }
  }
}
