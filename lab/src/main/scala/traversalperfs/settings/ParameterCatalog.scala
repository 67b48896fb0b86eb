package traversalperfs.settings

/**
 * Every parameter the lab reads, with its default and what it does: [[Parameters]] refuses to read a name missing here,
 * and docs/parameters.md is generated from this list (`./mvnw -B -q -Pdocs verify`), so the table and the code cannot
 * drift apart.
 */
object ParameterCatalog {

  /** `readBy`: the commands that read it (a workload, `compare`, `diff`, `benchmark`, or the lab's own tests). */
  final case class ParameterDoc(name: String, default: String, meaning: String, readBy: Seq[String]) {
    /** `csv.<version>` stands for every `csv.` name. */
    def names(asked: String): Boolean =
      if (name.endsWith(".<version>")) asked.startsWith(name.stripSuffix("<version>")) && asked.length > name.length - 9
      else asked == name
  }

  private val Replays = Seq("traversal", "permissions", "file")
  private val Servers = Replays ++ Seq("compare", "benchmark")
  private def p(name: String, default: String, readBy: Seq[String])(meaning: String) =
    ParameterDoc(name, default, meaning, readBy)

  val All: Seq[ParameterDoc] = Seq(
    // where and what
    p("workload", "`traversal`", Replays :+ "compare")(
      "what to run: `traversal`, `permissions`, or `file:<path>` (a workload file, relative to the project)"),
    p("target", "(none: embedded)", Replays :+ "benchmark")(
      "an existing server: its URL (`http://…:7474`, the extension mounted at `/traversal-perfs`), or for a " +
        "workload file a Bolt URI (`neo4j+s://…`); nothing is started then"),
    p("neo4j.version", "`3.0.12`", Servers)(
      "the embedded server's version: `2.2.10`, `2.3.12`, `3.0.12`, `3.5.35`, `4.4.48`, `5.26.30`, `2026.08.1`"),
    p("neo4j.java", "(found)", Servers)(
      "the JDK the server runs on: a home, or a feature version like `21` ([a JDK per " +
        "server](versions.md#a-jdk-per-server))"),
    p("neo4j.java.toolchains", "`~/.m2/toolchains.xml`", Servers)("Maven toolchains the lab reads JDKs from"),
    p("neo4j.java.directories", "`/usr/lib/jvm`, `/usr/java`, `/opt/java`, `~/.sdkman/candidates/java`, …", Servers)(
      "directories the lab looks in for JDKs"),
    p("neo4j.user", "(none)", Replays :+ "tests")("basic auth user for `target` (sent to that target only)"),
    p("neo4j.password", "(none)", Replays :+ "tests")("its password (never printed)"),
    p("neo4j.bolt", "(none)", Replays :+ "tests")("the Bolt URI of `target` (Neo4j 3.5+): Cypher then goes over Bolt"),
    p("neo4j.heap", "`4g`", Servers)("the embedded server's `-Xms`/`-Xmx` (the original's 4 GB)"),
    p("neo4j.pagecache", "`500m`", Servers)("the embedded server's page cache (the original's 500 MB)"),
    p("bolt.pool", "`100`", Replays)("the Bolt driver's connection pool size"),
    p("bolt.timeout", "`60`", Replays)("the Bolt driver's query timeout, seconds"),
    p("populate", "`auto`", Seq("traversal", "permissions", "file", "compare"))(
      "how a new store of the lab's gets its data: `auto` (in bulk before the server starts: a tree from 100,000 " +
        "nodes, a permissions dataset from 500,000; smaller ones through the server), `bulk`, or `http` (`POST " +
        "/…/populate`)"),
    // the tree and its traversal
    p("depth", "`5`", Seq("traversal", "compare", "benchmark"))(
      "tree depth: 2 × depth + 1 generations (1,398,101 nodes with fanout 4)"),
    p("fanout", "`4`", Seq("traversal", "compare", "benchmark"))("children per node"),
    p("seed", "`42`", Seq("traversal", "compare", "benchmark"))(
      "seed of the nodes' `value` ([data model](extension.md#data-model))"),
    p("starts", "`4`", Seq("traversal", "compare"))("sampled subtree starts besides the root"),
    p("scope", "`all` (`root` in a comparison)", Seq("traversal", "compare"))(
      "replay `all` rows, only `root` or only `subtree` ones"),
    p("orders", "`depth-first,breadth-first`", Seq("traversal", "compare"))("orders to record and replay"),
    p("caches", "`none,label+property`", Seq("traversal", "compare", "benchmark"))(
      "application caches to record and replay, among `none`, `label`, `property`, `label+property`"),
    p("strategy", "`framework`", Seq("traversal"))(
      "how the extension counts: `framework`, `core`, `request-cache`, `kernel`, `cached` " +
        "([strategies](extension.md)); `kernel` and `cached` take `caches=none`"),
    p("access", "`extension`", Seq("traversal"))(
      "`extension` (HTTP to the extension), `cypher` (the same count in Cypher), or both"),
    p("clear", "`false`", Seq("traversal"))(
      "`true`: clear Neo4j's object caches (2.2) and the application caches before every request, outside the " +
        "measured time"),
    p("csv", "`src/test/resources/data/expected-counts.csv`", Seq("traversal", "compare"))("expected counts to read"),
    p("csv.record", "`target/traversal-perfs/expected-counts.csv`", Seq("traversal", "compare"))(
      "where counts the run lacks are recorded (`csv` when `csv` is given)"),
    p("csv.<version>", "(`csv`)", Seq("compare"))("that version's cells replay this CSV instead"),
    // load
    p("users", "`1` (permissions `20`, file `4`)", Replays :+ "compare")("concurrent users (closed model)"),
    p("ramp", "`0` (permissions `10`, file `5`)", Replays :+ "compare")("seconds over which the users start"),
    p("pause.max", "`0` (permissions and file: `auto` unless `users` or `rate` is given)", Replays :+ "compare")(
      "each user pauses 0 to this many ms between requests; `auto`: a think time, 0 to twice the warm-up's last " +
        "median, so the load leaves the machine headroom"),
    p("duration", "`120` (permissions and file `30`, a traversal comparison `20`)", Replays :+ "compare")(
      "measured seconds (each of a comparison's repeats)"),
    p("warmup", "`60` (comparison `10`)", Replays :+ "compare")(
      "the warm-up's time cap, seconds, once it made the 3 passes over the rows that can show latency settled (0: " +
        "none); every workload warms up"),
    p("warmup.passes", "`10`", Replays :+ "compare")("the warm-up's cap in passes over the rows"),
    p("rate", "(none: closed model)", Replays :+ "compare")(
      "open model: arrivals per second, whatever the answers ([figures](figures.md))"),
    p("slo", "(none)", Replays :+ "compare")(
      "a capacity search: open-model levels until this objective breaks, e.g. `p95<1000ms` " +
        "([capacity](figures.md#capacity))"),
    p("capacity.step", "`rate`", Replays :+ "compare")("the capacity search's step, arrivals per second"),
    p("capacity.max", "`rate` + 19 steps", Replays :+ "compare")("its highest level"),
    p("capacity.level", "`10`", Replays :+ "compare")("seconds per level"),
    // what the machine was doing
    p("injector.count", "`1`", Replays)(
      "how many injectors run this replay at once (Gatling Enterprise, or several JVMs): each offers its share of " +
        "`users` or `rate` ([distributed](distributed.md))"),
    p("injector.index", "`0`", Replays)(
      "this injector's number, `0` to `injector.count - 1`: it feeds every `injector.count`-th recorded row from " +
        "this one, so the injectors never replay the same rows in lockstep"),
    p("lab.plans", "`3`", Replays :+ "compare")(
      "recorded rows per request asked again after the measured load, unmeasured: a Cypher query under `PROFILE` " +
        "(its plan, db hits, rows), the extension's call counts; each answer checked (0: none) ([plans](plans.md))"),
    p("lab.calibration", "`200`", Replays :+ "compare")(
      "requests of the lab's overhead calibration per client (0: none) ([machine](machine.md))"),
    p("lab.injectorCpuMax", "`80`", Replays :+ "compare")("% of a core above which the injector is flagged saturated"),
    p("lab.idleMin", "`5`", Replays :+ "compare")("% of the machine idle under which it is flagged saturated"),
    p("lab.onTimeMin", "`95`", Replays :+ "compare")(
      "% of open-model arrivals on time under which the run is injector-limited"),
    p("lab.pin", "`false`", Replays :+ "compare")("`true`: the server and the injector on separate CPUs (Linux)"),
    p("lab.summary", "`target/traversal-perfs/last-replay.json`", Replays)(
      "where a replay writes its summary JSON (a comparison gives each cell its own)"),
    p("lab.basedir", "`.`", Replays ++ Seq("compare", "diff"))("the project directory relative paths start from"),
    // permissions
    p("permissions.users", "`3000`", Seq("permissions", "compare"))("users (each in 0 to 5 groups)"),
    p("permissions.groups", "`100`", Seq("permissions", "compare"))("groups"),
    p("permissions.documents", "`100000`", Seq("permissions", "compare"))("documents (`1000000`: the article's size)"),
    p("permissions.folders", "documents / 50", Seq("permissions", "compare"))("folders the documents sit in"),
    p("permissions.userGrants", "`5`", Seq("permissions", "compare"))("`SECURITY` grants per user"),
    p("permissions.groupGrants", "`50`", Seq("permissions", "compare"))("`SECURITY` grants per group"),
    p("permissions.seed", "`42`", Seq("permissions", "compare"))("the generator's seed"),
    p("permissions.csv", "`src/test/resources/data/permissions.csv`", Seq("permissions", "compare"))(
      "the recorded checks"),
    p("record.users", "`10`", Seq("permissions"))("the record's concurrent users"),
    p("record.duration", "`10`", Seq("permissions"))("the record's seconds"),
    p("record.rows", "`200`", Seq("permissions"))("at most this many recorded checks"),
    p("record.documents", "`1000`", Seq("permissions"))("at most this many documents per check (10,000 at most)"),
    p("record.seed", "`1`", Seq("permissions"))("the checks' seed"),
    // workload files
    p("workload.csv", "`<file>.expected.csv`", Seq("file", "compare"))("the file's recorded answers"),
    p("workload.store", "(none)", Seq("file", "compare"))("an embedded Neo4j home holding your store, used as it is"),
    // the comparison
    p("compare.versions", "`2.2.10,2.3.12,3.0.12,4.4.48,5.26.30,2026.08.1`", Seq("compare"))("versions side by side"),
    p("compare.access", "`extension`", Seq("compare"))("`extension`, `cypher` or both"),
    p("compare.strategies", "`framework`", Seq("compare"))("strategies side by side"),
    p("compare.clear", "`false`", Seq("compare"))("`false,true`: each cell warm and cleared before every request"),
    p("compare.heaps", "`neo4j.heap`", Seq("compare"))("heap sizes, e.g. `1g,2g,4g`"),
    p("compare.gcs", "`G1`", Seq("compare"))("`G1`, `Parallel`"),
    p("compare.repeat", "`3`", Seq("compare"))(
      "run every cell this many times, interleaved (every version once, then again); 3 give a verdict on every " +
        "difference ([repeats](figures.md#repeats))"),
    p("compare.aa", "`false`", Seq("compare"))(
      "`true`: an A/A run, each version compared with itself (`<version> again`): the smallest difference this " +
        "machine detects ([A/A](figures.md#an-aa-run))"),
    p("compare.baseline", "(none)", Seq("compare"))(
      "a saved `comparison.json`: deltas on the page, failure on a regression ([baseline](figures.md#baseline))"),
    p("baseline", "(required)", Seq("diff"))("the saved `comparison.json` the diff reads"),
    p("run", "`target/comparison/comparison.json`", Seq("diff"))("the run the diff compares with it"),
    p("diff.threshold", "`5`", Seq("compare", "diff"))(
      "a regression: slower than the baseline at 95 %, the ratio's interval at least this % above 1 (0: any " +
        "detectable slowdown)"),
    // the benchmark
    p("strategies", "what the server offers", Seq("benchmark"))("strategies to time"),
    p("bench.warmups", "`5`", Seq("benchmark"))("warm-up requests per row"),
    p("bench.requests", "`20`", Seq("benchmark"))("measured requests per row"),
    p("bench.populates", "`3`", Seq("benchmark"))("populates each way"),
    p("bench.layouts", "`bulk,http`", Seq("benchmark"))("store layouts traversed"),
    // the lab's own tests
    p("test.delay", "`0`", Seq("tests"))(
      "the lab's servers make every traversal wait this many ms, one at a time (a server of known capacity)"),
    p("cypher.query", "`MATCH (n) RETURN count(n)`", Seq("tests"))("the Bolt action's test simulation: its query"),
    p("cypher.expect", "`0`", Seq("tests"))("its expected answer"),
    p("cypher.requests", "`10`", Seq("tests"))("requests per user"),
    p("cypher.seconds", "`60`", Seq("tests"))("its time cap, seconds")
  )

  def find(name: String): Option[ParameterDoc] = All.find(_.names(name))

  /** A read of a name missing here is a defect of the lab, not of the user's input. */
  def require(name: String): Unit =
    if (find(name).isEmpty)
      throw new IllegalStateException(s"parameter '$name' is not in ParameterCatalog: add it there")
}
