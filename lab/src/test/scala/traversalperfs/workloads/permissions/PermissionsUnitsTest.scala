package traversalperfs.workloads.permissions

import traversalperfs.testing.Lanes
import traversalperfs.settings.{Parameters, UserError}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.workloads.permissions._

import java.nio.file.Files

/** The permissions workload's files and plans, in process, no server. */
@Tag(Lanes.Units)
class PermissionsUnitsTest {
  private val key = PermissionsKey(30, 4, 10, 200, 2, 5, -7)

  @Test def theDatasetKeyReadsBackFromItsText(): Unit = {
    assertEquals(Some(key), PermissionsKey.parse(key.text))
    assertEquals(None, PermissionsKey.parse("users=3;groups=x"))
  }

  @Test def recordedChecksRoundTripAndBadFilesAreRefusedInOneLine(): Unit = {
    val dir = Files.createTempDirectory("permissions-csv")
    val file = dir.resolve("checks.csv")
    val rows = Seq(PermissionsRow(1, "u1", Seq("d1", "d2")), PermissionsRow(0, "u2", Seq("d3")))
    PermissionsCsv.write(file, key, rows)
    assertEquals((key, rows), PermissionsCsv.read(file))
    // the article's format, unquoted, as Gatling's csv feeder and a reader of the article expect it
    assertEquals(s"${PermissionsCsv.Header}\n1,u1,d1 d2,${key.text}\n0,u2,d3,${key.text}\n", Files.readString(file))
    assertEquals(Some(key), PermissionsCsv.recordedOn(file))
    assertEquals(None, PermissionsCsv.recordedOn(dir.resolve("absent.csv")))
    def refused(lines: String*): String = {
      Files.writeString(file, lines.mkString("\n"))
      assertThrows(classOf[UserError], () => PermissionsCsv.read(file)).getMessage
    }
    assertTrue(refused("results,userid").contains("header"))
    assertTrue(refused(PermissionsCsv.Header).contains("no rows"))
    assertTrue(refused(PermissionsCsv.Header, s"3,u1,d1 d2,${key.text}").contains("not between 0 and the 2 documents"))
    assertTrue(refused(PermissionsCsv.Header, s"x,u1,d1,${key.text}").contains("whole number"))
    assertTrue(refused(PermissionsCsv.Header, "1,u1,d1").contains("expected 4 columns"))
    assertTrue(refused(PermissionsCsv.Header, s"1,u1,d1,${key.text}", s"1,u1,d1,${key.copy(seed = 1).text}").contains(
        "mixes"))
  }

  @Test def aRecordPlanIsReproducibleAndDrawsDistinctDocuments(): Unit = {
    val users = (1 to 20).map(i => s"u$i")
    val documents = (1 to 500).map(i => s"d$i")
    val plan = new RecordPlan(users, documents, 100, 3)
    assertEquals(plan.check(17), new RecordPlan(users, documents, 100, 3).check(17))
    assertNotEquals(plan.check(17), new RecordPlan(users, documents, 100, 4).check(17))
    for (i <- 0L until 50L) {
      val (_, docs) = plan.check(i)
      assertTrue(docs.nonEmpty && docs.size <= 100 && docs.distinct.size == docs.size, docs.toString)
    }
  }

  @Test def settingsReadBackFromTheArgumentsTheyWrite(): Unit = {
    val settings =
      PermissionsSettings.load(Parameters.of("permissions.documents" -> "5000", "users" -> "7", "ramp" -> "0"))
    assertEquals(100, settings.dataset.folders, "folders default to documents / 50")
    val again = PermissionsSettings.load(new Parameters(name =>
        settings.arguments().map(_.stripPrefix("-D").split("=", 2)).collectFirst { case Array(`name`, v) => v }))
    // the lab's own settings it shares (users, duration, lab.summary) are the workload's here: compared through it
    assertEquals(settings.copy(lab = null), again.copy(lab = null))
    assertEquals((settings.lab.server.neo4j, settings.lab.server.heap, settings.lab.server.pageCache),
      (again.lab.server.neo4j, again.lab.server.heap, again.lab.server.pageCache))
    val tooMany =
      assertThrows(classOf[UserError], () => PermissionsSettings.load(Parameters.of("record.documents" -> "10001")))
    assertTrue(tooMany.getMessage.contains("at most 10,000"), tooMany.getMessage)
  }
}
