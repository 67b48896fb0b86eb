package traversalperfs.server.conf

import java.nio.file.{Files, Path}

/**
 * APOC's own settings file, `conf/apoc.conf`, which APOC reads from 5.0 on (a 5.x server refuses `apoc.*` in its
 * neo4j.conf): written from the user's `apoc.*` settings before every start, removed when there are none (homes are
 * reused: a file left by an earlier run is not this run's).
 */
object ApocConf {
  def sync(home: Path, settings: Seq[(String, String)]): Unit = {
    val file = home.resolve("conf/apoc.conf")
    if (settings.isEmpty) Files.deleteIfExists(file)
    else {
      Files.createDirectories(file.getParent)
      Files.writeString(file, settings.map { case (name, value) => s"$name=$value" }.mkString("", "\n", "\n"))
    }
  }
}
