package traversalperfs.dumps

import java.nio.ByteBuffer

/**
 * The store format a 3.5 or 4.x store is in, as `neo4j-admin` names it (`v0.A.9`: 3.5's standard format; `SF4.3.0`,
 * `AF4.3.0`: 4.x's standard and aligned ones), read from the store's metadata store (`neostore`): records of 9 bytes
 * (an in-use byte, then a big-endian long); the fifth holds the format's name packed in a long, its length in the
 * lowest byte and one character a byte above it (Neo4j's `MetaDataStore.versionLongToString`). 5.x keeps its format
 * elsewhere: none is read from its store.
 */
object StoreFormat {
  val MetadataStore = "neostore"
  private val RecordSize = 9
  private val VersionRecord = 4

  /** 3.x's formats before 3.5's (`v0.A.5` to `v0.A.8`, and 2.x's): older than any dump the lab's tools load. */
  def older(format: String): Boolean = format.matches("""v0\.A\.[0-8]|vE\.H\.[0-3]|v0\.9\..*""")

  def read(neostore: Array[Byte]): Option[String] = {
    val at = RecordSize * VersionRecord
    Option.when(neostore.length >= at + RecordSize && neostore(at) == 1)(ByteBuffer.wrap(neostore, at + 1, 8).getLong)
      .flatMap { packed =>
        val length = (packed & 0xff).toInt
        val name = (1 to length).map(i => ((packed >>> (8 * i)) & 0xff).toChar).mkString
        Option.when(length > 0 && length < 8 && name.forall(c => c > ' ' && c < 127))(name)
      }
  }
}
