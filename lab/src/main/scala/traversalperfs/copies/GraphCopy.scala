package traversalperfs.copies

import traversalperfs.console.Say

import traversalperfs.server.{
  BulkDataset, Neo4jVersion, Neo4jVersions, OfflinePopulate, ServerSettings, ServerVersion, StoreEstimate, Stores
}
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, Credentials}

import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit

/**
 * A running server's graph copied into the store of each version the lab starts (`target/neo4j/<version>/copy-<id>`,
 * named by the source's URI): every node with its labels and properties, every relationship with its type and
 * properties, then the indexes and constraints the version has an equivalent of (the others said). Before anything is
 * written the source is read through once for the types of its values: a version that cannot store one is refused in a
 * line naming the property, its type and the versions that can; the same read spools it ([[CopySpool]]). A version with
 * an offline writer gets the spool before its server starts ([[offline]]); the others get the copy through their server
 * ([[CopyWriter]]) in pages of `batch` elements, a progress line every few seconds. The store is marked finished only
 * after its last write, so an interrupted copy is started again from an empty store.
 */
final class GraphCopy(val source: CopySource, baseDir: Path, batch: Int) extends AutoCloseable {
  import GraphCopy._

  /** Names the stores: the source's address (a copy is made once; delete the store to copy again). */
  val id: String = java.security.MessageDigest.getInstance("SHA-256").digest(source.uri.getBytes("UTF-8"))
    .map(b => f"$b%02x").mkString.take(12)

  def storeOf(version: Neo4jVersion): Path = Stores.of(baseDir, version.version, s"copy-$id")

  def done(home: Path): Boolean = Files.exists(home.resolve(Mark)) && Files.readString(home.resolve(Mark)).trim == id

  /** Where the source is spooled for the offline writers, once for every version. */
  val spoolFile: Path = baseDir.resolve(s"target/neo4j/copy-$id.spool")

  /**
   * The source read once through: the types of values not every version stores, and its spool for the offline writers
   * (or why there is none). A spool of an earlier run is the source's read: it holds no such values.
   */
  private lazy val read: (PropertyTypes, Either[String, Path]) =
    if (Files.exists(spoolFile)) {
      Say(s"copy: the source as read before, $spoolFile (delete it and the copy-$id stores " +
        "to copy again)")
      (new PropertyTypes, Right(spoolFile))
    } else {
      Say(f"copy: reading Neo4j ${source.version} at ${source.uri} (${source.nodeCount}%,d " +
        f"nodes, ${source.relationshipCount}%,d relationships) for the types of its values, before anything is " +
        s"written, into $spoolFile")
      val types = new PropertyTypes
      val spool = new CopySpool(spoolFile)
      val progress = new CopyProgress("reading the source")
      try {
        source.nodes(batch) { page =>
          page.foreach { n => types.add("node", n.properties); spool.node(n) }
          progress.nodes(page.size)
        }
        source.relationships(batch) { page =>
          page.foreach { r => types.add("relationship", r.properties); spool.relationship(r) }
          progress.relationships(page.size)
        }
      } catch { case e: Throwable => spool.finish(); Files.deleteIfExists(spoolFile); throw e }
      val spooled = spool.finish()
      Say(s"copy: the source read in ${progress.done} (${progress.rates}): ${types.text}" +
        spooled.fold(why => s"; not spooled for the offline writers: $why", _ => ""))
      (types, spooled)
    }

  def types: PropertyTypes = read._1

  /**
   * Before `version`'s server starts on the empty store `home`: the spooled source written by its offline writer when
   * it has one, the spool exists and `populate` allows (not `http`); the schema is made once the server runs
   * ([[into]]).
   */
  def offline(server: ServerSettings, populate: String): Unit = if (!done(server.home) && !dataWritten(server.home)) {
    val why = read._2.left.toOption.orElse(Option.when(populate == "http")("populate=http"))
      .orElse(Option.when(!server.neo4j.offlineWriter)(s"Neo4j ${server.neo4j} has no offline writer in the lab"))
    why match {
      case Some(reason) =>
        Say(s"copy: through the server of Neo4j ${server.neo4j} ($reason)")
      case None =>
        Say(f"copy: ${source.nodeCount}%,d nodes and ${source.relationshipCount}%,d " +
          s"relationships written into Neo4j ${server.neo4j}'s store offline, before its server starts")
        val began = System.nanoTime()
        OfflinePopulate.write(server,
          BulkDataset("copy", s"the copy of ${source.uri}", source.nodeCount,
            Seq("spool" -> read._2.toOption.get.toString, "nodes" -> source.nodeCount.toString,
              "relationships" -> source.relationshipCount.toString), 0))
        Files.writeString(server.home.resolve(DataMark), id)
        val seconds = (System.nanoTime() - began) / 1e9
        Say(f"copy: written offline in $seconds%.1f s " +
          f"(${(source.nodeCount + source.relationshipCount) / math.max(seconds, 1e-3)}%,.0f elements/s)")
    }
  }

  /** The offline writer wrote the data into `home`; its schema is made once its server runs ([[into]]). */
  def dataWritten(home: Path): Boolean =
    Files.exists(home.resolve(DataMark)) && Files.readString(home.resolve(DataMark)).trim == id

  /**
   * What the store of `version` will take, a floor: the source's nodes and relationships at the record sizes of Neo4j's
   * standard store format (15 and 34 bytes, one 41-byte property record each); nothing once made.
   */
  def estimate(version: Neo4jVersion): StoreEstimate =
    if (done(storeOf(version))) StoreEstimate.Made
    else StoreEstimate(source.nodeCount * (15 + 41) + source.relationshipCount * (34 + 41),
      f"the source's ${source.nodeCount}%,d nodes and ${source.relationshipCount}%,d relationships at the standard " +
        "format's record sizes, at least")

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
    if (dataWritten(home)) {
      sayTheSchema(version, new CopyWriter(cypher, version).schema(source.schema))
      Files.writeString(home.resolve(Mark), id)
      Say(s"copy: its indexes and constraints made on Neo4j $version (" +
        s"${source.schema.indexes.size} indexes, ${source.schema.unique.size} uniqueness constraints)")
      return
    }
    Say(f"copy: ${source.nodeCount}%,d nodes and ${source.relationshipCount}%,d " +
      s"relationships of ${source.uri} into Neo4j $version through its server (${cypher.via}), pages of $batch")
    val writer = new CopyWriter(cypher, version)
    val progress = new CopyProgress(s"copy to Neo4j $version")
    writer.begin()
    source.nodes(batch) { page => writer.nodes(page); progress.nodes(page.size) }
    source.relationships(batch) { page => writer.relationships(page); progress.relationships(page.size) }
    sayTheSchema(version, writer.finish(source.schema, batch))
    Files.writeString(home.resolve(Mark), id)
    Say(s"copy: done in ${progress.done} (${progress.rates}), indexes and constraints: " +
      s"${source.schema.indexes.size} indexes, ${source.schema.unique.size} uniqueness constraints")
  }

  private def sayTheSchema(version: ServerVersion, notCopied: Seq[String]): Unit = {
    source.schema.changed.foreach(what => Say(s"copy: changed on Neo4j $version: $what"))
    notCopied.foreach(what => Say(s"copy: not copied to Neo4j $version: $what"))
  }

  override def close(): Unit = source.close()
}

object GraphCopy {
  /** Written in the store after the copy's last write: the store holds a finished copy of the source it names. */
  val Mark = "workload-copy.done"
  /** Written after the offline writer wrote the data: the schema is still to be made through the server. */
  private val DataMark = "workload-copy.data"

  def apply(uri: String, credentials: Option[Credentials], baseDir: Path, batch: Int): GraphCopy =
    new GraphCopy(new CopySource(uri, credentials), baseDir, batch)

  private[copies] val ProgressEverySeconds: Long = TimeUnit.SECONDS.toNanos(5)
}
