package traversalperfs.run

import traversalperfs.measure.{InjectorShare, LoadModel, ThinkTime}
import traversalperfs.server.{Neo4jVersion, Neo4jVersions, OfflinePopulate}
import traversalperfs.settings.{Packaged, ParameterCatalog => P, Parameters, UserError}
import traversalperfs.targets.{BoltUri, Credentials}
import traversalperfs.machine.{CpuPinning, MachineLimits}

import java.nio.file.{Path, Paths}

/**
 * What every workload's run takes, read once through [[Parameters]]: the server (a `target` and its credentials, or the
 * embedded version, heap and page cache, how its dataset is populated), Bolt's pool and timeout, the load (`users`
 * ramped over `ramp` s, each for `duration` s with 0 to `pause.max` ms pauses; or `rate`/`slo`, see [[LoadModel]]),
 * where the replay's summary goes (`lab.summary`), the tests' server delay and the project's directory. The defaults of
 * the load and summary are each workload's own ([[RunDefaults]]). Each workload's settings hold these beside their own
 * (traversal: [[TraversalSettings]]); [[arguments]] writes them back as `-D` arguments for child runs (the comparison's
 * cells).
 */
final case class RunSettings(
    target: Option[String],
    /** The embedded server's version; none with a `target` (it runs whatever it runs: the lab asks it). */
    neo4j: Option[Neo4jVersion],
    /** `neo4j.user` and `neo4j.password`, for a given target only (the lab's own servers run without auth). */
    credentials: Option[Credentials],
    bolt: Option[String],
    heap: String,
    pageCache: String,
    boltPoolSize: Int,
    boltTimeoutSeconds: Int,
    users: Int,
    rampSeconds: Int,
    durationSeconds: Int,
    pauseMaxMillis: Int,
    /**
     * `pause.max=auto`: each user of the closed model pauses a think time chosen from the warm-up (0 to twice its last
     * pass's median), so that the load leaves the machine headroom ([[ThinkTime]]); the default of the workloads whose
     * default users would saturate a 2-core machine.
     */
    thinkTime: Boolean,
    load: LoadModel,
    /** The warm-up before the measured load, every workload's ([[WarmUp]]): its time cap (0: none) and pass cap. */
    warmupSeconds: Int,
    warmupPasses: Int,
    /** Where the replay writes its summary: `lab.summary`, or the workload's default (none inside a package). */
    summaryJson: Option[Path],
    testDelayMillis: Int,
    /** How a missing dataset is made: `auto`, `bulk` or `http` (see [[OfflinePopulate]]). */
    populate: String,
    baseDir: Path,
    /**
     * The cheap requests that measure the lab's own overhead on each transport ([[traversalperfs.replay.Calibration]]);
     * 0: none.
     */
    calibrationRequests: Int = 200,
    /** When a run's machine figures are flagged as saturated. */
    machineLimits: MachineLimits = MachineLimits.Default,
    /** An open load's arrivals on time (within 1 ms of schedule, %) under which it is injector-limited. */
    onTimeMinPercent: Int = 95,
    /** Server and injector on separate CPUs (`lab.pin`), or where the system puts them. */
    pin: Option[CpuPinning] = None,
    /**
     * Recorded rows per request asked again after the load, for its plan or its call counts ([[RequestWork]]); 0: none.
     */
    workRows: Int = 3,
    /** This injector's share of the rows and the load when several run at once (`users` and `load` are its share). */
    injector: InjectorShare = InjectorShare.Alone,
    /**
     * `compare.plant`: each measured request delayed by this % of its own time (a planted difference). A comparison
     * passes it to its A/A run's second side only ([[traversalperfs.comparison.CellRun.replay]]), never to the others.
     */
    plantPercent: Double = 0,
    /** `neo4j.jvm`: the JVM options of the lab's servers beside heap and GC, said in every cell's settings. */
    serverJvmOptions: Seq[String] = Nil
) {
  /**
   * A project file (an answers file, a workload file): in the project's directory, or in the package ([[Packaged]]).
   */
  def file(relative: String): Path =
    if (Packaged.inside) Packaged.file(relative) else baseDir.resolve(relative).normalize

  /** The version of the server a run starts itself (the benchmark); such a run takes no target. */
  def embedded: Neo4jVersion = neo4j.getOrElse(UserError("this run starts its own server: drop target"))

  /** What the load's words say of its pauses: a think time ([[ThinkTime]]), `pause.max`'s, or none. */
  /**
   * The load in words, one description for every workload: on the console, in the summary, on the comparison page and
   * in its settings (which a baseline must share).
   */
  def loadInWords: String =
    if (load.isOpen) load.describe(users, durationSeconds)
    else s"$users user(s)${if (rampSeconds > 0) s" ramped over $rampSeconds s" else ""} for $durationSeconds s" +
      s"$pausesInWords (closed model)"

  def pausesInWords: String =
    if (thinkTime) ", each pausing a think time (0 to 2x the warm-up's median, pause.max=auto)"
    else if (pauseMaxMillis > 0) s" with 0-$pauseMaxMillis ms pauses" else ""

  /** What to print about the target, never the password. */
  def targetDescription: String =
    target.map(t => s"$t${credentials.map(c => s" as ${c.user}").getOrElse("")}").getOrElse(
      s"embedded Neo4j ${neo4j.mkString}")

  /** The lab's servers' extra JVM options: `neo4j.jvm`'s, and the tests' known-capacity delay (`test.delay`). */
  def serverOptions: Seq[String] =
    serverJvmOptions ++ (if (testDelayMillis > 0) Seq(s"-Dtraversalperfs.test.delayMillis=$testDelayMillis") else Nil)

  /**
   * The common parameters and a workload's `own` as `-Dname=value` arguments, each written by its [[Parameter]] from
   * the value read, `overrides` replacing or adding some; the target and its credentials are never written (children
   * get their own target), nor the injector's share (a child runs alone).
   */
  def arguments(own: Seq[(String, String)], overrides: Seq[(String, String)]): Seq[String] = {
    val common = Seq(
      P.Heap := heap, P.PageCache := pageCache, P.BoltPool := boltPoolSize, P.BoltTimeout := boltTimeoutSeconds,
      P.Users := users, P.Ramp := rampSeconds, P.Duration := durationSeconds,
      P.PauseMax := (if (thinkTime) ThinkTime.Auto else pauseMaxMillis.toString),
      P.Warmup := warmupSeconds, P.WarmupPasses := warmupPasses, P.Populate := populate,
      P.Calibration := calibrationRequests, P.InjectorCpuMax := machineLimits.injectorCpuMaxPercent,
      P.IdleMin := machineLimits.idleMinPercent, P.OnTimeMin := onTimeMinPercent, P.Pin := pin.isDefined,
      P.Plans := workRows, P.TestDelay := testDelayMillis) ++ summaryJson.map(P.Summary := _.toString) ++
      neo4j.map(P.Neo4jVersion := _.version) ++ load.arguments
    val replaced = overrides.toMap
    ((common ++ own).filterNot { case (name, _) => replaced.contains(name) } ++ overrides).map { case (k, v) =>
      s"-D$k=$v"
    }
  }
}

object RunSettings {
  def load(parameters: Parameters, defaults: RunDefaults): RunSettings = {
    val baseDir = Packaged.root.getOrElse(Paths.get(parameters(P.BaseDir)).toAbsolutePath.normalize)
    val target = parameters.text(P.Target).map(validTarget)
    if (Packaged.inside && target.isEmpty) Packaged.refuse("the lab starts no server: give target (http://host:7474, " +
      "the extension mounted, for the traversal and the permissions; a Bolt URI or that address for a workload file) " +
      "and its credentials (neo4j.user, neo4j.password)")
    val totalUsers = parameters(P.Users, defaults.users)
    // the default load leaves headroom; a load the user chose is used as given (and flagged if it saturates)
    val pauseMax = parameters.get(P.PauseMax)
    val thinkTime = pauseMax match {
      case Some(ThinkTime.Auto) => true
      case Some(_) => false
      case None => defaults.thinkTime && Seq(P.Users, P.Rate, P.Slo).forall(!parameters.isGiven(_))
    }
    val totalLoad = LoadModel.load(parameters)
    val injector = InjectorShare.load(parameters, totalUsers, totalLoad)
    // checked here, before anything is started or announced (a target's own version is whatever it runs)
    val neo4j = if (target.isDefined) None else Some(Neo4jVersions.require(parameters(P.Neo4jVersion), baseDir))
    val populate = parameters(P.Populate)
    OfflinePopulate.refuseForTarget(populate, target)
    RunSettings(
      target = target,
      neo4j = neo4j,
      credentials = target.flatMap(_ => parameters.get(P.User).map(Credentials(_, parameters(P.Password, "")))),
      // a Bolt target is its own Bolt address (Cypher only: workload files); else `neo4j.bolt` names one
      bolt = parameters.get(P.Bolt).map(BoltUri.require(_, P.Bolt.name)).orElse(target.filter(BoltUri.isBolt)),
      heap = parameters(P.Heap),
      pageCache = parameters(P.PageCache),
      boltPoolSize = parameters(P.BoltPool),
      boltTimeoutSeconds = parameters(P.BoltTimeout),
      users = injector.users(totalUsers),
      rampSeconds = parameters(P.Ramp, defaults.rampSeconds),
      durationSeconds = parameters(P.Duration, defaults.durationSeconds),
      pauseMaxMillis = if (thinkTime) 0 else pauseMax.fold(defaults.pauseMaxMillis)(_.toInt),
      thinkTime = thinkTime,
      load = totalLoad.copy(rate = totalLoad.rate.map(injector.rate)),
      warmupSeconds = parameters(P.Warmup),
      warmupPasses = parameters(P.WarmupPasses),
      summaryJson = if (Packaged.inside) parameters.get(P.Summary).map(Paths.get(_).toAbsolutePath.normalize)
      else Some(baseDir.resolve(parameters(P.Summary, defaults.summaryFile)).normalize),
      testDelayMillis = parameters(P.TestDelay), plantPercent = parameters(P.ComparePlant),
      serverJvmOptions = parameters(P.ServerJvmOptions).trim.split("\\s+").toSeq.filter(o => o.nonEmpty && o != "none"),
      populate = populate,
      baseDir = baseDir,
      calibrationRequests = parameters(P.Calibration),
      machineLimits = MachineLimits(parameters(P.InjectorCpuMax), parameters(P.IdleMin)),
      onTimeMinPercent = parameters(P.OnTimeMin),
      pin = Option.when(parameters(P.Pin))(CpuPinning.of().fold(UserError(_), identity)),
      workRows = parameters(P.Plans),
      injector = injector
    )
  }

  private def validTarget(text: String): String = if (BoltUri.isBolt(text)) BoltUri.require(text, "target")
  else {
    val uri =
      try new java.net.URI(text)
      catch { case _: java.net.URISyntaxException => UserError(TargetForm(text)) }
    if (uri.getScheme == null || !Set("http", "https").contains(uri.getScheme) || uri.getHost == null)
      UserError(TargetForm(text))
    text.stripSuffix("/")
  }

  private def TargetForm(text: String) = s"target must be a URL like http://127.0.0.1:7474 (a server with the " +
    s"extension) or a Bolt URI like neo4j://127.0.0.1:7687 (Cypher workload files only), got '$text'"
}
