package traversalperfs.server

import java.nio.file.{Files, Path}

object Directories {
  /** Removes a directory tree (a store, a report) if it exists. */
  def deleteRecursively(path: Path): Unit = if (Files.exists(path)) {
    val stream = Files.walk(path)
    try stream.sorted(java.util.Comparator.reverseOrder()).forEach(p => Files.delete(p))
    finally stream.close()
  }
}
