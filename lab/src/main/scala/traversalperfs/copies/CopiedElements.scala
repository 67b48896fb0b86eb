package traversalperfs.copies

/** A node as the source holds it: its id there (only to join relationships), labels and properties (Java values). */
final case class CopiedNode(id: Long, labels: Seq[String], properties: java.util.Map[String, AnyRef])

/** A relationship as the source holds it: its id there, its nodes' ids there, its type and properties. */
final case class CopiedRelationship(id: Long, start: Long, end: Long, kind: String,
                                    properties: java.util.Map[String, AnyRef])
