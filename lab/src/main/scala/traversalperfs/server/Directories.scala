package traversalperfs.server

import java.nio.file.{Files, Path, StandardCopyOption}

object Directories {
  /** Removes a directory tree (a store, a report) if it exists. */
  def deleteRecursively(path: Path): Unit = if (Files.exists(path)) {
    val stream = Files.walk(path)
    try stream.sorted(java.util.Comparator.reverseOrder()).forEach(p => Files.delete(p))
    finally stream.close()
  }

  /** Copies a directory tree (a stopped server's store) to `to`, which must not exist; parents before children. */
  def copyRecursively(from: Path, to: Path): Unit = {
    val stream = Files.walk(from)
    try stream.forEach(p => Files.copy(p, to.resolve(from.relativize(p).toString), StandardCopyOption.COPY_ATTRIBUTES))
    finally stream.close()
  }
}
