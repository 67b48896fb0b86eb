package traversalperfs.dumps

import traversalperfs.settings.UserError

import java.io.InputStream
import java.nio.file.{Files, Path}
import java.security.{DigestInputStream, MessageDigest}

/**
 * A dump made by Neo4j's own tool (`neo4j-admin dump` of 3.5 and 4.x, `neo4j-admin database dump` of 5.x and 2026.x),
 * named by its content: the stores the lab makes from it are named by [[id]], so another dump under the same file name
 * gets stores of its own.
 */
final case class DumpFile(file: Path, id: String) {
  /**
   * What its first bytes say: 4.4 and later write `DZV1` before the zstd stream; 3.5 to 4.3 the zstd stream alone; 3.4
   * and earlier a gzip stream (3.5's tool still loads those).
   */
  def format: String = DumpFile.formatOf(file).getOrElse("not a dump")

  /**
   * The store format the dump holds, as `neo4j-admin` names it (`v0.A.9`, `AF4.3.0`, …): read from its metadata store
   * (`neostore`), not from how it is packed (4.3 packs a 4.x store as 3.5 does). None where that file does not say it
   * in the 3.5/4.x way (5.x's metadata store), or the archive cannot be read here: the tools then say.
   */
  lazy val storeFormat: Option[String] = DumpFile.entry(file, StoreFormat.MetadataStore).flatMap(StoreFormat.read)

  /**
   * 3.5's tool reads only its own packing: a `DZV1` dump is of 4.4 or later; 4.4's reads only 4.x stores, which hold a
   * label scan store (`neostore.labelscanstore.db`, gone in 5.x): without it, 4.4's tool is not tried (it would read
   * the whole dump before refusing it). Used where the store format is not known ([[storeFormat]]).
   */
  def readableBy(version: traversalperfs.server.Neo4jVersion): Boolean =
    if (!format.startsWith("4.4")) true
    else if (version.server.major < 4) false
    else if (version.server.major == 4) holdsLabelScanStore
    else true

  /** Its files include 4.x's label scan store (read through the archive's names, once; stops at that file). */
  lazy val holdsLabelScanStore: Boolean = DumpFile.entry(file, "neostore.labelscanstore.db").isDefined

  /**
   * The bytes of the database's files the dump holds, as its header says (`neo4j-admin load` reads it for its
   * progress); a gzip dump (3.4 and earlier) has none: its archive's entries are summed. None where it cannot be read.
   */
  lazy val storeBytes: Option[Long] = DumpFile.storeBytes(file)

  override def toString: String = file.getFileName.toString
}

object DumpFile {
  private val Zstd = Seq(0x28, 0xb5, 0x2f, 0xfd).map(_.toByte)
  private val Dzv1 = "DZV1".getBytes("US-ASCII").toSeq
  private val Gzip = Seq(0x1f, 0x8b).map(_.toByte)

  /** The dump at `file`, read once through to name it; a file that is not one is refused in one line. */
  def read(file: Path, where: String): DumpFile = {
    if (!Files.isRegularFile(file)) UserError(s"$where: no dump at $file")
    formatOf(file).getOrElse(UserError(s"$where: $file is not a Neo4j dump (a dump of neo4j-admin starts with the " +
        "bytes DZV1 (4.4 and later), a zstd frame (3.5 to 4.3) or a gzip one (3.4 and earlier); make one with " +
        "neo4j-admin dump or neo4j-admin " +
        "database dump)"))
    DumpFile(file, sha256(file).take(12))
  }

  /**
   * The first bytes (at most 64 KiB) of the dump's file named `name`, if it holds one: after `DZV1` (4.4 and later)
   * comes a zstd stream of a 24-byte header (`zstd`, version, file count, size) and a tar of the database's files;
   * every entry's name is read up to that file, the contents skipped; 3.4 and earlier gzip the tar alone. An archive
   * unreadable here holds it as far as the caller knows (Some of nothing): the tools then say what is wrong.
   */
  private def entry(file: Path, name: String): Option[Array[Byte]] =
    try archive(file) { (_, tar) =>
        Iterator.continually(tar.getNextEntry).takeWhile(_ != null).find(_.getName.stripPrefix("./") == name)
          .map(_ => tar.readNBytes(1 << 16))
      }
    catch { case _: java.io.IOException => Some(Array.emptyByteArray) }

  /** The header's size (its last 8 bytes, after `zstd`, the format's version and the file count), or the entries'. */
  private def storeBytes(file: Path): Option[Long] =
    try archive(file) { (header, tar) =>
        header match {
          case Some(h) => Option.when(h.length == 24 && new String(h, 0, 4, "US-ASCII") == "zstd")(
              java.nio.ByteBuffer.wrap(h).getLong(16))
          case None => Some(Iterator.continually(tar.getNextEntry).takeWhile(_ != null).map(_.getSize.max(0L)).sum)
        }
      }
    catch { case _: java.io.IOException => None }

  /** The dump's tar, after its 24-byte header when it has one (given to `read` beside it). */
  private def archive[A](file: Path)(
      read: (Option[Array[Byte]], org.apache.commons.compress.archivers.tar.TarArchiveInputStream) => A): A = {
    val in = Files.newInputStream(file)
    try {
      val buffered = new java.io.BufferedInputStream(in, 1 << 16)
      val (header, files) = if (readHead(file, Gzip.size) == Gzip)
        (None, new java.util.zip.GZIPInputStream(buffered))
      else {
        if (readHead(file, Dzv1.size) == Dzv1) buffered.skipNBytes(Dzv1.size.toLong)
        val zstd = new com.github.luben.zstd.ZstdInputStream(buffered)
        (Some(zstd.readNBytes(24)), zstd)
      }
      read(header, new org.apache.commons.compress.archivers.tar.TarArchiveInputStream(files))
    } finally in.close()
  }

  private def formatOf(file: Path): Option[String] = {
    val head = readHead(file, 4)
    if (head == Dzv1) Some("4.4 or later (DZV1)")
    else if (head == Zstd) Some("3.5 to 4.3 (zstd)")
    else if (head.take(Gzip.size) == Gzip) Some("3.4 and earlier (gzip)")
    else None
  }

  private def readHead(file: Path, bytes: Int): Seq[Byte] = {
    val in = Files.newInputStream(file)
    try in.readNBytes(bytes).toSeq
    finally in.close()
  }

  private def sha256(file: Path): String = {
    val digest = MessageDigest.getInstance("SHA-256")
    val in: InputStream = new DigestInputStream(Files.newInputStream(file), digest)
    try in.transferTo(java.io.OutputStream.nullOutputStream())
    finally in.close()
    digest.digest().map("%02x".format(_)).mkString
  }
}
