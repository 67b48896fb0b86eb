package traversalperfs.server

import java.nio.file.{Files, Path, StandardCopyOption}
import java.security.MessageDigest

/**
 * The classes a server of one version loads at start, shared from an archive (the JDK's application class-data
 * sharing): a 5.26.30 answers in 4.2 s with 7.3 s of CPU instead of 6.4 s and 11.1 s (measured on this 2-core machine),
 * and the lab starts a server for every cell of a comparison. The archive is the JVM's own: the first server of a
 * version, JDK and classpath writes it when it stops (`-XX:ArchiveClassesAtExit`, about 5 s more at that stop), the
 * next ones read it (`-XX:SharedArchiveFile`). Its name says what it was made from (each jar's path, size and time, the
 * JDK, the JVM flags), so a rebuilt jar or another JDK makes another. Written under a name of its own and moved into
 * place once the server has stopped cleanly: two servers of a version can stop at once, a killed one writes none.
 */
final class ClassArchive private (val archive: Path, pending: Path) {
  /** The JVM options: read the archive when it exists, else write one when this server stops. */
  def jvmOptions: Seq[String] =
    // quiet: a plugin's old class files (APOC's dependencies) make the JVM warn of each one it cannot archive, and a
    // start that failed would then show those lines instead of its error
    (if (Files.isRegularFile(archive)) Seq(s"-XX:SharedArchiveFile=$archive")
     else Seq(s"-XX:ArchiveClassesAtExit=$pending")) :+ "-Xlog:cds=off"

  /** Once the server has stopped: the archive it wrote is kept, unless another server's was kept first. */
  def keep(): Unit =
    if (Files.isRegularFile(pending)) {
      if (Files.isRegularFile(archive)) Files.delete(pending)
      else
        try Files.move(pending, archive, StandardCopyOption.ATOMIC_MOVE)
        catch { case _: java.io.IOException => Files.deleteIfExists(pending) }
    }

  /** A server stopped by force: what it may have begun to write is not an archive. */
  def discard(): Unit = { Files.deleteIfExists(pending); () }
}

object ClassArchive {
  def of(settings: ServerSettings, classpath: String, jvmFlags: Seq[String]): ClassArchive = {
    val digest = MessageDigest.getInstance("SHA-256")
    val entries = classpath.split(java.io.File.pathSeparator).toSeq.map(Path.of(_))
    for (entry <- entries) {
      val (size, time) =
        if (Files.exists(entry)) (Files.size(entry), Files.getLastModifiedTime(entry).toMillis) else (-1L, -1L)
      digest.update(s"$entry $size $time\n".getBytes("UTF-8"))
    }
    digest.update(s"${settings.java.jdk.home} ${settings.java.jdk.version} ${jvmFlags.mkString(" ")}".getBytes("UTF-8"))
    val id = digest.digest().take(6).map(b => f"$b%02x").mkString
    val folder = Files.createDirectories(settings.baseDir.resolve(s"target/neo4j/${settings.version}"))
    new ClassArchive(folder.resolve(s"classes-$id.jsa"),
      folder.resolve(s"classes-$id.jsa.${ProcessHandle.current.pid}-${System.nanoTime}.partial"))
  }
}
