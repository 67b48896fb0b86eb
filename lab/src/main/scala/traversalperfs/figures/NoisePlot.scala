package traversalperfs.figures

import traversalperfs.statistics.Difference
import traversalperfs.results.CellResult
/**
 * The rounds' p50s of every cell as a strip plot (`noise.svg` beside the report): one row per cell, one dot per server
 * start at its p50, on one logarithmic axis (ratios read alike anywhere on it), with the cell's between- and
 * within-start noise written beside it. A start settled apart shows as a dot far from its row's cluster.
 */
object NoisePlot {
  private val (left, right, rowHeight, top) = (360, 120, 34, 40)
  private val width = 1100

  def svg(results: Seq[CellResult], noise: Seq[NoiseComponents]): Option[String] = {
    val rows = results.flatMap(r => noise.find(_.cell == r.cell.title).map(n => (r, n, p50s(r)))).filter(_._3.nonEmpty)
    Option.when(rows.nonEmpty) {
      val all = rows.flatMap(_._3)
      val (low, high) = (all.min * 0.95, all.max * 1.05)
      def x(v: Double): Double = left + (math.log(v / low) / math.log(high / low)) * (width - left - right)
      val height = top + rows.size * rowHeight + 50
      val ticks = niceTicks(low, high)
      val body = rows.zipWithIndex.flatMap { case ((r, n, values), i) =>
        val y = top + i * rowHeight + rowHeight / 2
        Seq(s"""<text x="${left - 10}" y="${y + 4}" text-anchor="end">${escape(r.cell.title)}</text>""",
          s"""<line x1="$left" y1="$y" x2="${width - right}" y2="$y" stroke="#eee"/>""") ++
          values.map(v => f"""<circle cx="${x(v)}%.1f" cy="$y" r="4" fill="#1f77b4" fill-opacity="0.6"/>""") :+
          (f"""<text x="${width - right + 8}" y="${y + 4}">""" +
            f"""±${n.betweenPercent}%.1f / ±${n.withinPercent}%.1f %%</text>""")
      }
      val axis = ticks.flatMap { t =>
        Seq(f"""<line x1="${x(t)}%.1f" y1="$top" x2="${x(t)}%.1f" y2="${height - 45}" stroke="#ddd"/>""",
          f"""<text x="${x(t)}%.1f" y="${height - 30}" text-anchor="middle">$t%.4g</text>""")
      }
      (Seq(
        s"""<svg xmlns="http://www.w3.org/2000/svg" width="$width" height="$height" font-family="sans-serif" """ +
          """font-size="12">""",
        s"""<rect width="$width" height="$height" fill="white"/>""",
        s"""<text x="$left" y="20" font-weight="bold">p50 of each server start (ms, log scale)</text>""",
        s"""<text x="${width - right + 8}" y="20">between / within</text>""") ++ axis ++ body ++
        Seq(s"""<text x="${(left + width - right) / 2}" y="${height - 10}" text-anchor="middle">ms</text>""",
          "</svg>")).mkString("\n") + "\n"
    }
  }

  /** Each round's p50 in ms, from its requests on the lab's clock. */
  private def p50s(r: CellResult): Seq[Double] =
    r.latencySamples(0.5).repeats.filter(_.nonEmpty).map(Difference.nearestRank(_, 0.5) / 1000)

  /** About six round values across the range. */
  private def niceTicks(low: Double, high: Double): Seq[Double] = {
    val step = math.pow(10, math.floor(math.log10((high - low) / 5)))
    val unit = Seq(1.0, 2.0, 5.0, 10.0).map(_ * step).find(s => (high - low) / s <= 7).getOrElse(10 * step)
    Iterator.iterate(math.ceil(low / unit) * unit)(_ + unit).takeWhile(_ <= high).toSeq
  }

  private def escape(text: String): String = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
}
