package traversalperfs.dumps

import traversalperfs.console.Say

import traversalperfs.server.{EmbeddedNeo4j, ServerSettings}
import traversalperfs.targets.{DatabaseSchema, DatasetFingerprint, SchemaElement, Target}
import org.json4s._
import org.json4s.native.{JsonMethods, Serialization}

import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}
import scala.util.control.NonFatal

/**
 * What the [[DumpLadder]] read of a store it made, on the store's first start: its indexes and constraints (None where
 * its version's are not read) and its data's fingerprint with the content's hash, so that each step says what became of
 * every index and whether the data is still the same. That start also brings the indexes online: 5.x populates the
 * RANGE indexes a migration made from BTREE ones then, and a store whose indexes are still populating must not be
 * measured. Kept beside the store (`store.json`).
 */
final case class StoreReading(schema: Option[Seq[SchemaElement]], fingerprint: DatasetFingerprint)

object StoreReading {
  private implicit val formats: Formats = DefaultFormats
  private val File = "store.json"
  private val OnlineWithinSeconds = 3600

  /**
   * Starts the store's server (with `extraSettings`: 4.4's upgrade on start), waits for its indexes, reads them and the
   * data. An index that fails to come online is said, not fatal: the comparison then measures what the user would get.
   */
  def settle(settings: ServerSettings, extraSettings: Map[String, String]): StoreReading = {
    val target = Target.embedded(EmbeddedNeo4j.start(settings.copy(extraSettings = extraSettings)))
    try {
      try target.cypher.read(s"CALL db.awaitIndexes($OnlineWithinSeconds)")
      catch {
        case NonFatal(e) =>
          Say.warning(s"the indexes of ${settings.home} on Neo4j ${settings.version} did not " +
            s"all come online: ${e.getMessage.linesIterator.nextOption().getOrElse("")}")
      }
      StoreReading(DatabaseSchema.read(target.cypher, target.version),
        DatasetFingerprint.of(target.cypher, hashed = true))
    } finally target.close()
  }

  def write(home: Path, reading: StoreReading): Unit =
    Files.writeString(home.resolve(File),
      Serialization.writePretty(Map(
          "schema" -> reading.schema, "fingerprint" -> JsonMethods.parse(reading.fingerprint.text))),
      StandardCharsets.UTF_8)

  /** What was read of the store at `home`, none for a store made before the ladder read its stores. */
  def read(home: Path): Option[StoreReading] = Option(home.resolve(File)).filter(Files.exists(_)).flatMap { file =>
    val json = JsonMethods.parse(Files.readString(file, StandardCharsets.UTF_8))
    DatasetFingerprint.parse(JsonMethods.compact(JsonMethods.render(json \ "fingerprint")))
      .map(StoreReading((json \ "schema").extractOpt[List[SchemaElement]], _))
  }
}
