package traversalperfs.machine

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._
import scala.util.{Try, Using}

/**
 * The process of this machine listening on a TCP port, found as `ss -ltp` finds it: the socket's inode in
 * /proc/net/tcp(6), then the process holding it among /proc/<pid>/fd. None when the port is another machine's or the
 * process is another user's (its descriptors cannot be read).
 */
object ListeningProcess {
  private val Listen = "0A"

  def of(port: Int, root: Path = Path.of("/proc")): Option[Long] = {
    val inodes = Seq("net/tcp", "net/tcp6").flatMap(file =>
      Try(Files.readAllLines(root.resolve(file)).asScala.drop(1)).getOrElse(Nil))
      .map(_.trim.split("\\s+")).collect {
        case fields if fields.length > 9 && fields(3) == Listen && portOf(fields(1)).contains(port) => fields(9)
      }.toSet
    if (inodes.isEmpty) None
    else Try(Using.resource(Files.list(root))(_.iterator.asScala.toList)).getOrElse(Nil)
      .filter(_.getFileName.toString.forall(_.isDigit)).find(process => holds(process, inodes.map(i => s"socket:[$i]")))
      .map(_.getFileName.toString.toLong)
  }

  private def portOf(address: String): Option[Int] =
    address.split(':').lastOption.flatMap(hex => Try(Integer.parseInt(hex, 16)).toOption)

  private def holds(process: Path, sockets: Set[String]): Boolean =
    Try(Using.resource(Files.list(process.resolve("fd")))(_.iterator.asScala.exists(fd =>
          Try(sockets(Files.readSymbolicLink(fd).toString)).getOrElse(false)))).getOrElse(false)
}
