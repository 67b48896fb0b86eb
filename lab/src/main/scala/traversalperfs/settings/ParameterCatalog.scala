package traversalperfs.settings

import traversalperfs.settings.{ParameterForm => F}

/**
 * The parameters of the lab itself, each one typed value ([[Parameter]]: name, form, default, meaning, readers): those
 * every workload reads (the target, the server, the load), the comparison's, the commands' and the tests'. A workload's
 * own parameters and its defaults of these are its own (its package declares them); the workloads' registry gathers
 * both into the one list docs/parameters.md is generated from (`./mvnw -B -q -Pdocs verify`), so a default is written
 * once and the table cannot drift. This layer names no workload.
 */
object ParameterCatalog {
  /** What every workload's settings read: they name no workload here. */
  val EveryWorkload = "every workload"
  private val Replays = Seq(EveryWorkload)
  /** The runs that start a server of the lab's. */
  val Servers: Seq[String] = Replays ++ Seq("compare", "benchmark", "dump benchmark", "copy benchmark")
  /** The context of the defaults every comparison takes ([[traversalperfs.comparison.Comparison]]). */
  val InAComparison = "comparison"
  /** gatling-neo4j's benchmark, which pins by default. */
  val BoltBenchmark = "bolt benchmark"

  private def p[A](name: String, form: ParameterForm[A], default: Option[A], readBy: Seq[String],
                   defaultsIn: Seq[(String, A)] = Nil, note: String = "")(meaning: String): Parameter[A] =
    Parameter.of(name, form, default, readBy, defaultsIn, note)(meaning)

  // where and what
  val Target: Parameter[String] = p("target", F.Text, None, Replays :+ "benchmark", note = "(none: embedded)")(
    "an existing server, nothing started: `http://…:7474` with the extension, or a Bolt URI for a workload file")
  val User: Parameter[String] =
    p("neo4j.user", F.Text, None, Replays :+ "tests")("basic auth user for `target` (sent to that target only)")
  val Password: Parameter[String] =
    p("neo4j.password", F.Text, None, Replays :+ "tests")("its password (never printed)")
  val Bolt: Parameter[String] = p("neo4j.bolt", F.Text, None, Replays :+ "tests")(
    "the Bolt URI of `target` (Neo4j 3.5+): Cypher then goes over Bolt")
  val Heap: Parameter[String] =
    p("neo4j.heap", F.Size, Some("4g"), Servers :+ BoltBenchmark)(
      "the embedded server's `-Xms`/`-Xmx` (the original's 4 GB)")
  val ServerJvmOptions: Parameter[String] =
    p("neo4j.jvm", F.Text, Some("-XX:+AlwaysPreTouch -XX:+UseTransparentHugePages"), Servers)(
      "the lab's servers' own JVM options (`none`: none): the heap pretouched and on huge pages, which halved the " +
        "spread between starts ([noise](figures.md#noise-by-its-source))")
  val PageCache: Parameter[String] =
    p("neo4j.pagecache", F.Size, Some("500m"), Servers :+ BoltBenchmark)(
      "the embedded server's page cache (the original's 500 MB)")
  val BoltPool: Parameter[Int] =
    p("bolt.pool", F.Positive, Some(100), Replays)(
      "Bolt connections per server, shared by Gatling's event loops (a driver each, holding its share)")
  val BoltTimeout: Parameter[Int] =
    p("bolt.timeout", F.Positive, Some(60), Replays)(
      "the Bolt driver's query timeout, seconds; a workload file's record and each version's checks ask the server " +
        "to end a query past it (kept as that query's refusal, the others go on; not a log with writes)")
  val Populate: Parameter[String] =
    p("populate", F.oneOf("auto", "bulk", "http"), Some("auto"), Replays :+ "compare")(
      "how a new store of the lab's gets its data: `auto` (in bulk from 100,000 tree or 500,000 permissions nodes, " +
        "else through the server), `bulk`, or `http`")

  // the tree and its traversal

  // load
  val Users: Parameter[Int] =
    p("users", F.Positive, Some(1), Replays :+ "compare")("concurrent users (closed model)")
  val Ramp: Parameter[Int] =
    p("ramp", F.NonNegative, Some(0), Replays :+ "compare")("seconds over which the users start")
  val PauseMax: Parameter[String] = p("pause.max", F.MillisOrAuto, Some("0"), Replays :+ "compare",
    note = "; a workload with a think time: `auto` unless `users`, `rate` or `slo` is given")(
    "each user pauses 0 to this many ms between requests; `auto`: a [think time](glossary.md#think-time)")
  val Duration: Parameter[Int] = p("duration", F.Positive, Some(120), Replays :+ "compare")(
    "measured seconds (each of a comparison's repeats)")
  val Warmup: Parameter[Int] =
    p("warmup", F.NonNegative, Some(60), Replays :+ "compare", Seq(InAComparison -> 10))(
      "the [warm-up](glossary.md#warm-up)'s time cap, seconds (0: no warm-up)")
  val WarmupPasses: Parameter[Int] =
    p("warmup.passes", F.Positive, Some(10), Replays :+ "compare")("the warm-up's cap in passes over the rows")
  val Rate: Parameter[OfferedRate] =
    p("rate", F.RateOrLog, None, Replays :+ "compare", note = "(none: closed model; `10` with `slo`)")(
      "open model: arrivals per second ([figures](figures.md)); `log`: a query log's own arrivals " +
        "([your query log](workloads.md#from-your-query-log))")
  val Speed: Parameter[Double] = p("speed", F.Rate, Some(1.0), Replays :+ "compare")(
    "with `rate=log`: how many times faster than logged the arrivals come (`2`: twice as fast)")
  val Slo: Parameter[String] = p("slo", F.Text, None, Replays :+ "compare")(
    "a capacity search: open-model levels until this objective breaks, e.g. `p95<1000ms` " +
      "([capacity](figures.md#capacity))")
  val CapacityStep: Parameter[Double] = p("capacity.step", F.Rate, None, Replays :+ "compare", note = "`rate`")(
    "the capacity search's step, arrivals per second")
  val CapacityMax: Parameter[Double] =
    p("capacity.max", F.Rate, None, Replays :+ "compare", note = "`rate` + 19 steps")("its highest level")
  val CapacityLevel: Parameter[Int] =
    p("capacity.level", F.Positive, Some(10), Replays :+ "compare")("seconds per level")

  // what the machine was doing
  val InjectorCount: Parameter[Int] = p("injector.count", F.Positive, Some(1), Replays)(
    "injectors running this replay at once, each its share ([distributed](distributed.md))")
  val InjectorIndex: Parameter[Int] = p("injector.index", F.NonNegative, Some(0), Replays)(
    "this injector's number, `0` to `injector.count - 1`: it feeds every `injector.count`-th row from this one")
  val Plans: Parameter[Int] = p("lab.plans", F.NonNegative, Some(3), Replays :+ "compare")(
    "recorded rows per request asked again, unmeasured, for its plan or call counts (0: none) ([plans](plans.md))")
  val Calibration: Parameter[Int] = p("lab.calibration", F.NonNegative, Some(200), Replays :+ "compare")(
    "requests of the lab's overhead calibration per client (0: none) ([machine](machine.md))")
  val InjectorCpuMax: Parameter[Int] = p("lab.injectorCpuMax", F.Percent, Some(80), Replays :+ "compare")(
    "% of a core above which the injector is flagged saturated")
  val IdleMin: Parameter[Int] =
    p("lab.idleMin", F.Percent, Some(5), Replays :+ "compare")(
      "% of the machine idle under which it is flagged saturated")
  val OnTimeMin: Parameter[Int] = p("lab.onTimeMin", F.Percent, Some(95), Replays :+ "compare")(
    "% of open-model arrivals on time under which the run is injector-limited")
  val Pin: Parameter[Boolean] = p("lab.pin", F.Flag, Some(false), Replays ++ Seq("compare", BoltBenchmark),
    Seq(BoltBenchmark -> true))("`true`: the server and the injector on separate CPUs (Linux)")
  val Summary: Parameter[String] = p("lab.summary", F.Text, Some("target/traversal-perfs/last-replay.json"), Replays)(
    "where a replay writes its summary JSON (a comparison gives each cell its own)")
  val BaseDir: Parameter[String] =
    p("lab.basedir", F.Text, Some("."),
      Replays ++ Seq("compare", "diff", "dump benchmark", "copy benchmark", "querylog benchmark", BoltBenchmark))(
      "the project directory relative paths start from")

  // permissions

  // workload files

  val CopyBatch: Parameter[Int] = p("copy.batch", F.Positive, Some(10000),
    Seq("a `copy` dataset", "compare", "copy benchmark"))(
    "ids read and written per page when copying a running server's graph ([upgrade](upgrade.md#from-a-running-server))")

  // the query log import
  val QueryLog: Parameter[String] = p("querylog", F.Text, None, Seq("querylog", "rehearse"))(
    "a `query.log` to import, or a 4.4+ server's Bolt URI for its data collector " +
      "([your query log](workloads.md#from-your-query-log))")
  val QueryLogOut: Parameter[String] = p("querylog.out", F.Text, None, Seq("querylog", "rehearse"))(
    "the workload file the import writes (`.yml`), its parameters and arrivals beside it")
  val Dataset: Parameter[String] =
    p("dataset", F.Text, None, Seq("rehearse", "querylog"), note = "(required by rehearse)")(
      "the imported workload's dataset: a dump or a running server's URI ([your traffic](traffic.md))")
  val QueryLogWrites: Parameter[Boolean] = p("querylog.writes", F.Flag, Some(false), Seq("querylog"))(
    "keeps the log's writes ([writes](workloads.md#writes-from-the-log))")
  val QueryLogRows: Parameter[Int] = p("querylog.rows", F.Positive, Some(1000), Seq("querylog"))(
    "distinct parameter rows kept per query (the first ones logged)")
  val QueryLogQueries: Parameter[Int] = p("querylog.queries", F.Positive, Some(500), Seq("querylog"))(
    "distinct query texts kept (the first ones logged; a log of texts with literals written in would be endless)")
  val QueryLogBenchLines: Parameter[Int] =
    p("querylog.bench.lines", F.Positive, Some(1000000), Seq("querylog benchmark"))(
      "lines of the query log import benchmark's generated log")
  val QueryLogCollect: Parameter[Int] = p("querylog.collect", F.Positive, Some(60), Seq("querylog"))(
    "with a Bolt URI: seconds the data collector collects the server's queries")

  // the comparison
  val CompareVersions: Parameter[Seq[String]] = p("compare.versions", F.List, None, Seq("compare"),
    note = "every version of [the version table](versions.md#the-versions-the-lab-starts) a JDK here runs")(
    "versions side by side")
  val CompareAccess: Parameter[Seq[String]] = p("compare.access", F.listOf(Seq("extension", "cypher")),
    Some(Seq("extension")), Seq("compare"))("`extension`, `cypher` or both")
  val CompareStrategies: Parameter[Seq[String]] =
    p("compare.strategies", F.List, Some(Seq("framework")), Seq("compare"))("strategies side by side")
  val CompareClear: Parameter[Seq[String]] = p("compare.clear", F.listOf(Seq("false", "true")), Some(Seq("false")),
    Seq("compare"))("`false,true`: each cell warm and cleared before every request")
  val CompareHeaps: Parameter[Seq[String]] =
    p("compare.heaps", F.List, None, Seq("compare"), note = "`neo4j.heap`")("heap sizes, e.g. `1g,2g,4g`")
  val CompareGcs: Parameter[Seq[String]] =
    p("compare.gcs", F.List, Some(Seq("G1")), Seq("compare"))("`G1`, `Parallel`")
  val CompareRepeat: Parameter[Int] = p("compare.repeat", F.Positive, Some(3), Seq("compare"))(
    "rounds at least, interleaved, before the budget adds any; 3 give verdicts " +
      "([rounds](figures.md#repeats-interleaved))")
  val CompareBudget: Parameter[Int] = p("compare.budget", F.NonNegative, Some(20), Seq("compare"))(
    "minutes for rounds added until every p50 difference is decided (0: `compare.repeat` rounds only) " +
      "([adaptive](figures.md#adaptive-rounds))")
  val ComparePrecision: Parameter[Double] = p("compare.precision", F.NonNegativeNumber, Some(5.0), Seq("compare"))(
    "the smallest difference (%) that matters: `same` when the interval lies within ±this")
  val ComparePlant: Parameter[Double] = p("compare.plant", F.NonNegativeNumber, Some(0.0), Seq("compare", "tests"))(
    "with `compare.aa`, the second side's requests delayed by this % " +
      "([calibration](figures.md#calibration-a-planted-difference))")
  val CompareAa: Parameter[Boolean] = p("compare.aa", F.Flag, Some(false), Seq("compare"))(
    "`true`: an A/A run, each version compared with itself (`<version> again`): the smallest difference this " +
      "machine detects ([A/A](figures.md#an-aa-run))")
  val CompareBaseline: Parameter[String] = p("compare.baseline", F.Text, None, Seq("compare"))(
    "a saved `comparison.json`: deltas on the page, failure on a regression ([baseline](figures.md#baseline))")
  val CompareSlowerDiffers: Parameter[Boolean] = p("compare.slowerDiffers", F.Flag, Some(false), Seq("compare"))(
    "`true`: a `slower` query counts as a difference in the exit status ([exit status](upgrade.md#the-upgrade-report))")
  val Baseline: Parameter[String] =
    p("baseline", F.Text, None, Seq("diff"), note = "(required)")("the saved `comparison.json` the diff reads")
  val Run: Parameter[String] = p("run", F.Text, Some("target/comparison/comparison.json"), Seq("diff"))(
    "the run the diff compares with it")
  val DiffThreshold: Parameter[Double] =
    p("diff.threshold", F.NonNegativeNumber, Some(5.0), Seq("compare", "diff"))(
      "a regression: slower than the baseline at 95 %, the ratio's interval at least this % above 1 (0: any " +
        "detectable slowdown)")

  // the benchmark
  val Strategies: Parameter[Seq[String]] =
    p("strategies", F.List, None, Seq("benchmark"), note = "what the server offers")("strategies to time")
  val BenchWarmups: Parameter[Int] =
    p("bench.warmups", F.NonNegative, Some(5), Seq("benchmark"))("warm-up requests per row")
  val BenchRequests: Parameter[Int] =
    p("bench.requests", F.Positive, Some(20), Seq("benchmark"))("measured requests per row")
  val BenchPopulates: Parameter[Int] =
    p("bench.populates", F.Positive, Some(3), Seq("benchmark"))("populates each way")
  val BenchLayouts: Parameter[Seq[String]] = p("bench.layouts", F.listOf(Seq("bulk", "http")),
    Some(Seq("bulk", "http")), Seq("benchmark"))("store layouts traversed")

  // the dump benchmark
  val CopyBenchNodes: Parameter[Int] = p("copy.bench.nodes", F.Positive, Some(1000000), Seq("copy benchmark"))(
    "nodes of the copy benchmark's graph (five relationships each), made on 5.26.30 and copied to other versions")
  val CopyBenchVersions: Parameter[Seq[String]] = p("copy.bench.versions", F.List, None, Seq("copy benchmark"),
    note = "(every version with an admin tool but the source)")("the versions the copy benchmark copies to")
  val DumpBenchNodes: Parameter[Int] = p("dump.bench.nodes", F.Positive, Some(1000000), Seq("dump benchmark"))(
    "nodes of the dump benchmark's generated graph (five relationships each)")

  // the lab's own tests
  val TestDelay: Parameter[Int] = p("test.delay", F.NonNegative, Some(0), Seq("tests"))(
    "the lab's servers make every traversal wait this many ms, one at a time (a server of known capacity)")
  val BoltBenchUsers: Parameter[Int] = p("boltbench.users", F.Positive, Some(8), Seq(BoltBenchmark))(
    "concurrent requests of the gatling-neo4j benchmark, the same for Gatling and the bare driver loop")
  val BoltBenchSeconds: Parameter[Int] = p("boltbench.seconds", F.Positive, Some(5), Seq(BoltBenchmark))(
    "measured seconds of each of its blocks (after 2 s to let the block before end)")
  val BoltBenchRounds: Parameter[Int] = p("boltbench.rounds", F.Positive, Some(30), Seq(BoltBenchmark))(
    "its rounds per query, a bare block then a gatling-neo4j block each (3 at least; this machine needs 20 to 30)")
  val BoltBenchQuery: Parameter[String] = p("boltbench.query", F.Text, Some("all"), Seq(BoltBenchmark))(
    "`return1`, `lookup`, or `all`: the queries it times")
  val CypherQuery: Parameter[String] = p("cypher.query", F.Text, Some("MATCH (n) RETURN count(n)"), Seq("tests"))(
    "the Bolt action's test simulation: its query")
  val CypherExpect: Parameter[Long] = p("cypher.expect", F.Long, Some(0L), Seq("tests"))("its expected answer")
  val CypherRequests: Parameter[Int] = p("cypher.requests", F.Positive, Some(10), Seq("tests"))("requests per user")
  val CypherSeconds: Parameter[Int] = p("cypher.seconds", F.Positive, Some(60), Seq("tests"))("its time cap, seconds")
  val CypherDatabase: Parameter[String] = p("cypher.database", F.Text, None, Seq("tests"))(
    "gatling-neo4j's test simulation: the database a request names (4.0 and later)")

  /** In the order of docs/parameters.md. */
  val All: Seq[Parameter[_]] = Seq(
    Target, User, Password, Bolt, Heap, ServerJvmOptions,
    PageCache, BoltPool, BoltTimeout, Populate, Users, Ramp, PauseMax, Duration, Warmup, WarmupPasses, Rate, Speed,
    Slo, CapacityStep, CapacityMax, CapacityLevel, InjectorCount, InjectorIndex, Plans, Calibration, InjectorCpuMax,
    IdleMin, OnTimeMin, Pin, Summary, BaseDir, CopyBatch, QueryLog, QueryLogOut, Dataset, QueryLogWrites, QueryLogRows,
    QueryLogQueries,
    QueryLogCollect,
    QueryLogBenchLines, CompareVersions, CompareAccess, CompareStrategies, CompareClear, CompareHeaps, CompareGcs,
    CompareSlowerDiffers,
    CompareRepeat, CompareBudget, ComparePrecision, ComparePlant, CompareAa, CompareBaseline, Baseline, Run,
    DiffThreshold, Strategies, BenchWarmups, BenchRequests, BenchPopulates, BenchLayouts, DumpBenchNodes,
    CopyBenchNodes, CopyBenchVersions, TestDelay, BoltBenchUsers, BoltBenchSeconds, BoltBenchRounds, BoltBenchQuery,
    CypherQuery, CypherExpect, CypherRequests, CypherSeconds, CypherDatabase
  )

}
