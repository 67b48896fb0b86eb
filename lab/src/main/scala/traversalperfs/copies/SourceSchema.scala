package traversalperfs.copies

import traversalperfs.server.ServerVersion
import traversalperfs.targets.{CypherRunner, DatabaseSchema, SchemaElement}

/**
 * The indexes and constraints of a copy's source the lab can make again on another version: range (b-tree) indexes on a
 * label's properties and uniqueness constraints on one. What else the source has (full-text, text, point and vector
 * indexes, relationship indexes, key and existence constraints) is listed, to be said not copied. Read as
 * [[DatabaseSchema]] reads them (3.5 and later); older versions' schema is not read (said).
 */
final case class SourceSchema(indexes: Seq[(String, Seq[String])], unique: Seq[(String, String)],
                              notCopied: Seq[String])

object SourceSchema {
  def read(cypher: CypherRunner, version: ServerVersion): SourceSchema =
    DatabaseSchema.read(cypher, version).fold(
      SourceSchema(Nil, Nil, Seq(s"the schema of Neo4j $version (the lab reads indexes and constraints from 3.5)")))(of)

  def of(elements: Seq[SchemaElement]): SourceSchema = {
    val range = (e: SchemaElement) =>
      e.kind == "index" && Set("RANGE", "BTREE")(e.schemaType) && e.entity == "NODE" && e.tokens.nonEmpty
    val unique = (e: SchemaElement) =>
      e.kind == "constraint" && e.schemaType == "NODE_PROPERTY_UNIQUENESS" && e.properties.size == 1
    SourceSchema(
      elements.filter(e => range(e) && !e.unique).map(e => e.tokens.head -> e.properties),
      elements.filter(unique).map(e => e.tokens.head -> e.properties.head),
      // an index a constraint owns goes with its constraint; token lookup indexes every version makes itself
      elements.filterNot(e => range(e) || unique(e) || e.unique || e.schemaType == "LOOKUP").map(_.describe))
  }
}
