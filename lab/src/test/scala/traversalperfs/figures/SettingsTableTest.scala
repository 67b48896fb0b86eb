package traversalperfs.figures

import traversalperfs.comparison.Comparison
import traversalperfs.server.Neo4jVersions
import traversalperfs.server.conf.{ConfLine, ConfOnVersion, ProductionConf, SettingFate, UserConf}
import traversalperfs.results.{CellSetting, CellSettings}
import traversalperfs.statistics.RoundsRule
import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.Paths

/**
 * The report's "Settings on each version": a row per setting as written, its fate on each version in a few words (fed
 * here: 4.4.48 as given, 5.26.30 as a tool would say), in comparison.md, on the page and in comparison.json.
 */
@Tag(Lanes.Units)
class SettingsTableTest {
  private val conf = UserConf.read(ProductionConf.write(Paths.get("target/settings-table-test").toAbsolutePath),
    "neo4j.conf")
  private val by = Some("Neo4j 5.26.30's neo4j-admin server migrate-configuration")
  private val table = Comparison.settingsTable(Seq(
      ConfOnVersion.of(conf, Neo4jVersions.V4_4, Map.empty, _ => Nil),
      ConfOnVersion.of(conf, Neo4jVersions.V5_26, Map.empty,
        _.map {
          case l if l.name == "dbms.logs.query.enabled" =>
            SettingFate.Applied(l,
              ConfLine("db.logs.query.enabled", "INFO",
                l.number), by)
          case l => SettingFate.LeftOut(l, "no such setting in its Community edition")
        }))).get

  @Test def aRowPerSettingItsFateOnEachVersion(): Unit = {
    val markdown = table.markdown.mkString("\n")
    assertTrue(markdown.startsWith("## Settings on each version\n\n| neo4j.conf | 4.4.48 | 5.26.30 |\n|---|---|---|\n"),
      markdown)
    assertTrue(markdown.contains("| `dbms.logs.query.enabled=INFO` | applied | renamed db.logs.query.enabled |"),
      markdown)
    assertTrue(markdown.contains("| `dbms.no_such.setting=42` | applied | left out: no such setting in its Community " +
        "edition |"), markdown)
    assertTrue(markdown.contains("| `dbms.memory.heap.max_size=600m` | the server JVM's -Xmx600m | the server JVM's " +
        "-Xmx600m |"), markdown)
    assertTrue(markdown.contains("| `apoc.import.file.enabled=true` | applied | in apoc.conf |"), markdown)
    assertTrue(
      table.html.contains("<tr><th><code>dbms.logs.query.enabled=INFO</code></th>" +
        "<td class=\"plan-differs\">applied</td><td class=\"plan-differs\">renamed db.logs.query.enabled</td></tr>"),
      table.html)
  }

  @Test def theSummaryKeepsIt(): Unit = {
    val run = ComparisonReport.RunDescription(
      ComparisonReport.WorkloadReport(ComparisonReport.Heading("Made up", "two versions"),
        CellSettings(CellSetting.Dataset := "tree")), RoundsRule(1), settingsOnVersions = Some(table))
    val summary = ComparisonSummary.of(Nil, Nil, run, "A B", Noise(Nil, 0, 0), Map.empty)
    val read = ComparisonSummary.read(ComparisonSummary.json(summary)).settingsOnVersions.get
    assertEquals(("neo4j.conf", List("4.4.48", "5.26.30")), (read.conf, read.versions))
    assertEquals(Map("4.4.48" -> "applied", "5.26.30" -> "renamed db.logs.query.enabled"),
      read.rows.find(_.setting == "dbms.logs.query.enabled=INFO").get.fates)
  }
}
