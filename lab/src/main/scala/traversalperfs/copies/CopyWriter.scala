package traversalperfs.copies

import traversalperfs.server.ServerVersion
import traversalperfs.server.ServerVersion.quoted
import traversalperfs.targets.CypherRunner

import scala.jdk.CollectionConverters._

/**
 * Writes a copy's pages into a version's server, through its Cypher (none of the lab's offline writers takes an
 * arbitrary graph): nodes grouped by their labels, one `UNWIND … CREATE` per group and page, each carrying its source
 * id on a temporary label and key under a uniqueness constraint, by which the relationships find their nodes; then the
 * temporary label, key and constraint removed, and the source's indexes and constraints made where the version has an
 * equivalent.
 */
final class CopyWriter(cypher: CypherRunner, version: ServerVersion) {
  import CopyWriter._

  def begin(): Unit = cypher.write(version.createUnique(Mark, Key, Some(Constraint)))

  def nodes(page: Seq[CopiedNode]): Unit = page.groupBy(_.labels).foreach { case (labels, group) =>
    val rows = group.map(n => java.util.Map.of[String, AnyRef]("id", Long.box(n.id), "p", n.properties)).asJava
    val labelled = (Mark +: labels).map(quoted).mkString(":")
    cypher.update(s"UNWIND $$rows AS r CREATE (n:$labelled {${quoted(Key)}: r.id}) SET n += r.p",
      java.util.Map.of("rows", rows))
  }

  def relationships(page: Seq[CopiedRelationship]): Unit = page.groupBy(_.kind).foreach { case (kind, group) =>
    val rows = group.map(r =>
      java.util.Map.of[String, AnyRef]("s", Long.box(r.start), "e", Long.box(r.end), "p", r.properties)).asJava
    cypher.update(
      s"UNWIND $$rows AS r MATCH (a:${quoted(Mark)} {${quoted(Key)}: r.s}) " +
        s"MATCH (b:${quoted(Mark)} {${quoted(Key)}: r.e}) CREATE (a)-[x:${quoted(kind)}]->(b) SET x += r.p",
      java.util.Map.of("rows", rows))
  }

  /** The temporary label, key and constraint gone; the source's schema made (answers what was not). */
  def finish(schema: SourceSchema, batch: Int): Seq[String] = {
    cypher.write(version.dropUnique(Mark, Key, Constraint))
    var left = true
    while (left) left = cypher.update(
      s"MATCH (n:${quoted(Mark)}) WITH n LIMIT $$batch REMOVE n:${quoted(Mark)} REMOVE n.${quoted(Key)} " +
        "RETURN count(n)", java.util.Map.of("batch", Long.box(batch.toLong))).count.exists(_ > 0)
    this.schema(schema)
  }

  /** The source's indexes and constraints made where the version has an equivalent; answers what was not. */
  def schema(schema: SourceSchema): Seq[String] = {
    schema.unique.foreach { case (label, key) => cypher.write(version.createUnique(label, key)) }
    val (indexes, composite) = schema.indexes.partition(_._2.size == 1 || version.compositeIndexes)
    indexes.foreach { case (label, keys) => cypher.write(version.createIndex(label, keys)) }
    version.awaitIndexes.foreach(cypher.write)
    schema.notCopied ++ composite.map { case (label, keys) =>
      s"the composite index on :$label(${keys.mkString(", ")}) (Neo4j $version has none)"
    }
  }
}

object CopyWriter {
  /** The temporary label and key (the source's id) joining relationships to their copied nodes. */
  val Mark = "TraversalPerfsCopy"
  val Key = "traversalPerfsCopyId"
  private val Constraint = "traversal_perfs_copy"
}
