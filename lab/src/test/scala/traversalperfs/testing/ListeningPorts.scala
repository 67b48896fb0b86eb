package traversalperfs.testing

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * The TCP ports a process listens on, from Linux's own tables: the socket inodes among its open files, matched to the
 * LISTEN rows (state 0A) of /proc/net/tcp and tcp6. A server that opens a port of its own choosing (a default one)
 * collides with the next server of its kind on this machine.
 */
object ListeningPorts {
  private val Listen = "0A"

  def of(pid: Long): Set[Int] = {
    val sockets = socketInodes(Paths.get(s"/proc/$pid/fd"))
    Seq("/proc/net/tcp", "/proc/net/tcp6").map(Paths.get(_)).filter(Files.exists(_))
      .flatMap(table => Files.readAllLines(table).asScala.drop(1))
      .map(_.trim.split("\\s+"))
      .collect {
        case row if row(3) == Listen && sockets.contains(row(9)) => Integer.parseInt(row(1).split(':')(1), 16)
      }
      .toSet
  }

  private def socketInodes(fds: Path): Set[String] =
    Using.resource(Files.list(fds)) { files =>
      files.iterator.asScala.flatMap { fd =>
        try Some(Files.readSymbolicLink(fd).toString)
        catch { case _: java.io.IOException => None } // closed meanwhile
      }.collect { case link if link.startsWith("socket:[") => link.stripPrefix("socket:[").stripSuffix("]") }.toSet
    }
}
