package traversalperfs.comparison

import traversalperfs.lab._
import traversalperfs.lab.permissions._

import java.nio.file.{Files, Path}

/**
 * The comparison on the permissions workload (`-Dworkload=permissions`): for each version in turn, starts it with
 * the same heap and page cache, populates the same dataset (stores are reused), records the checks once (on the
 * first version, confirmed by Cypher) unless `permissions.csv` holds them, checks that the version answers every
 * recorded check the same, then replays them as its own Gatling run; one report for all versions.
 */
object PermissionsComparison {
  def run(parameters: Parameters): Seq[String] = {
    val settings = PermissionsSettings.load(parameters)
    if (settings.lab.target.isDefined) LabError("the comparison starts its own servers: drop target")
    val versions = parameters.choices("compare.versions", Neo4jVersions.All.filter(_.comparedByDefault).map(_.version),
      EmbeddedNeo4j.availableVersions(settings.lab.baseDir))
    val jvm = ServerJvm(settings.lab.heap, "G1")
    val options = ComparisonOptions.load(parameters, settings.lab.baseDir)
    val out = settings.lab.baseDir.resolve("target/comparison")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val jars = Comparison.copyJars(settings.lab.baseDir, versions, out)
    println(s"[traversal-perfs] permissions comparison: ${versions.mkString(", ")}, ${settings.dataset}, " +
      s"${settings.loadDescription} per version" + (if (options.repeats > 1) s", ${options.repeats} times each" else ""))

    val disagreements = scala.collection.mutable.ArrayBuffer[String]()
    val servers = ComparisonServers(settings.lab.baseDir, versions, Seq(jvm), options.repeats, settings.lab.pageCache,
      settings.lab.serverOptions, jars, bulk = Some(BulkDataset.permissions(settings.dataset)), populate = settings.lab.populate)
    val results = servers.run(settings.store) { (version, _, server) =>
      val target = LabTarget.embedded(server)
      DatasetOnServer.ensure(target, new PermissionsClient(target.client), settings.dataset)
      if (PermissionsCsv.recordedOn(settings.csv).isEmpty) {
        println(s"[traversal-perfs] recording permission checks on Neo4j $version into ${settings.csv}")
        val record = MavenRun.start(settings.lab.baseDir, out.resolve("logs"), "record", settings.arguments(
          "gatling.simulationClass" -> "traversalperfs.simulations.permissions.PermissionsRecordSimulation",
          "target" -> server.baseUrl))
        if (record.exitCode() != 0) LabError(s"recording the permission checks failed: see ${record.log}")
      }
      disagreements ++= crossCheck(version, new PermissionsClient(target.client), settings)
    } { (version, jvm, server, repeat) => Seq(replay(version, jvm, server, settings, out, repeat)) }

    val description = ComparisonReport.RunDescription(
      ComparisonReport.Heading("Permission checks, side by side",
        s"Dataset: ${settings.dataset}; every recorded check replayed verified; ${settings.loadDescription}; client-side milliseconds."),
      Map("workload" -> "permissions", "dataset" -> settings.dataset.toString, "load" -> settings.loadDescription,
        "pageCache" -> settings.lab.pageCache), options, settings.lab.testDelayMillis, settings.lab.baseDir)
    val baseline = ComparisonReport.write(out, results, disagreements.toSeq, description)
    Comparison.finish(out, results, disagreements.toSeq, baseline, description)
  }

  /** Every version must answer every recorded check with the recorded count, before any load is measured. */
  private def crossCheck(version: String, client: PermissionsClient, settings: PermissionsSettings): Seq[String] = {
    val (_, rows) = PermissionsCsv.read(settings.csv)
    rows.zipWithIndex.flatMap { case (row, i) =>
      val answered = client.check(row.userId, row.documentIds).size
      if (answered == row.results) None
      else Some(s"Neo4j $version answers $answered readable documents to check ${i + 1} (user ${row.userId}), " +
        s"${settings.csv} says ${row.results}")
    }
  }

  private def replay(version: String, jvm: ServerJvm, server: EmbeddedNeo4j, settings: PermissionsSettings,
                     out: Path, repeat: Int): CellResult = {
    val cell = ComparisonCell(version, jvm, "-", Variant("check", "none", "permissions"))
    val dir = ComparisonServers.cellDir(out, cell.id, repeat)
    val summary = dir.resolve("summary.json")
    println(s"[traversal-perfs] cell ${cell.title}")
    val run = MavenRun.start(settings.lab.baseDir, dir, "replay", settings.arguments(
      "gatling.simulationClass" -> "traversalperfs.simulations.permissions.PermissionsReplaySimulation",
      "target" -> server.baseUrl, "lab.summary" -> summary.toString))
    val exit = run.exitCode()
    val report = Comparison.keepReport(run, dir, out)
    val replayed = Comparison.readSummary(summary)
    CellResult(cell, exit, replayed.flatMap(_.rows.headOption), replayed.flatMap(_.workingSetMb), None, report,
      out.relativize(run.log).toString, Map(
        "version" -> version, "jvm" -> s"Java ${Runtime.version()}", "heap" -> jvm.heap, "gc" -> jvm.gc,
        "pageCache" -> settings.lab.pageCache, "dataset" -> settings.dataset.toString, "users" -> settings.users.toString,
        "rampSeconds" -> settings.rampSeconds.toString, "durationSeconds" -> settings.durationSeconds.toString,
        "pauseMaxMillis" -> settings.pauseMaxMillis.toString, "load" -> settings.loadDescription, "checks" -> settings.csv.toString),
      replayed.flatMap(_.requestsPerSecond), replayed.flatMap(_.offeredPerSecond), replayed.flatMap(_.capacity),
      error = RunError.of(run.output))
  }
}
