package traversalperfs.server

import traversalperfs.console.Say

import java.io.RandomAccessFile
import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}

/**
 * Shows the extension's own log lines (populate/delete progress: nodes, nodes/s, % done) on the lab's console while the
 * server writes them to its console file. Polls every half second; a daemon thread, stopped with the server.
 */
final class ServerLogEcho(prefix: String, console: Path) extends AutoCloseable {
  private var position = if (Files.exists(console)) Files.size(console) else 0L // earlier runs appended before
  @volatile private var running = true

  private val thread = new Thread(() => {
      while (running) {
        echoNewLines()
        Thread.sleep(500)
      }
      echoNewLines()
    }, "neo4j-log-echo")
  thread.setDaemon(true)
  thread.start()

  /** Shows what the server has written so far, now (so that its progress lines come before what follows). */
  def echoNow(): Unit = echoNewLines()

  private def echoNewLines(): Unit = synchronized {
    if (Files.exists(console)) echoFrom(position)
  }

  private def echoFrom(from: Long): Unit = {
    val raf = new RandomAccessFile(console.toFile, "r")
    try {
      if (raf.length() > from) {
        val bytes = new Array[Byte]((raf.length() - from).toInt)
        raf.seek(from)
        raf.readFully(bytes)
        val text = new String(bytes, StandardCharsets.UTF_8)
        val complete = text.lastIndexOf('\n') + 1
        position = from + text.substring(0, complete).getBytes(StandardCharsets.UTF_8).length
        text.substring(0, complete).linesIterator
          .filter(_.contains("traversal-perfs:"))
          .foreach(line => Say.raw(s"$prefix ${line.substring(line.indexOf("traversal-perfs:"))}"))
      }
    } finally raf.close()
  }

  override def close(): Unit = {
    running = false
    thread.join(2000)
  }
}
