package traversalperfs.docs

/**
 * docs/images/architecture.svg, drawn from [[Layers]]: the simulations on top, the lab's packages in rows by how high
 * each stands (a package names only those in rows below it), the extension in the servers at the bottom. Written by
 * `-Pdocs`; `ArchitectureTest` fails when the committed picture is not this one.
 */
object ArchitecturePicture {
  private val Width = 900
  private val Margin = 20
  private val RowHeight = 50
  private val BoxHeight = 40

  def svg: String = {
    val rows = Layers.All.groupBy(l => Layers.level(l.name)).toSeq.sortBy(-_._1).map(_._2)
    val top = 2 * Margin + BoxHeight + 10
    val bottom = top + rows.size * RowHeight + 10
    val height = bottom + BoxHeight + 2 * Margin
    val packages = rows.zipWithIndex.flatMap { case (row, i) =>
      val width = (Width - 2 * Margin - (row.size - 1) * 12) / row.size
      row.zipWithIndex.map { case (layer, j) =>
        box(Margin + j * (width + 12), top + i * RowHeight, width, s"${layer.name}/", layer.holds, "lab")
      }
    }
    (Seq(
      s"""<svg xmlns="http://www.w3.org/2000/svg" width="$Width" height="$height" viewBox="0 0 $Width $height" """ +
        """font-family="sans-serif" font-size="13">""",
      "  <style>",
      "    rect { stroke-width: 1.2; } .lab { fill: #eef0fb; stroke: #5563a8; }",
      "    .sim { fill: #e8f3e8; stroke: #4f8a4f; } .ext { fill: #fbf1e6; stroke: #b07a3a; }",
      "    .name { font-weight: bold; } .note { fill: #555; font-size: 11.5px; }",
      "  </style>",
      box(Margin, Margin, Width - 2 * Margin, "src/test/scala: the simulations Gatling runs",
        "a record and a replay per workload, five lines each; they name the workloads", "sim")) ++
      Seq(s"""  <text class="note" x="$Margin" y="${top - 6}">lab/src/main/scala/traversalperfs, bottom up: each """ +
        "package names only packages in rows below it " +
        "(docs/architecture.md's table, checked by ArchitectureTest)</text>") ++
      packages ++
      Seq(box(Margin, bottom, Width - 2 * Margin, "plugin*: the extension in each Neo4j server (2.2 … 2026.08)",
          "over HTTP and Bolt on 127.0.0.1; gatling-neo4j, Bolt for Gatling, names nothing of the lab", "ext"),
        "</svg>")).mkString("", "\n", "\n")
  }

  private def box(x: Int, y: Int, width: Int, name: String, note: String, kind: String): String =
    s"""  <rect class="$kind" x="$x" y="$y" width="$width" height="$BoxHeight" rx="5"/>""" +
      s"""<text class="name" x="${x + 8}" y="${y + 16}">${escape(name)}</text>""" +
      s"""<text class="note" x="${x + 8}" y="${y + 32}">${escape(note)}</text>"""

  private def escape(text: String): String = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
}
