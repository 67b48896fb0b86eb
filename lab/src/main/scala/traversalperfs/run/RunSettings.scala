package traversalperfs.run

import traversalperfs.measure.{InjectorShare, LoadModel, ThinkTime}
import traversalperfs.server.{Neo4jVersions, OfflinePopulate, ServerParameters, ServerPlugin}
import traversalperfs.server.conf.{MemorySettings, UserConf}
import traversalperfs.settings.{
  ContextDefault, Packaged, Parameter, ParameterCatalog => P, Parameters, Setting, UserError
}
import traversalperfs.targets.{BoltUri, Credentials}
import traversalperfs.machine.{CpuPinning, MachineLimits}

import java.nio.file.{Path, Paths}

/**
 * What every workload's run takes, read once through [[Parameters]], in three parts: the server it talks to
 * ([[RunServer]]), the load it offers ([[RunLoad]]) and what it reads and writes beside ([[RunOutput]]); and the
 * project's directory. The defaults of the load and summary are each workload's own ([[RunDefaults]]). Each workload's
 * settings hold these beside their own (traversal: `TraversalSettings`); [[arguments]] writes them back as `-D`
 * arguments for child runs (the comparison's cells).
 */
final case class RunSettings(server: RunServer, load: RunLoad, output: RunOutput, baseDir: Path) {
  /**
   * A project file (an answers file, a workload file): in the project's directory, or in the package ([[Packaged]]).
   */
  def file(relative: String): Path =
    if (Packaged.inside) Packaged.file(relative) else baseDir.resolve(relative).normalize

  /**
   * The common parameters and a workload's `own` as `-Dname=value` arguments, each written by its parameter from the
   * value read, `overrides` replacing or adding some; the target and its credentials are never written (children get
   * their own target), nor the injector's share (a child runs alone).
   */
  def arguments(own: Seq[Setting], overrides: Seq[Setting]): Seq[String] = {
    val common = Seq(
      P.Heap := server.heap, P.PageCache := server.pageCache, P.BoltPool := server.boltPoolSize,
      P.BoltTimeout := server.boltTimeoutSeconds, P.Populate := server.populate, P.Pin := server.pin.isDefined,
      P.TestDelay := server.testDelayMillis,
      P.Users := load.users, P.Ramp := load.rampSeconds, P.Duration := load.durationSeconds,
      P.PauseMax := load.pauseMax, P.Warmup := load.warmupSeconds, P.WarmupPasses := load.warmupPasses,
      P.Calibration := output.calibrationRequests, P.InjectorCpuMax := output.machineLimits.injectorCpuMaxPercent,
      P.IdleMin := output.machineLimits.idleMinPercent, P.OnTimeMin := output.onTimeMinPercent,
      P.Plans := output.workRows) ++ output.summaryJson.map(P.Summary := _.toString) ++
      server.neo4j.map(ServerParameters.Neo4jVersion := _.version) ++ load.model.arguments
    val replaced = overrides.map(_.name).toSet
    ((common ++ own).filterNot(s => replaced(s.name)) ++ overrides).map(_.argument)
  }
}

/**
 * A workload's defaults for the common load parameters and the replay summary's file; `thinkTime`: its default closed
 * load pauses a think time ([[traversalperfs.measure.ThinkTime]]) unless `users`, `pause.max`, `rate` or `slo` is
 * given.
 */
final case class RunDefaults(users: Int, rampSeconds: Int, durationSeconds: Int, pauseMaxMillis: Int,
                             summaryFile: String, thinkTime: Boolean = false)

object RunDefaults {
  /**
   * A workload's defaults as it declares them (the catalog's where it declares none), once for the code and the docs.
   */
  def of(defaults: Seq[ContextDefault[_]], thinkTime: Boolean): RunDefaults = {
    def value[A](parameter: Parameter[A]): A = ContextDefault.of(defaults, parameter)
    RunDefaults(value(P.Users), value(P.Ramp), value(P.Duration), value(P.PauseMax).toInt, value(P.Summary), thinkTime)
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
    val neo4j =
      if (target.isDefined) None else Some(Neo4jVersions.require(parameters(ServerParameters.Neo4jVersion), baseDir))
    val populate = parameters(P.Populate)
    // the user's neo4j.conf: its heap and page cache are the servers' unless given on the command line
    val conf = parameters.get(ServerParameters.Conf)
      .map(path => UserConf.read(baseDir.resolve(path).normalize, ServerParameters.Conf.name))

    OfflinePopulate.refuseForTarget(populate, target)
    val server = RunServer(
      target = target,
      neo4j = neo4j,
      credentials = target.flatMap(_ => parameters.get(P.User).map(Credentials(_, parameters(P.Password, "")))),
      // a Bolt target is its own Bolt address (Cypher only: workload files); else `neo4j.bolt` names one
      bolt = parameters.get(P.Bolt).map(BoltUri.require(_, P.Bolt.name)).orElse(target.filter(BoltUri.isBolt)),
      heap = parameters(P.Heap),
      pageCache = parameters(P.PageCache),
      boltPoolSize = parameters(P.BoltPool),
      boltTimeoutSeconds = parameters(P.BoltTimeout),
      populate = populate,
      pin = Option.when(parameters(P.Pin))(CpuPinning.of().fold(UserError(_), identity)),
      jvmOptions = parameters(P.ServerJvmOptions).trim.split("\\s+").toSeq.filter(o => o.nonEmpty && o != "none"),
      testDelayMillis = parameters(P.TestDelay),
      plugins = parameters(ServerParameters.Plugins).map(ServerPlugin.parse(_, baseDir, ServerParameters.Plugins.name)))
    val carried = conf.fold(server)(server.withConf(_, explicitMemory(parameters)))
    val load = RunLoad(
      users = injector.users(totalUsers),
      rampSeconds = parameters(P.Ramp, defaults.rampSeconds),
      durationSeconds = parameters(P.Duration, defaults.durationSeconds),
      pauseMaxMillis = if (thinkTime) 0 else pauseMax.fold(defaults.pauseMaxMillis)(_.toInt),
      thinkTime = thinkTime,
      model = totalLoad.copy(rate = totalLoad.rate.map(injector.rate)),
      warmupSeconds = parameters(P.Warmup),
      warmupPasses = parameters(P.WarmupPasses),
      injector = injector,
      plantPercent = parameters(P.ComparePlant))
    val output = RunOutput(
      summaryJson = if (Packaged.inside) parameters.get(P.Summary).map(Paths.get(_).toAbsolutePath.normalize)
      else Some(baseDir.resolve(parameters(P.Summary, defaults.summaryFile)).normalize),
      calibrationRequests = parameters(P.Calibration),
      workRows = parameters(P.Plans),
      machineLimits = MachineLimits(parameters(P.InjectorCpuMax), parameters(P.IdleMin)),
      onTimeMinPercent = parameters(P.OnTimeMin))
    RunSettings(carried, load, output, baseDir)
  }

  /**
   * The memory the command line gives, which wins over a neo4j.conf's: `neo4j.heap` (or `compare.heaps`) for the heap,
   * `neo4j.pagecache` for the page cache, each said as given.
   */
  def explicitMemory(parameters: Parameters): Map[MemorySettings.Role, String] = {
    val heap = Option.when(parameters.isGiven(P.Heap))(s"${P.Heap.name}=${parameters(P.Heap)} given")
      .orElse(Option.when(parameters.isGiven(P.CompareHeaps))(s"${P.CompareHeaps.name} given"))
    val pageCache =
      Option.when(parameters.isGiven(P.PageCache))(s"${P.PageCache.name}=${parameters(P.PageCache)} given")
    (heap.toSeq.flatMap(h =>
      Seq[(MemorySettings.Role, String)](MemorySettings.MaxHeap -> h,
        MemorySettings.InitialHeap -> h)) ++ pageCache.map(MemorySettings.PageCache -> _)).toMap
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
