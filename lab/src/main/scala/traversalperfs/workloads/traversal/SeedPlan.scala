package traversalperfs.workloads.traversal

import traversalperfs.settings.UserError
import traversalperfs.targets.RecordedDataset
import traversalperfs.tree.TreeKey

/** What a run covers: the sampled starts (within `scope`) x orders x caches, start by start. */
object SeedPlan {
  final case class Variant(start: String, order: String, cache: String) {
    def feederRecord: Map[String, Any] =
      Map("start" -> start, "scope" -> ExpectedCount.scopeOf(start), "order" -> order, "cache" -> cache)
  }

  def apply(settings: TraversalSettings): Seq[Variant] =
    for {
      start <- StartSample(settings.tree, settings.starts) if settings.scope.includes(start)
      order <- settings.orders
      cache <- settings.caches
    } yield Variant(start, order, cache)

  def variantOf(row: ExpectedCount): Variant = Variant(row.start, row.order, row.cache)

  /** What the run's files hold: the `csv` it reads and the `csv.record` file it records into. */
  def recorded(settings: TraversalSettings): Seq[ExpectedCount] =
    ExpectedCountsCsv.readAll(Seq(settings.csv, settings.csvRecord))

  /** Nothing needs recording when the files hold every variant of the plan on this tree. */
  def isRecorded(plan: Seq[Variant], settings: TraversalSettings): Either[String, Unit] =
    scala.util.Try(recorded(settings)).toEither.left.map(_.getMessage).flatMap { rows =>
      val ofTree = rows.filter(_.tree == settings.tree)
      if (ofTree.isEmpty) Left(s"nothing recorded on ${settings.tree} yet")
      else if (!plan.toSet.subsetOf(ofTree.map(variantOf).toSet))
        Left(s"some of the starts, orders or caches asked for are not recorded yet")
      else Right(())
    }

  /** The rows on `tree` that the plan selects; none is a UserError that says what the file holds instead. */
  def select(plan: Seq[Variant], tree: TreeKey, rows: Seq[ExpectedCount], where: String): Seq[ExpectedCount] = {
    val ofTree = rows.filter(_.tree == tree)
    if (ofTree.isEmpty)
      RecordedDataset.requireSame(where, "tree", "the one asked for",
        Some(s"recorded on ${rows.map(_.tree).distinct.mkString("; ")}, not $tree"),
        "run the seed simulation for this tree, or pass the matching depth/fanout/seed")
    val wanted = plan.toSet
    val selected = ofTree.filter(row => wanted.contains(variantOf(row)))
    if (selected.isEmpty)
      UserError(
        s"$where holds none of the starts x orders x caches asked for: run the seed simulation with these parameters")
    selected
  }
}
