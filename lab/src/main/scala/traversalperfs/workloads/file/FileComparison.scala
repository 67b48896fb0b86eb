package traversalperfs.workloads.file

import traversalperfs.comparison.{ComparedWorkload, ServerStart}
import traversalperfs.console.Say
import traversalperfs.figures.{ComparisonReport, SchemaTable}
import traversalperfs.figures.ComparisonReport.WorkloadReport
import traversalperfs.results.{CellResult, CellSetting, CellSettings, ComparisonCell, QueryCheck, ServerJvm}
import traversalperfs.run.RunSettings
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersion, StoreEstimate}
import traversalperfs.settings.{Parameters, Setting, UserError}
import traversalperfs.targets.{RecordedDataset, Target}

import java.nio.file.{Files, Path}

/**
 * The comparison on a workload file (`-Dworkload=file:<workload.yml>`): the file's dataset made on every version
 * (stores reused), the answers recorded on the first version unless the CSV holds them, each version checked to hold
 * the recorded dataset and give every recorded answer, then one replay per version; a column per version and query.
 */
final case class FileComparison(settings: FileSettings) extends ComparedWorkload {
  def lab: RunSettings = settings.lab

  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm]): String =
    s"workload comparison: ${settings.workload.name} (${settings.workload.file}), ${versions.mkString(", ")}, " +
      s"${settings.lab.load.inWords} per version"

  /**
   * A store the lab made whose setup did not finish is started again, a dump is carried to the version; a file without
   * a dataset is refused here. A workload with writes commits them under load: each start gets a fresh copy of the
   * version's store (`<store>-round`), so every round and version starts from the data the answers were recorded on
   * (the replay checks its fingerprint before its load).
   */
  def store(version: Neo4jVersion): Path = {
    val home = FileServer.prepareStore(settings, version, make = true)
    if (!settings.workload.writes) home
    else {
      val round = home.resolveSibling(s"${home.getFileName}-round")
      Directories.deleteRecursively(round)
      Directories.copyRecursively(home, round)
      Say(s"a fresh copy of $home for this start (the log's writes commit under load): $round")
      round
    }
  }

  /** A dump's or a copy's store still to make (a store of the user's is theirs: not estimated). */
  override def storeEstimate(version: Neo4jVersion): Option[StoreEstimate] =
    if (settings.store.isDefined) None
    else settings.dumps.flatMap(_.estimate(version)).orElse(settings.copies.map(_.estimate(version)))
      .map(e => if (settings.workload.writes) e.copiedPerStart else e)

  /**
   * A version the file's dump cannot reach, or that cannot store its copy's values, is left out (the others are not).
   */
  override def refuses(version: Neo4jVersion): Option[String] = settings.refusal(version)

  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit =
    onServer(server)(FileServer.dataset(settings, _, settings.storeOf(version), make = true))

  /** The comparison owns the server: only the lab's Cypher to it is closed after `work`. */
  private def onServer[A](server: EmbeddedNeo4j)(work: FileServer => A): A = {
    val workloadServer = new FileServer(Target.embedded(server))
    try work(workloadServer)
    finally workloadServer.cypher.close()
  }

  def answersMissing: Option[String] = Option.when(!Files.exists(settings.csv))(s"no ${settings.csv} yet")

  def arguments(overrides: Seq[Setting]): Seq[String] = settings.arguments(overrides: _*)

  def recordSimulation: String = FileWorkload.simulations.record

  def replaySimulation: String = FileWorkload.simulations.replay

  /** The workload as its user asked it compared: without the queries `workload.leaveOut` leaves out. */
  private val compared = settings.workload.without(settings.leaveOut.toSet)

  private def recording: Recording = RecordedAnswers.read(settings.csv, settings.workload, settings.leaveOut.toSet)

  def recorded: (String, Path) = {
    val read = recording
    (s"${read.answers.size} answers${RefusedQuery.said(read.refused)}", settings.csv)
  }

  /**
   * The version must hold the recorded dataset: on another one nothing measured after means anything, so the comparison
   * stops here, in one line.
   */
  def crossCheck(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[String] = onServer(server) { server =>
    recording.otherDataset(server.fingerprint(settings.workload.dataset)).foreach(how =>
      UserError(RecordedDataset.otherThan(settings.csv, "dataset", s"Neo4j $version holds", how)))
    Nil
  }

  /**
   * Every recorded answer asked on the version before any load, every query's outcome kept ([[QueryChecks]]); in each
   * Cypher language of `compare.cypher` the version has.
   */
  override def queryChecks(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[QueryCheck] = onServer(server) { s =>
    val read = recording
    val without = server.settings.plugins.without
    languagesOn(version).flatMap(language =>
      QueryChecks.of(compared, read, version.version, s.cypher.within(lab.server.boltTimeoutSeconds), language,
        without))
  }

  /**
   * The languages a round measures on `version`: each one; with writes one per round in turn (round 1 Cypher 5, round 2
   * Cypher 25, …), since each language's load needs the fresh store a start has (its checks were asked in every one).
   */
  private def measuredIn(version: Neo4jVersion, repeat: Int): Seq[Option[String]] = {
    val languages = languagesOn(version)
    if (!settings.workload.writes || languages.size < 2) languages
    else {
      val now = languages((repeat - 1) % languages.size)
      Say(s"round $repeat measures Neo4j ${ComparisonCell.side(version.version, now)} only: a " +
        s"log with writes needs a fresh store per language (${languages.flatten.mkString(" and ")} take turns)")
      Seq(now)
    }
  }

  /** The Cypher languages the queries are asked in on `version`: those of `compare.cypher` it has, else its own. */
  private def languagesOn(version: Neo4jVersion): Seq[Option[String]] =
    Some(settings.languages.filter(version.server.cypherLanguages.contains)).filter(_.nonEmpty)
      .fold(Seq(Option.empty[String]))(_.map(Some(_)))

  /** One replay per version; a cell per query, from that run's summary (throughput: the query's share of the run's). */
  def cells(start: ServerStart, checks: Seq[QueryCheck]): Seq[CellResult] =
    measuredIn(start.version, start.round).flatMap { language =>
      // the user's own leaveOut stays left out beside what the checks leave out (a cell's list adds to it)
      val leftOut = checks.filter(c => c.language == language && !c.measured).map(_.query).toSet ++ settings.leaveOut
      val measured = compared.queries.filterNot(q => leftOut(q.name))
      if (measured.isEmpty) {
        Say(s"no query of ${settings.workload.name} to replay on Neo4j " +
          s"${ComparisonCell.side(start.version.version, language)}: every one was left out (the upgrade report says " +
          "why)")
        Nil
      } else replay(start, language, leftOut, measured)
    }

  private def replay(start: ServerStart, language: Option[String], leftOut: Set[String],
                     measured: Seq[WorkloadQuery]): Seq[CellResult] = {
    def cell(variant: String) =
      ComparisonCell(start.version.version, start.jvm, "-", variant, variant, start.again, language)
    val workload = cell("workload")
    Say(s"replay on Neo4j ${workload.versionLabel}")
    val run = start.replay(this, workload,
      Option.when(leftOut.nonEmpty)(FileParameters.WorkloadLeaveOut := leftOut.toSeq.sorted).toSeq ++
        language.map(FileParameters.WorkloadCypher := _))
    val total = run.summary.map(_.rows.map(_.requests).sum).getOrElse(0)
    measured.map { query =>
      val result = CellResult.of(cell(query.name), run, _.rows.find(_.name == query.name),
        start.settings(lab, run, CellSetting.Workload := settings.workload.file, CellSetting.Query := query.name,
          CellSetting.Answers := settings.csv))
      result.copy(workingSetMb = None,
        requestsPerSecond = for {
          s <- run.summary; rate <- s.requestsPerSecond; r <- result.latency if total > 0
        } yield rate * r.requests / total)
    }
  }

  /** One replay measures every query of a start. */
  override def replaysPerStart(cells: Int): Int = 1

  def report: WorkloadReport = WorkloadReport(
    ComparisonReport.Heading(s"Workload ${settings.workload.name}, side by side",
      s"${settings.workload.file.getFileName}: ${settings.workload.queries.size} queries, every answer of " +
        s"${settings.csv.getFileName} verified on every version; ${lab.load.inWords}; " +
        "client-side milliseconds per query."),
    CellSettings(Seq(CellSetting.Workload := settings.workload.name,
      CellSetting.Queries := settings.workload.queries.map(_.name).mkString(",")) ++ lab.load.settings ++ Seq(
      CellSetting.Load := lab.load.inWords, CellSetting.PageCache := lab.server.pageCache)),
    variantAxis = "query", schema = settings.dumps.map(schemaTable))

  /** Each index and constraint of the dump on each store of its ladder (from its origin, compared or not). */
  private def schemaTable(ladder: traversalperfs.dumps.DumpLadder): SchemaTable = {
    val versions = ladder.reaching.filter(ladder.schemaOf(_).isDefined)
    SchemaTable(versions.map(_.version),
      ladder.indexTable(versions).map { case (e, types) =>
        SchemaTable.Row(e.describe, types)
      },
      s"The dump ${ladder.dump} (its store format ${ladder.dump.storeFormat.getOrElse("not read")}) was loaded on " +
        s"Neo4j ${ladder.origin} and carried up from there; each store's indexes were read once made, online. " +
        "5.x has no BTREE index: " + versions.flatMap(_.admin.flatMap(_.indexStep)).headOption.fold(
          "none was on the way.")(step => s"$step made each a RANGE index (docs/upgrade.md#indexes-on-the-way)."))
  }
}

object FileComparison {
  def apply(parameters: Parameters): FileComparison = {
    val settings = FileSettings.load(parameters)
    if (settings.lab.server.target.isDefined || settings.store.isDefined)
      UserError("the comparison starts its own servers on stores it makes: drop target and workload.store")
    if (settings.workload.writes) {
      if (!settings.workload.dataset.isInstanceOf[WorkloadDataset.Dump])
        UserError(s"${settings.workload.file} has writes: they are compared on a dump's stores (dataset.dump), " +
          "copied afresh for every start")
    }
    FileComparison(settings)
  }
}
