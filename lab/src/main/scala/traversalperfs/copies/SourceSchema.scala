package traversalperfs.copies

import traversalperfs.server.ServerVersion
import traversalperfs.targets.CypherRunner
import org.json4s._

/**
 * The indexes and constraints of a copy's source the lab can make again on another version: range (b-tree) indexes on a
 * label's properties and uniqueness constraints on one. What else the source has (full-text, text, point and vector
 * indexes, relationship indexes, key and existence constraints) is listed, to be said not copied. Read with what the
 * source's version offers: `SHOW INDEXES` and `SHOW CONSTRAINTS` from 4.4, `db.indexes()` and `db.constraints()` on
 * 3.5; older versions' schema is not read (said).
 */
final case class SourceSchema(indexes: Seq[(String, Seq[String])], unique: Seq[(String, String)],
                              notCopied: Seq[String])

object SourceSchema {
  private implicit val formats: Formats = DefaultFormats
  private val Unique = """(?i)CONSTRAINT ON \(\s*\w+:`?([^`)]+?)`?\s*\) ASSERT \w+\.`?([^`\s]+?)`? IS UNIQUE""".r

  def read(cypher: CypherRunner, version: ServerVersion): SourceSchema =
    if (version.atLeast(4, 4)) {
      // an index a constraint owns: named from 5.x, said by its uniqueness on 4.4
      val (owner, owned) =
        if (version.major >= 5) ("owningConstraint", "owningConstraint IS NOT NULL")
        else ("uniqueness", "uniqueness = 'UNIQUE'")
      val indexes = cypher.read(s"SHOW INDEXES YIELD name, type, entityType, labelsOrTypes, properties, $owner " +
        s"RETURN name, type, entityType, labelsOrTypes, properties, $owned").rows
      val constraints = cypher.read("SHOW CONSTRAINTS YIELD name, type, entityType, labelsOrTypes, properties " +
        "RETURN name, type, entityType, labelsOrTypes, properties").rows
      val ranges = indexes.collect {
        case Seq(_, JString("RANGE" | "BTREE"), JString("NODE"), labels, keys, JBool(false)) =>
          labels.extract[Seq[String]].head -> keys.extract[Seq[String]]
      }
      val uniques = constraints.collect {
        case Seq(_, JString("UNIQUENESS" | "NODE_PROPERTY_UNIQUENESS"), JString("NODE"), labels, keys)
            if keys.extract[Seq[String]].size == 1 => labels.extract[Seq[String]].head -> keys.extract[Seq[String]].head
      }
      val others = indexes.collect {
        case Seq(JString(name), JString(kind), JString(entity), _, _, JBool(false))
            if kind != "LOOKUP" && !(Set("RANGE", "BTREE")(kind) && entity == "NODE") => s"$kind index $name"
      } ++ constraints.collect {
        case Seq(JString(name), JString(kind), JString(entity), _, keys)
            if !(kind.endsWith("UNIQUENESS") && entity == "NODE" && keys.extract[Seq[String]].size == 1) =>
          s"$kind constraint $name"
      }
      SourceSchema(ranges, uniques, others)
    } else if (version.atLeast(3, 5)) {
      val indexes = cypher.read("CALL db.indexes() YIELD description, tokenNames, properties, type " +
        "RETURN description, tokenNames, properties, type").rows
      val constraints = cypher.read("CALL db.constraints() YIELD description RETURN description").rows
        .flatMap(_.collect { case JString(text) => text })
      val ranges = indexes.collect {
        case Seq(_, labels, keys, JString("node_label_property")) =>
          labels.extract[Seq[String]].head -> keys.extract[Seq[String]]
      }
      val uniques = constraints.collect { case Unique(label, key) => label -> key }
      val others = indexes.collect {
        case Seq(JString(description), _, _, JString(kind))
            if kind != "node_label_property" && kind != "node_unique_property" => description
      } ++ constraints.filter(Unique.findFirstIn(_).isEmpty)
      SourceSchema(ranges, uniques, others)
    } else SourceSchema(Nil, Nil, Seq(s"the schema of Neo4j $version (the lab reads indexes and constraints from 3.5)"))
}
