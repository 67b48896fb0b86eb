package traversalperfs.dumps

import traversalperfs.targets.SchemaElement

/**
 * What became of each index and constraint from one store of the ladder to the next: the same element is the one on the
 * same labels or types and properties, of the same kind and uniqueness (a full-text index: of the same name), whatever
 * its name and type; its type kept or converted (4.x's BTREE to 5.x's RANGE), or dropped where the next version has
 * none; an element the next version made itself (5.x's token lookup indexes) is said as added.
 */
object IndexFates {
  final case class Fate(element: SchemaElement, after: Option[SchemaElement]) {
    def words: String = after match {
      case None => "dropped: no equivalent on the new version"
      case Some(a) if a.schemaType == element.schemaType => "kept"
      case Some(a) => s"converted to ${a.schemaType}"
    }

    def changed: Boolean = !after.exists(_.schemaType == element.schemaType)
  }

  /** Each element before its step, with what stands for it after; then what the step added. */
  def of(before: Seq[SchemaElement], after: Seq[SchemaElement]): (Seq[Fate], Seq[SchemaElement]) = {
    val key = (e: SchemaElement) => (e.kind, e.on)
    val afterByKey = after.groupBy(key)
    (before.map(e => Fate(e, afterByKey.get(key(e)).map(_.head))),
      after.filterNot(e => before.exists(key(_) == key(e))))
  }

  /**
   * The elements of every store, a row each (first seen first), the type it has on each version in order, `-` where it
   * is not (`dropped` on the first version without it after one with it).
   */
  def table(schemas: Seq[(String, Seq[SchemaElement])]): Seq[(SchemaElement, Seq[String])] = {
    val keyed = schemas.map { case (v, elements) => v -> elements.map(e => (e.kind, e.on) -> e).toMap }
    val rows = schemas.flatMap(_._2).map(e => (e.kind, e.on) -> e).distinctBy(_._1)
    rows.map { case (k, element) =>
      val cells = keyed.map(_._2.get(k).map(_.schemaType))
      element -> cells.indices.map(i =>
        cells(i).getOrElse(if (i > 0 && cells.take(i).exists(_.isDefined)) "dropped" else "-"))
    }
  }
}
