package traversalperfs.comparison

import traversalperfs.lab._
import traversalperfs.lab.workload._

import java.nio.file.{Files, Path}

/**
 * The comparison on a workload file (`-Dworkload=file:<workload.yml>`): for each version in turn, starts it with the
 * same heap and page cache, makes the file's dataset (stores are reused), records the answers (on the first
 * version, unless the CSV holds them) or checks that this version holds the recorded dataset and gives every
 * recorded answer (a difference fails the comparison), then replays them as its own Gatling run; one report, a
 * column per version and query.
 */
object WorkloadComparison {
  def run(parameters: Parameters): Seq[String] = {
    val settings = WorkloadSettings.load(parameters)
    if (settings.lab.target.isDefined || settings.store.isDefined)
      LabError("the comparison starts its own servers on stores it makes: drop target and workload.store")
    val versions = parameters.choices("compare.versions", Neo4jVersions.All.filter(_.comparedByDefault).map(_.version),
      EmbeddedNeo4j.availableVersions(settings.lab.baseDir))
    versions.foreach(settings.storeOf) // a file without a dataset is refused here, before any server
    val jvm = ServerJvm(settings.lab.heap, "G1")
    val options = ComparisonOptions.load(parameters, settings.lab.baseDir)
    val out = settings.lab.baseDir.resolve("target/comparison")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val jars = Comparison.copyJars(settings.lab.baseDir, versions, out)
    println(s"[traversal-perfs] workload comparison: ${settings.workload.name} (${settings.workload.file}), " +
      s"${versions.mkString(", ")}, ${settings.load} per version" + (if (options.repeats > 1) s", ${options.repeats} times each" else ""))

    val disagreements = scala.collection.mutable.ArrayBuffer[String]()
    val servers = ComparisonServers(settings.lab.baseDir, versions, Seq(jvm), options.repeats, settings.lab.pageCache,
      settings.lab.serverOptions, jars)
    val prepared = { (version: String) => val home = settings.storeOf(version); WorkloadServer.prepareStore(settings.workload, home); home }
    val results = servers.run(prepared) { (version, _, server) =>
      val workloadServer = WorkloadServer.on(LabTarget.embedded(server), version, settings)
      WorkloadServer.dataset(settings.workload, workloadServer, settings.storeOf(version), make = true)
      if (Files.exists(settings.csv)) disagreements ++= crossCheck(version, workloadServer, settings)
      else {
        val answers = WorkloadRecorder.record(settings.workload, workloadServer.cypher)
        RecordedAnswers.write(settings.csv, settings.workload, Recording(answers, workloadServer.fingerprint(), version))
        println(s"[traversal-perfs] wrote ${answers.size} answers (Neo4j $version) to ${settings.csv}")
      }
    } { (version, jvm, server, repeat) =>
      replay(version, jvm, Seq("target" -> server.baseUrl) ++ server.boltUri.map("neo4j.bolt" -> _), settings, out, repeat)
    }

    val description = ComparisonReport.RunDescription(
      ComparisonReport.Heading(s"Workload ${settings.workload.name}, side by side",
        s"${settings.workload.file.getFileName}: ${settings.workload.queries.size} queries, every answer of " +
          s"${settings.csv.getFileName} verified on every version; ${settings.load}; client-side milliseconds per query."),
      Map("workload" -> settings.workload.name, "queries" -> settings.workload.queries.map(_.name).mkString(","),
        "load" -> settings.load, "pageCache" -> settings.lab.pageCache), options, settings.lab.testDelayMillis,
      settings.lab.baseDir, variantAxis = "query")
    val baseline = ComparisonReport.write(out, results, disagreements.toSeq, description)
    Comparison.finish(out, results, disagreements.toSeq, baseline, description)
  }

  /** The version must hold the recorded dataset and give every recorded answer, before any load is measured. */
  private def crossCheck(version: String, server: WorkloadServer, settings: WorkloadSettings): Seq[String] = {
    val recording = RecordedAnswers.read(settings.csv, settings.workload)
    recording.otherDataset(server.fingerprint()).foreach(how =>
      return Seq(s"Neo4j $version holds another dataset than ${settings.csv} was recorded on: $how"))
    println(s"[traversal-perfs] checking the ${recording.answers.size} recorded answers on Neo4j $version (${server.cypher.via})")
    recording.answers.flatMap { answer =>
      val query = settings.workload.query(answer.query).get
      Answer.mismatch(answer.answer, Answer.of(query.answer, query.ordered, server.cypher.read(query.cypher.text, answer.parameters).rows))
        .map(wrong => s"Neo4j $version answers query '${query.name}' with ${answer.parametersJson}: $wrong")
    }
  }

  /** One replay per version; a cell per query, from that run's summary (throughput: the query's share of the run's). */
  private def replay(version: String, jvm: ServerJvm, targetArguments: Seq[(String, String)], settings: WorkloadSettings,
                     out: Path, repeat: Int): Seq[CellResult] = {
    val dir = ComparisonServers.cellDir(out, s"neo4j-$version-${jvm.heap}-${jvm.gc}-workload", repeat)
    val summary = dir.resolve("summary.json")
    println(s"[traversal-perfs] replay on Neo4j $version")
    val run = MavenRun.start(settings.lab.baseDir, dir, "replay", settings.arguments(targetArguments ++ Seq(
      "gatling.simulationClass" -> "traversalperfs.simulations.file.WorkloadReplaySimulation",
      "lab.summary" -> summary.toString): _*))
    val exit = run.exitCode()
    val report = Comparison.keepReport(run, dir, out)
    val replayed = Comparison.readSummary(summary)
    val total = replayed.map(_.rows.map(_.requests).sum).getOrElse(0)
    settings.workload.queries.map { query =>
      val row = replayed.flatMap(_.rows.find(_.name == query.name))
      CellResult(ComparisonCell(version, jvm, "-", Variant("-", "none", query.name)), exit, row,
        None, None, report, out.relativize(run.log).toString, Map(
          "version" -> version, "jvm" -> s"Java ${Runtime.version()}", "heap" -> jvm.heap, "gc" -> jvm.gc,
          "pageCache" -> settings.lab.pageCache, "workload" -> settings.workload.file.toString, "query" -> query.name,
          "answers" -> settings.csv.toString, "load" -> settings.load),
        for (s <- replayed; rate <- s.requestsPerSecond; r <- row if total > 0) yield rate * r.requests / total,
        error = RunError.of(run.output))
    }
  }
}
