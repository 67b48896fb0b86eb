package traversalperfs.comparison

import traversalperfs.console.Say
import traversalperfs.figures._
import traversalperfs.server.conf.ConfOnVersion
import traversalperfs.figures.ComparisonReport.RunDescription
import traversalperfs.results.{CellResult, QueryCheck}
import traversalperfs.server.{Directories, Neo4jVersion, Neo4jVersions, ServerJava, ServerPluginJars}
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.statistics.{Compared, Difference, VerdictRule}
import java.nio.file.{Files, Path, StandardCopyOption}

/**
 * The comparison command, for any workload ([[ComparedWorkload]]): for each server JVM and each version in turn, starts
 * that version on a loopback port with the same heap and page cache on the workload's store, prepares it on its first
 * start (dataset, answers recorded once, the version's answers checked against them), then replays each of the
 * workload's cells as its own Gatling run; writes target/comparison/index.html, comparison.md and comparison.json from
 * all cells. Fails (as a Maven build does) when an answer differs or a cell fails. Run: ./mvnw -B -Pcompare verify
 * -DskipTests ([[traversalperfs.commands.Compare]] picks the workload).
 */
object Comparison {
  /** The user's neo4j.conf on each version started (`on`, in its order), as the report's table: none without one. */
  def settingsTable(on: Seq[ConfOnVersion]): Option[SettingsTable] = on.headOption.map { first =>
    SettingsTable(first.conf.path.getFileName.toString, on.map(_.version.version),
      first.conf.settings.map(line =>
        SettingsTable.Row(line.text, on.map(v => v.fates.find(_.line == line).fold("-")(_.cell)))))
  }

  /** What every comparison reads unless told otherwise: a shorter warm-up cap (every cell warms up on its own). */
  def defaults(parameters: Parameters): Parameters =
    parameters.withDefaults(P.Warmup := P.Warmup.defaultIn(P.InAComparison))

  /**
   * How a comparison ended: what failed in the lab (cells, answers of a workload without named queries, a baseline's
   * regressions), and what the upgrade report found to differ ([[UpgradeReport.differences]]).
   */
  final case class Outcome(failures: Seq[String], differences: Seq[String])

  /** The comparison skeleton every workload shares. */
  def compare(workload: ComparedWorkload, parameters: Parameters): Outcome = {
    val lab = workload.lab
    if (lab.server.target.isDefined) UserError("the comparison starts its own servers: drop target")
    val available = Neo4jVersions.available(lab.baseDir)
    val asked = parameters.among(P.CompareVersions, defaultVersions(available).map(_.version),
      available.map(_.version)).map(v => Neo4jVersions.require(v, lab.baseDir, "compare.versions"))
    val versions = asked.filter(v =>
      workload.refuses(v).fold(true) { why =>
        Say(s"Neo4j $v left out of the comparison: $why"); false
      })
    if (versions.isEmpty)
      UserError(s"none of the versions asked (${asked.mkString(", ")}) can hold the workload's data")
    versions.foreach(v => ServerJava.forVersion(v)) // a version no JDK here can run is refused first
    val plugins = versions.map(v => v -> lab.server.pluginsOn(v, lab.baseDir)).toMap
    val options = ComparisonOptions.load(parameters, lab.baseDir, lab.server.heap)
    val preFlight = preFlightOf(workload, versions, options, plugins)
    preFlight.say()
    preFlight.refuseIfItCannotRun()
    versions.foreach(workload.store) // a workload that cannot have a store there is refused before any server
    val out = lab.baseDir.resolve("target/comparison")
    Directories.deleteRecursively(out)
    Files.createDirectories(out)
    val jars = copyJars(lab.baseDir, versions, out)

    val disagreements = scala.collection.mutable.ArrayBuffer[String]()
    val checks = scala.collection.mutable.ArrayBuffer[QueryCheck]()
    val roundSeconds = scala.collection.mutable.ArrayBuffer[Double]()
    val runs = new ChildRuns(lab, out)
    val servers = ComparisonServers(versions, options.jvms, options.rounds.repeats, options.aa,
      ComparisonServers.Settings(lab.baseDir, lab.server.pageCache, lab.server.options, jars, workload.bulk,
        lab.server.populate, lab.server.pin, plugins, lab.server.confOn(_, lab.baseDir)), runs)
    val rule = options.rounds.rule
    val results = servers.run(workload.store) { (version, _, server) =>
      workload.prepare(version, server)
      workload.answersMissing match {
        case Some(why) => runs.record(workload, version, server, why)
        case None => Say(s"the answers are recorded already: ${workload.recorded._2}")
      }
      disagreements ++= workload.crossCheck(version, server)
      checks ++= workload.queryChecks(version, server)
    } { start =>
      workload.cells(start, checks.filter(_.version == start.version.version).toSeq)
    } {
      (rounds, elapsed, last, merged) =>
        roundSeconds += last
        val decision = options.rounds.adaptive.after(rounds, elapsed, last, deciding(merged, rule))
        Say(decision.line(rounds))
        !decision.more
    }

    val description = RunDescription(workload.report, options.rounds, options.baseline, options.aa,
      options.plantPercent, lab.server.testDelayMillis, lab.baseDir,
      Comparison.settingsTable(versions.flatMap(lab.server.confOn(_, lab.baseDir))), preFlight.all)
    val noise = results.flatMap(NoiseComponents.of)
    val overhead = startOverhead(roundSeconds.toSeq, servers.sides.size, lab.load.durationSeconds,
      workload.replaysPerStart(results.count(r => r.cell.version == versions.head.version && !r.cell.again)))
    val upgrade = UpgradeReport.of(checks.toSeq, results, rule)
    val baseline = ComparisonReport.write(out, results, disagreements.toSeq, description, ComparisonServers.RepeatOrder,
      Noise(noise, lab.load.durationSeconds, overhead), upgrade)
    noise.foreach(n => Say(n.line(lab.load.durationSeconds, overhead)))
    val failures = finish(out, results, disagreements.toSeq, baseline, description)
    upgrade.foreach(_.console(options.slowerDiffers).foreach(Say(_)))
    Outcome(failures, upgrade.toSeq.flatMap(_.differences(options.slowerDiffers)))
  }

  /**
   * The plan, worked out before any store is made or server started, so that all that can be refused is then: a version
   * no JDK here runs, plugins that cannot be built ([[PreFlight]] says the rest), a conf its tool cannot read, stores
   * that would not fit.
   */
  private def preFlightOf(workload: ComparedWorkload, versions: Seq[Neo4jVersion], options: ComparisonOptions,
                          plugins: Map[Neo4jVersion, ServerPluginJars]): PreFlight = {
    val lab = workload.lab
    val confs = versions.flatMap(lab.server.confOn(_, lab.baseDir))
    PreFlight(
      workload.describe(versions, options.jvms) +
        (if (options.aa) ", each version against itself (A/A: compare.aa)" else "") +
        (if (options.plantPercent > 0) f", a difference planted on the second side (compare.plant: each request " +
           f"delayed by ${options.plantPercent}%.1f %% of its own time)"
         else "") +
        s", ${Comparison.roundsWords(options)}",
      Seq("Java: " + versions.map(ServerJava.forVersion(_)).map(j =>
        s"${j.neo4j} on ${j.jdk.version}" + (if (j.supported) "" else s" (outside its ${j.neo4j.java.supported})"))
        .mkString(", ")) ++
        Option.when(lab.server.plugins.nonEmpty)(
          "server plugins: " + versions.map(v => s"${plugins(v).describe} on $v").mkString(", ")) ++
        confs.headOption.map(first =>
          s"${first.conf.path.getFileName}: " + confs.map(on => s"${on.version} ${on.counted}").mkString("; ")),
      PreFlight.disk(versions.flatMap(v => workload.storeEstimate(v).map(v.version -> _)),
        lab.baseDir.resolve("target/neo4j")))
  }

  /**
   * What a server start costs beside its measured seconds (starting, warming up, the child runs' own start): a round's
   * seconds (the first one's hold the preparation: left out when there are others) per start, less what was measured.
   */
  private def startOverhead(rounds: Seq[Double], startsPerRound: Int, measuredSeconds: Int, replays: Int): Double = {
    val typical = if (rounds.size > 1) rounds.drop(1) else rounds
    if (typical.isEmpty) 0 else (typical.sum / typical.size / startsPerRound - measuredSeconds * replays).max(0)
  }

  /** How the rounds go, in words: at least `compare.repeat`, more within the budget until decided. */
  def roundsWords(options: ComparisonOptions): String = {
    val rounds = options.rounds
    s"${rounds.repeats} round${if (rounds.repeats == 1) "" else "s"} at least (${ComparisonServers.RepeatOrder})" +
      (if (rounds.budgetMinutes == 0)
         s", no more (compare.budget=0)" +
           (if (rounds.repeats < Difference.MinRepeats) s": no verdicts (${Difference.MinRepeats} rounds give one)"
            else "")
       else
         f", then more until every p50 difference is slower, faster or the same within " +
           f"±${rounds.precisionPercent}%.1f %% (compare.precision), within ${rounds.budgetMinutes} min " +
           "(compare.budget)")
  }

  /** The differences that decide the rounds: each cell's p50 against its reference's, by the cell's title. */
  def deciding(results: Seq[CellResult], rule: VerdictRule): Seq[(String, Compared)] =
    results.flatMap(r => Verdicts.of(results, r, Verdicts.Deciding, rule).map(r.cell.title -> _._2))

  /** The versions compared by default, but those no JDK of this machine can run (said, and left out). */
  private def defaultVersions(available: Seq[Neo4jVersion]): Seq[Neo4jVersion] =
    available.filter(_.comparedByDefault).filter { version =>
      scala.util.Try(ServerJava.forVersion(version)).fold({ e =>
          Say(s"Neo4j $version left out of the comparison: ${e.getMessage}"); false
        }, _ => true)
    }

  /**
   * The servers run copies of the extension jars: the cells' builds rewrite those under target/. Copied with their
   * time: a server's class archive is named by its jars' paths, sizes and times ([[ClassArchive]]), so the copy of an
   * unchanged jar reuses the archive the last comparison wrote instead of writing one more (some 150 MB, and 5 s at its
   * server's first stop).
   */
  private def copyJars(baseDir: Path, versions: Seq[Neo4jVersion], out: Path): Map[String, Path] =
    versions.map(_.pluginJar).distinct.map { jar =>
      jar -> Files.copy(baseDir.resolve(jar),
        Files.createDirectories(out.resolve("jars")).resolve(Path.of(jar).getFileName),
        StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES)
    }.toMap

  /** The main tables on the console, what failed in one line each, where the page is; answers what failed. */
  private def finish(out: Path, results: Seq[CellResult], disagreements: Seq[String],
                     baseline: Option[BaselineDiff.Outcome], run: RunDescription): Seq[String] = {
    val main = Set("p50Micros", "p50Verdict", "p95", "rate", "held")
    ComparisonReport.tables(results, None, run, only = main).foreach(Say.raw)
    baseline.foreach(_.say())
    results.filter(_.saturated.nonEmpty).foreach(r =>
      Say.warning(s"cell ${r.cell.title}: ${r.saturated.mkString("; ")}"))
    disagreements.foreach(Say.error)
    val failed = results.filterNot(_.passed)
    failed.foreach(r => Say.error(s"cell ${r.cell.title} failed: ${r.why.getOrElse("")}; see ${r.log}"))
    Say(s"comparison report: ${out.resolve("index.html").toUri}")
    disagreements ++ failed.map(r => s"cell ${r.cell.title} failed") ++ baseline.toSeq.flatMap(_.failures)
  }
}
