package traversalperfs.copies

/** A relationship as the source holds it: its id there, its nodes' ids there, its type and properties. */
final case class CopiedRelationship(id: Long, start: Long, end: Long, kind: String,
                                    properties: java.util.Map[String, AnyRef])
