package traversalperfs.targets

import traversalperfs.server.ServerVersion
import org.json4s._

/**
 * An index or a constraint of a database, in the words of 4.4 and later (`SHOW INDEXES`, `SHOW CONSTRAINTS`): `kind` is
 * `index` or `constraint`; `schemaType` the index's type (`BTREE`, `RANGE`, `TEXT`, `POINT`, `FULLTEXT`, `LOOKUP`,
 * `VECTOR`) or the constraint's (`UNIQUENESS`, `NODE_KEY`, …); `entity` `NODE` or `RELATIONSHIP`; `unique`: an index a
 * constraint owns.
 */
final case class SchemaElement(kind: String, name: String, schemaType: String, entity: String, tokens: Seq[String],
                               properties: Seq[String], unique: Boolean = false) {
  /** What it is on, whatever its type and name: how the same element is found on another version. */
  def on: String = if (schemaType == SchemaElement.Other) name
  else {
    val node = entity != "RELATIONSHIP"
    val pattern =
      if (tokens.isEmpty) s"every ${if (node) "node's labels" else "relationship's type"}"
      else if (node) tokens.map(":" + _).mkString
      else tokens.mkString("()-[:", "|", "]-()")
    val what =
      if (kind == "constraint") schemaType.stripPrefix("NODE_").stripPrefix("RELATIONSHIP_").toLowerCase
      else if (unique) "unique"
      else if (schemaType == "FULLTEXT") s"full-text $name"
      else ""
    pattern + (if (properties.isEmpty) "" else properties.mkString("(", ", ", ")")) +
      (if (what.isEmpty) "" else s" $what")
  }

  /** `index index_1 on :Person(name)`, `constraint on :Person(email) property_uniqueness`. */
  def describe: String =
    if (schemaType == SchemaElement.Other) s"$kind $name"
    else s"$kind ${if (name.isEmpty) "" else s"$name "}on $on"
}

object SchemaElement {
  /** A 3.5 constraint other than uniqueness (Enterprise's node keys, existence): named by its description. */
  val Other = "OTHER"
}

/**
 * The indexes and constraints of the default database, read with what its version offers: `SHOW INDEXES` and `SHOW
 * CONSTRAINTS` from 4.4, `db.indexes()` and `db.constraints()` on 3.5 (its native indexes named `BTREE`, as 4.x calls
 * them; its constraints as their descriptions say). Older versions' schema is not read: None.
 */
object DatabaseSchema {
  private implicit val formats: Formats = DefaultFormats
  private val Unique = """(?i)CONSTRAINT ON \(\s*\w+:`?([^`)]+?)`?\s*\) ASSERT \w+\.`?([^`\s]+?)`? IS UNIQUE""".r
  // what 3.5 Enterprise says of its key and existence constraints (as 4.4 and later name them)
  private val NodeKey = """(?i)CONSTRAINT ON \(\s*\w+:`?([^`)]+?)`?\s*\) ASSERT \(?(.+?)\)? IS NODE KEY""".r
  private val NodeExists = """(?i)CONSTRAINT ON \(\s*\w+:`?([^`)]+?)`?\s*\) ASSERT exists\((.+)\)""".r
  private val RelationshipExists =
    """(?i)CONSTRAINT ON \(\s*\)-\[\s*\w+:`?([^`\]]+?)`?\s*\]-\(\s*\) ASSERT exists\((.+)\)""".r
  private def keys(text: String): Seq[String] =
    text.split(",").toSeq.map(_.trim.replaceFirst("""^\w+\.""", "").stripPrefix("`").stripSuffix("`"))

  def read(cypher: CypherRunner, version: ServerVersion): Option[Seq[SchemaElement]] =
    if (version.atLeast(4, 4)) Some(show(cypher, version))
    else if (version.atLeast(3, 5)) Some(procedures(cypher))
    else None

  private def strings(value: JValue): Seq[String] = value.extractOpt[Seq[String]].getOrElse(Nil)

  private def show(cypher: CypherRunner, version: ServerVersion): Seq[SchemaElement] = {
    // an index a constraint owns: named from 5.x, said by its uniqueness on 4.4
    val owned = if (version.major >= 5) "owningConstraint IS NOT NULL" else "uniqueness = 'UNIQUE'"
    val indexes = cypher.read("SHOW INDEXES YIELD * " +
      s"RETURN name, type, entityType, labelsOrTypes, properties, $owned ORDER BY name").rows.collect {
      case Seq(JString(name), JString(kind), JString(entity), tokens, keys, owns) =>
        SchemaElement("index", name, kind, entity, strings(tokens), strings(keys), owns == JBool(true))
    }
    val constraints = cypher.read("SHOW CONSTRAINTS YIELD * " +
      "RETURN name, type, entityType, labelsOrTypes, properties ORDER BY name").rows.collect {
      case Seq(JString(name), JString(kind), JString(entity), tokens, keys) =>
        SchemaElement("constraint", name, if (kind == "UNIQUENESS") "NODE_PROPERTY_UNIQUENESS" else kind, entity,
          strings(tokens), strings(keys))
    }
    indexes ++ constraints
  }

  private def procedures(cypher: CypherRunner): Seq[SchemaElement] = {
    val indexes = cypher.read("CALL db.indexes() YIELD indexName, tokenNames, properties, type " +
      "RETURN indexName, tokenNames, properties, type ORDER BY indexName").rows.collect {
      case Seq(JString(name), tokens, keys, JString(kind)) =>
        SchemaElement("index", name, if (kind.endsWith("fulltext")) "FULLTEXT" else "BTREE",
          if (kind.startsWith("relationship")) "RELATIONSHIP" else "NODE", strings(tokens), strings(keys),
          unique = kind == "node_unique_property")
    }
    val constraints = cypher.read("CALL db.constraints() YIELD description RETURN description").rows.collect {
      case Seq(JString(description)) => constraint(description)
    }
    indexes ++ constraints
  }

  /** A constraint as 3.5 describes it, named as 4.4 and later name its type (others kept by their description). */
  def constraint(description: String): SchemaElement = description match {
    case Unique(label, key) => SchemaElement("constraint", "", "NODE_PROPERTY_UNIQUENESS", "NODE", Seq(label), Seq(key))
    case NodeKey(label, on) => SchemaElement("constraint", "", "NODE_KEY", "NODE", Seq(label), keys(on))
    case NodeExists(label, on) =>
      SchemaElement("constraint", "", "NODE_PROPERTY_EXISTENCE", "NODE", Seq(label), keys(on))
    case RelationshipExists(kind, on) =>
      SchemaElement("constraint", "", "RELATIONSHIP_PROPERTY_EXISTENCE", "RELATIONSHIP", Seq(kind), keys(on))
    case other => SchemaElement("constraint", other, SchemaElement.Other, "NODE", Nil, Nil)
  }
}
