package traversalperfs.results

/**
 * A setting a cell's table shows and comparison.json keeps under `key`: what its server and workload were asked, which
 * a baseline must share to be compared, or (an `outcome`) how its run went, never a reason to refuse a baseline. Every
 * key is one of these values: a cell's settings are built from them and read back by them, never by a typed word.
 */
final case class CellSetting(key: String, outcome: Boolean = false) {
  def :=(value: Any): (CellSetting, String) = this -> value.toString
}

object CellSetting {
  // the server, every workload's
  val Version: CellSetting = CellSetting("version")
  /** The JDK its server ran on, and where: the same server on another JDK is said, not refused. */
  val Jvm: CellSetting = CellSetting("jvm", outcome = true)
  val JvmHome: CellSetting = CellSetting("jvmHome", outcome = true)
  val Heap: CellSetting = CellSetting("heap")
  val Gc: CellSetting = CellSetting("gc")
  val PageCache: CellSetting = CellSetting("pageCache")
  val JvmOptions: CellSetting = CellSetting("jvmOptions")
  /** The user's server plugins it ran (`neo4j.plugins`: APOC of its line, jars), and those it ran without. */
  val Plugins: CellSetting = CellSetting("plugins")
  /** The user's neo4j.conf on its version: the fates counted, and the memory taken from it. */
  val Conf: CellSetting = CellSetting("neo4jConf")
  /** Its server ran on a Java outside its version's supported range, and why that matters. */
  val OutsideJava: CellSetting = CellSetting("jvmOutsideSupport", outcome = true)

  // the load ([[traversalperfs.run.RunLoad.settings]]): the typed fields a baseline is matched on
  val Users: CellSetting = CellSetting("users")
  val RampSeconds: CellSetting = CellSetting("rampSeconds")
  val DurationSeconds: CellSetting = CellSetting("durationSeconds")
  val PauseMax: CellSetting = CellSetting("pauseMaxMillis")
  val Arrivals: CellSetting = CellSetting("arrivals")
  /**
   * The load in words, for a reader; matched only against a baseline written before the typed fields above (whose
   * settings have nothing else to say the load).
   */
  val Load: CellSetting = CellSetting("load")

  // how the run went
  val WarmUp: CellSetting = CellSetting("warmUp", outcome = true)
  val ThinkTime: CellSetting = CellSetting("thinkTime", outcome = true)
  val Repeats: CellSetting = CellSetting("repeats", outcome = true)

  // the workloads' own
  val Workload: CellSetting = CellSetting("workload")
  val Tree: CellSetting = CellSetting("tree")
  val Order: CellSetting = CellSetting("order")
  val Access: CellSetting = CellSetting("access")
  val Strategy: CellSetting = CellSetting("strategy")
  val Cache: CellSetting = CellSetting("cache")
  val Scope: CellSetting = CellSetting("scope")
  val Start: CellSetting = CellSetting("start")
  val Query: CellSetting = CellSetting("query")
  val Dataset: CellSetting = CellSetting("dataset")
  /** Where its recorded answers are: a file's path, which two runs may keep in different places. */
  val Answers: CellSetting = CellSetting("answers", outcome = true)
  val Checks: CellSetting = CellSetting("checks", outcome = true)

  // a comparison's own, in its description
  val Starts: CellSetting = CellSetting("starts")
  val Queries: CellSetting = CellSetting("queries")
  val WarmupSeconds: CellSetting = CellSetting("warmupSeconds")
  val WarmupPasses: CellSetting = CellSetting("warmupPasses")

  val All: Seq[CellSetting] = Seq(Version, Jvm, JvmHome, Heap, Gc, PageCache, JvmOptions, Plugins, Conf, OutsideJava,
    Users, RampSeconds, DurationSeconds, PauseMax, Arrivals, Load, WarmUp, ThinkTime, Repeats, Workload, Tree, Order,
    Access, Strategy, Cache, Scope, Start, Query, Dataset, Answers, Checks, Starts, Queries, WarmupSeconds,
    WarmupPasses)

  /** The keys that say how a run went, never compared with a baseline's. */
  val Outcomes: Set[String] = All.filter(_.outcome).map(_.key).toSet

  /** The keys of the typed load: when both runs have them, they are compared and the load's words are not. */
  val LoadFields: Set[String] = Set(Users, RampSeconds, DurationSeconds, PauseMax, Arrivals).map(_.key)
}

/** A cell's settings, in the order they were given, each under its [[CellSetting]]. */
final case class CellSettings(values: Seq[(CellSetting, String)]) {
  def get(setting: CellSetting): Option[String] = values.collectFirst { case (`setting`, v) => v }

  def ++(more: Seq[(CellSetting, String)]): CellSettings = {
    val replaced = more.map(_._1).toSet
    CellSettings(values.filterNot(v => replaced(v._1)) ++ more)
  }

  def +(more: (CellSetting, String)): CellSettings = this ++ Seq(more)

  /** As comparison.json keeps them. */
  def toMap: Map[String, String] = values.map { case (s, v) => s.key -> v }.toMap
}

object CellSettings {
  def apply(values: (CellSetting, String)*)(implicit d: DummyImplicit): CellSettings = CellSettings(values)
}
