package traversalperfs.workloads.traversal

import traversalperfs.replay.CsvTable
import traversalperfs.settings.UserError
import traversalperfs.tree.TreeKey
import java.nio.file.{Files, Path}

/** One recorded answer: on `tree`, from `start`, in `order` with `cache`, the extension counted `count`. */
final case class ExpectedCount(tree: TreeKey, start: String, order: String, cache: String, count: Long) {
  /** Root and subtree traversals differ by orders of magnitude, so reports keep them apart. */
  def scope: String = ExpectedCount.scopeOf(start)

  /** What a row answers: two rows with the same key must hold the same count. */
  def key: (TreeKey, String, String, String) = (tree, start, order, cache)
}

object ExpectedCount {
  /** The whole tree's traversal: the scope (and the summary's row group) a comparison measures. */
  val Root = "root"
  val Subtree = "subtree"

  def scopeOf(start: String): String = if (start.isEmpty) Root else Subtree
}

/**
 * The expected-counts CSV the seed simulation writes and the replay feeds to Gatling. Each row carries the tree it was
 * recorded on: one file may hold several trees, a run selects its own tree's rows, and recording adds rows without
 * dropping any other tree's. Values never need quoting.
 */
object ExpectedCountsCsv {
  val Header: Seq[String] = Seq("depth", "fanout", "seed", "start", "scope", "order", "cache", "count")

  def write(path: Path, rows: Seq[ExpectedCount]): Unit =
    CsvTable.write(path, Header, rows.map(values), quoteOnlyWhereNeeded = true)

  /** Adds `rows` to the file at `path` (created if absent): rows with the same key are replaced, all others kept. */
  def append(path: Path, rows: Seq[ExpectedCount]): Unit =
    write(path, merge(if (Files.exists(path)) read(path) else Nil, rows))

  /** `existing` in their order with `added` replacing rows of the same key, then the new ones. */
  def merge(existing: Seq[ExpectedCount], added: Seq[ExpectedCount]): Seq[ExpectedCount] = {
    val byKey = added.map(r => r.key -> r).toMap
    val kept = existing.map(r => byKey.getOrElse(r.key, r))
    val keptKeys = existing.map(_.key).toSet
    kept ++ added.filterNot(r => keptKeys.contains(r.key))
  }

  /**
   * The rows of every file in `paths` that exists (the committed file and the run's recorded one), checked: two files
   * that give one key different counts are a UserError. None existing is a UserError naming the first.
   */
  def readAll(paths: Seq[Path]): Seq[ExpectedCount] = {
    val existing = paths.distinct.filter(Files.isRegularFile(_))
    if (existing.isEmpty) read(paths.head)
    val rows = existing.map(path => path -> read(path))
    val counts = scala.collection.mutable.LinkedHashMap[(TreeKey, String, String, String), (Path, ExpectedCount)]()
    for ((path, fileRows) <- rows; row <- fileRows) counts.get(row.key) match {
      case Some((other, known)) if known.count != row.count =>
        UserError(s"$other and $path disagree on ${row.tree}, start '${row.start}' ${row.order} cache ${row.cache}: " +
          s"${known.count} vs ${row.count}: remove the wrong one")
      case Some(_) => ()
      case None => counts.put(row.key, path -> row)
    }
    counts.values.map(_._2).toSeq
  }

  /** A row as Gatling's CSV feeder reads it: the header's names, every value a string. */
  def feederRow(r: ExpectedCount): Map[String, Any] = Header.zip(values(r)).toMap

  /** A row's values in the header's order, as text. */
  private def values(r: ExpectedCount): Seq[String] =
    Seq(r.tree.depth, r.tree.fanout, r.tree.seed, r.start, r.scope, r.order, r.cache, r.count).map(_.toString)

  /** Reads and checks the whole file; any problem is a UserError naming the file and line. */
  def read(path: Path): Seq[ExpectedCount] = {
    if (!Files.isRegularFile(path))
      UserError(
        s"no expected counts at $path: run the seed simulation first (./mvnw gatling:test runs seed then replay)")
    val lines = CsvTable.records(path)
    if (lines.isEmpty) UserError(s"$path is empty: run the seed simulation again")
    if (lines.head != Header)
      UserError(s"$path line 1: the header must be ${Header.mkString(",")}; got '${lines.head.mkString(",")}'")
    if (lines.size == 1) UserError(s"$path has a header but no rows: run the seed simulation again")
    lines.zipWithIndex.tail.map { case (line, index) => parseRow(path, index + 1, line) }
  }

  private def parseRow(path: Path, lineNumber: Int, cells: Seq[String]): ExpectedCount = {
    def bad(what: String): Nothing = UserError(s"$path line $lineNumber: $what; got '${cells.mkString(",")}'")
    if (cells.size != Header.size) bad(s"expected ${Header.size} comma-separated values")
    val Seq(depth, fanout, seed, start, scope, order, cache, count) = cells
    val tree = TreeKey(
      depth.toIntOption.filter(_ >= 1).getOrElse(bad("depth must be a whole number >= 1")),
      fanout.toIntOption.filter(_ >= 1).getOrElse(bad("fanout must be a whole number >= 1")),
      seed.toLongOption.getOrElse(bad("seed must be a whole number")))
    if (!StartSample.isNodeOf(tree, start)) bad(s"start '$start' is not a node of the tree ($tree)")
    if (scope != ExpectedCount.scopeOf(start)) bad(s"scope must be ${ExpectedCount.scopeOf(start)} for start '$start'")
    if (!TraversalSettings.Orders.contains(order))
      bad(s"order must be one of ${TraversalSettings.Orders.mkString(", ")}")
    if (!TraversalSettings.Caches.contains(cache))
      bad(s"cache must be one of ${TraversalSettings.Caches.mkString(", ")}")
    val expected = count.toLongOption.filter(_ >= 0).getOrElse(bad("count must be a whole number >= 0"))
    ExpectedCount(tree, start, order, cache, expected)
  }
}
