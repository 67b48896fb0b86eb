package traversalperfs.copies

import traversalperfs.server.{Neo4jVersion, Neo4jVersions, ServerVersion, Stores}
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, Credentials}
import traversalperfs.workloads.file.Answer

import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit

/**
 * A running server's graph copied into the store of each version the lab starts (`target/neo4j/<version>/copy-<id>`,
 * named by the source's URI): every node with its labels and properties, every relationship with its type and
 * properties, then the indexes and constraints the version has an equivalent of (the others said). Before anything is
 * written the source is read through once for the types of its values: a version that cannot store one is refused in a
 * line naming the property, its type and the versions that can. The copy goes through the version's server
 * ([[CopyWriter]]) in pages of `batch` elements, a progress line every few seconds; the store is marked finished only
 * after its last write, so an interrupted copy is started again from an empty store.
 */
final class GraphCopy(val source: CopySource, baseDir: Path, batch: Int) extends AutoCloseable {
  import GraphCopy._

  /** Names the stores: the source's address (a copy is made once; delete the store to copy again). */
  val id: String = Answer.sha256(source.uri).take(12)

  def storeOf(version: Neo4jVersion): Path = Stores.of(baseDir, version.version, s"copy-$id")

  def done(home: Path): Boolean = Files.exists(home.resolve(Mark)) && Files.readString(home.resolve(Mark)).trim == id

  /** The source read once through: its counts and the types of values not every version stores. */
  lazy val types: PropertyTypes = {
    println(f"[traversal-perfs] copy: reading Neo4j ${source.version} at ${source.uri} (${source.nodeCount}%,d " +
      f"nodes, ${source.relationshipCount}%,d relationships) for the types of its values, before anything is written")
    val types = new PropertyTypes
    val progress = new CopyProgress("reading the source")
    source.nodes(batch) { page => page.foreach(n => types.add("node", n.properties)); progress.nodes(page.size) }
    source.relationships(batch) { page =>
      page.foreach(r => types.add("relationship", r.properties)); progress.relationships(page.size)
    }
    println(s"[traversal-perfs] copy: the source read in ${progress.done}: ${types.text}")
    types
  }

  /** Why `version` cannot take the copy, if it cannot (reads the source through once, the first time). */
  def refusal(version: Neo4jVersion): Option[String] = refusal(version.server)

  private def refusal(version: ServerVersion): Option[String] = types.refusal(version).map { why =>
    val can = Neo4jVersions.All.filter(v => types.refusal(v.server).isEmpty)
    s"Neo4j $version cannot take the copy of ${source.uri}: it cannot store $why; versions that can take it: " +
      can.mkString(", ")
  }

  /**
   * Copies the source into the empty store `home` through its server `cypher` (of `version`), refused first when the
   * version cannot hold its values; marks it finished.
   */
  def into(cypher: CypherRunner, version: ServerVersion, home: Path): Unit = {
    refusal(version).foreach(UserError(_))
    println(f"[traversal-perfs] copy: ${source.nodeCount}%,d nodes and ${source.relationshipCount}%,d " +
      s"relationships of ${source.uri} into Neo4j $version through its server (${cypher.via}), pages of $batch")
    val writer = new CopyWriter(cypher, version)
    val progress = new CopyProgress(s"copy to Neo4j $version")
    writer.begin()
    source.nodes(batch) { page => writer.nodes(page); progress.nodes(page.size) }
    source.relationships(batch) { page => writer.relationships(page); progress.relationships(page.size) }
    val notCopied = writer.finish(source.schema, batch)
    notCopied.foreach(what => println(s"[traversal-perfs] copy: not copied to Neo4j $version: $what"))
    Files.writeString(home.resolve(Mark), id)
    println(s"[traversal-perfs] copy: done in ${progress.done} (${progress.rates}), indexes and constraints: " +
      s"${source.schema.indexes.size} indexes, ${source.schema.unique.size} uniqueness constraints")
  }

  override def close(): Unit = source.close()
}

object GraphCopy {
  /** Written in the store after the copy's last write: the store holds a finished copy of the source it names. */
  val Mark = "workload-copy.done"

  def apply(uri: String, credentials: Option[Credentials], baseDir: Path, batch: Int): GraphCopy =
    new GraphCopy(new CopySource(uri, credentials), baseDir, batch)

  private[copies] val ProgressEverySeconds: Long = TimeUnit.SECONDS.toNanos(5)
}
