package traversalperfs.copies

import traversalperfs.server.ServerVersion
import traversalperfs.targets.{CypherRunner, DatabaseSchema, SchemaElement}

/**
 * The indexes and constraints of a copy's source the lab can make again on another version: range (b-tree) indexes on a
 * label's properties and uniqueness constraints on one. A source run by Enterprise may hold key and existence
 * constraints, which the lab's Community servers cannot make: a node key on one property becomes a uniqueness
 * constraint (its uniqueness kept, its existence part not: `changed` says so), the others are left out. What else the
 * source has (full-text, text, point and vector indexes, relationship indexes) is listed, to be said not copied. Read
 * as [[DatabaseSchema]] reads them (3.5 and later); older versions' schema is not read (said).
 */
final case class SourceSchema(indexes: Seq[(String, Seq[String])], unique: Seq[(String, String)],
                              notCopied: Seq[String], changed: Seq[String] = Nil)

object SourceSchema {
  def read(cypher: CypherRunner, version: ServerVersion): SourceSchema =
    DatabaseSchema.read(cypher, version).fold(
      SourceSchema(Nil, Nil, Seq(s"the schema of Neo4j $version (the lab reads indexes and constraints from 3.5)")))(of)

  private val Enterprise = "Community has no key or existence constraints"

  def of(elements: Seq[SchemaElement]): SourceSchema = {
    val range = (e: SchemaElement) =>
      e.kind == "index" && Set("RANGE", "BTREE")(e.schemaType) && e.entity == "NODE" && e.tokens.nonEmpty
    val unique = (e: SchemaElement) =>
      e.kind == "constraint" && e.schemaType == "NODE_PROPERTY_UNIQUENESS" && e.properties.size == 1
    val key = (e: SchemaElement) =>
      e.kind == "constraint" && e.schemaType == "NODE_KEY" && e.tokens.size == 1 && e.properties.size == 1
    val enterpriseOnly = (e: SchemaElement) =>
      e.kind == "constraint" && (e.schemaType.endsWith("_KEY") || e.schemaType.endsWith("_EXISTENCE"))
    SourceSchema(
      elements.filter(e => range(e) && !e.unique).map(e => e.tokens.head -> e.properties),
      elements.filter(e => unique(e) || key(e)).map(e => e.tokens.head -> e.properties.head),
      // an index a constraint owns goes with its constraint; token lookup indexes every version makes itself
      elements.filterNot(e => range(e) || unique(e) || key(e) || e.unique || e.schemaType == "LOOKUP").map { e =>
        if (enterpriseOnly(e)) s"${e.describe} ($Enterprise)" else e.describe
      },
      elements.filter(key).map(e =>
        s"${e.describe} made a uniqueness constraint ($Enterprise: the key's values " +
          "stay unique, nodes without one are not refused)"))
  }
}
