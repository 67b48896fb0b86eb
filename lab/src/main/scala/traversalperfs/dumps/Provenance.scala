package traversalperfs.dumps

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * How a store of the dump ladder was made: the dump loaded there, or migrated from the store of another version. Kept
 * in the store's mark (`dump.done`: the dump's id, then these words), written and read here only, as the store is
 * finished; a store without its mark, or with another dump's, is no store of the ladder.
 */
sealed trait Provenance

object Provenance {
  case object Loaded extends Provenance
  final case class MigratedFrom(version: String) extends Provenance

  private val LoadedWords = "loaded"
  private val MigratedWords = "migrated from "
  val Mark = "dump.done"

  /** Marks `store` as made from `dump` so. */
  def write(store: Path, dump: String, how: Provenance): Unit = {
    val words = how match {
      case Loaded => LoadedWords
      case MigratedFrom(version) => MigratedWords + version
    }
    Files.writeString(store.resolve(Mark), s"$dump\n$words\n")
  }

  /** How `store` was made from `dump`, when it is a finished store of it (marks written before this codec read too). */
  def read(store: Path, dump: String): Option[Provenance] = {
    val mark = store.resolve(Mark)
    Option.when(Files.exists(mark))(Files.readAllLines(mark).asScala.toSeq).collect {
      case Seq(`dump`, LoadedWords, _*) => Loaded
      case Seq(`dump`, words, _*) if words.startsWith(MigratedWords) => MigratedFrom(words.stripPrefix(MigratedWords))
    }
  }
}
