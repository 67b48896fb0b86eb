package traversalperfs.comparison

import traversalperfs.dumps.DumpFile
import traversalperfs.server.StoreEstimate
import traversalperfs.testing.Lanes
import org.apache.commons.compress.archivers.tar.{TarArchiveEntry, TarArchiveOutputStream}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}
import java.util.zip.GZIPOutputStream

/**
 * The pre-flight's disk: what the stores still to make take (fed here), said per version in the versions' order, and a
 * plan whose stores cannot fit refused in one line; a dump's size as its header says (or its entries, 3.4's gzip).
 */
@Tag(Lanes.Units)
class PreFlightTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val dump = StoreEstimate(7_511_492, "the dump's 7.5 MB of files each")

  @Test def theDiskLineSaysWhatEachVersionTakesAndWhatIsFree(): Unit = {
    val disk = PreFlight.disk(Seq("3.5.35" -> StoreEstimate.Made, "4.4.48" -> dump, "5.26.30" -> dump.copiedPerStart),
      baseDir.resolve("target/no-such-folder/neo4j")).get
    assertEquals(7_511_492L * 3, disk.needBytes)
    assertTrue(Files.getFileStore(baseDir).getUsableSpace - disk.freeBytes < 1_000_000_000L,
      "the free disk of the " +
        "nearest folder that exists")
    assertTrue(
      disk.line.startsWith("disk: about 22.5 MB for the stores still to make (3.5.35: made already; 4.4.48: " +
        "the dump's 7.5 MB of files each; 5.26.30: the dump's 7.5 MB of files each, twice: a fresh copy for each " +
        "start); "), disk.line)
    assertTrue(disk.line.endsWith(s" free under ${baseDir.resolve("target/no-such-folder/neo4j")}"), disk.line)
    assertEquals(None, PreFlight.disk(Nil, baseDir), "nothing estimated: no line")
  }

  @Test def storesThatCannotFitAreRefusedInOneLine(): Unit = {
    val tight = PreFlight("a plan", Seq("Java: …"),
      Some(PreFlight.Disk(3_200_000_000L,
          "4.4.48: the dump's 1.6 GB " +
            "of files each, twice: a fresh copy for each start", 2_100_000_000L, "target/neo4j")))
    assertEquals(
      Some("pre-flight: the stores still to make need about 3.2 GB (4.4.48: the dump's 1.6 GB of files " +
        "each, twice: a fresh copy for each start), and target/neo4j has 2.1 GB free: free some disk or " +
        "compare fewer versions (compare.versions)"), tight.refusal)
    assertEquals(Seq("a plan", "Java: …", tight.disk.get.line), tight.all)
    assertEquals(None, tight.copy(disk = tight.disk.map(_.copy(freeBytes = 3_200_000_000L))).refusal)
    assertEquals(None, tight.copy(disk = None).refusal)
  }

  @Test def aDumpsSizeIsItsHeadersOrItsEntries(): Unit = {
    // 4.4's tool wrote this one: its header says 38 files, 263,987,648 bytes (the preallocated transaction log too)
    assertEquals(Some(263_987_648L), DumpFile.read(baseDir.resolve("workloads/friends-4.4.48.dump"), "test").storeBytes)
    val gzip = Files.createDirectories(baseDir.resolve("target/pre-flight-test")).resolve("old.dump")
    val tar = new TarArchiveOutputStream(new GZIPOutputStream(Files.newOutputStream(gzip)))
    try for ((name, bytes) <- Seq("neostore" -> 10, "neostore.nodestore.db" -> 20)) {
        val entry = new TarArchiveEntry(name)
        entry.setSize(bytes.toLong)
        tar.putArchiveEntry(entry)
        tar.write(new Array[Byte](bytes))
        tar.closeArchiveEntry()
      }
    finally tar.close()
    assertEquals(Some(30L), DumpFile.read(gzip, "test").storeBytes)
  }
}
