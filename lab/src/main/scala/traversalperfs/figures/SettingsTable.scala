package traversalperfs.figures

/**
 * The user's neo4j.conf on each version the comparison started: a row per setting as written, what became of it on each
 * ([[traversalperfs.server.conf.SettingFate]]). The report shows it beside the indexes' table.
 */
final case class SettingsTable(conf: String, versions: Seq[String], rows: Seq[SettingsTable.Row]) {
  def markdown: Seq[String] =
    Seq(SettingsTable.Heading, "", s"| $conf | ${versions.mkString(" | ")} |",
      "|---|" + versions.map(_ => "---|").mkString) ++
      rows.map(r => s"| `${r.setting}` | ${r.fates.mkString(" | ")} |") ++ Seq("", SettingsTable.Note, "")

  def html: String = {
    import ComparisonPage.escape
    s"""<h2 id="settings">Settings on each version</h2>
<table id="settings-table"><tr><th>${escape(conf)}</th>${versions.map(v => s"<th>${escape(v)}</th>").mkString}</tr>
${rows.map(r =>
        s"<tr><th><code>${escape(r.setting)}</code></th>" + r.fates.map(f =>
          s"""<td${if (r.fates.distinct.size > 1) """ class="plan-differs"""" else ""}>${escape(f)}</td>""").mkString +
          "</tr>").mkString("\n")}
</table>
<p><small>${escape(SettingsTable.Note)}</small></p>"""
  }
}

object SettingsTable {
  final case class Row(setting: String, fates: Seq[String])

  val Heading = "## Settings on each version"

  val Note = "Renamed and refused by each version's own neo4j-admin server migrate-configuration (5.0 and " +
    "later); before 5.0 as written, what the server warns it does not know then ignored; the heap and page cache " +
    "are the server JVM's unless given on the command line (docs/upgrade.md#your-neo4jconf)."
}
