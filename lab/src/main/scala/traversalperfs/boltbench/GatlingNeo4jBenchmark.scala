package traversalperfs.boltbench

import traversalperfs.statistics.Difference
import traversalperfs.console.Say

import traversalperfs.process.MavenRun
import traversalperfs.machine.CpuPinning
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.targets.CypherRunner

import java.nio.file.Path

/**
 * gatling-neo4j's benchmark (`./mvnw -B -Pgatling-neo4j-benchmark verify -DskipTests`): a Neo4j 5.26.30 started with
 * 10,000 `:BenchPerson` nodes (indexed by `id`), then for each query (`RETURN 1`, a lookup by id) a Gatling run in a
 * JVM of its own that alternates blocks of the bare driver loop and of gatling-neo4j at the same concurrency
 * ([[BoltBenchRun]]): requests per second and the injector JVM's CPU per request of each block, each Gatling block's
 * against the bare blocks around it, over the rounds with an interval ([[BenchTable]]); the server warmed first.
 * Figures, not a test. The server and the injector each on CPUs of their own by default (`lab.pin`): sharing two cores,
 * the injector's CPU per request followed the server's scheduling more than its own work (its CPU per second stayed
 * level while its rate moved by half), which made the ratio between blocks vary by up to a third.
 */
object GatlingNeo4jBenchmark {
  /** The benchmark in the project at `baseDir` ([[traversalperfs.commands]] runs it). */
  def run(parameters: Parameters, baseDir: Path): Unit = {
    val users = parameters(P.BoltBenchUsers)
    val seconds = parameters(P.BoltBenchSeconds)
    val queries = BenchQuery.named(parameters(P.BoltBenchQuery))
    val rounds = parameters(P.BoltBenchRounds)
    if (rounds < Difference.MinRepeats)
      UserError(s"${P.BoltBenchRounds.name} must be at least ${Difference.MinRepeats} (an interval needs them)")
    if (queries.isEmpty)
      UserError(s"${P.BoltBenchQuery.name} must be all, ${BenchQuery.All.map(_.name).mkString(", ")}")
    val pin = pinning(parameters)
    val work = baseDir.resolve("target/gatling-neo4j-benchmark")
    Directories.deleteRecursively(work)
    // this JVM first, so that Gatling's, started from it, inherits the injector's CPUs
    pin.flatMap(_.pinInjector()).foreach(UserError(_))
    val server = EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(Neo4jVersions.V5_26.version, baseDir),
        work.resolve("neo4j"),
        parameters(P.Heap), parameters(P.PageCache), baseDir, pin = pin))
    val placement = "the server (Neo4j 5.26.30) " +
      pin.fold("on the same cores")(p => s"on CPUs ${p.server}, the injector on CPUs ${p.injector} (`${P.Pin.name}`)")
    Say(s"gatling-neo4j benchmark: $placement")
    val windows =
      try {
        val uri = server.boltUri.get
        val setup = CypherRunner.overBolt(uri, None)
        try {
          setup.write("CREATE INDEX bench_person IF NOT EXISTS FOR (p:BenchPerson) ON (p.id)")
          setup.write(s"UNWIND range(0, ${BenchQuery.People - 1}) AS i CREATE (:BenchPerson {id: i, name: 'p' + i})")
          setup.write("CALL db.awaitIndexes(60)")
        } finally setup.close()
        // the server's JIT warmed first, unmeasured (in an earlier run, the rate rose threefold over its first minutes)
        Say(s"gatling-neo4j benchmark: warming the server, 30 s per query")
        queries.foreach(query => BareDriverLoop.run(uri, query, users, new CountedWindow(0, 30)))
        queries.flatMap { query =>
          Say(s"gatling-neo4j benchmark: ${query.text}, $users concurrent requests, " +
            s"$rounds rounds of two blocks of $seconds s (the bare loop, gatling-neo4j) and a last bare block")
          val child = MavenRun.start(baseDir, work, query.name,
            Seq("-Dgatling.simulationClass=traversalperfs.benchmark.GatlingNeo4jBenchmarkSimulation",
              s"-Dneo4j.bolt=$uri", s"-D${P.BoltBenchQuery.name}=${query.name}", s"-D${P.BoltBenchUsers.name}=$users",
              s"-D${P.BoltBenchSeconds.name}=$seconds",
              s"-D${P.BoltBenchRounds.name}=$rounds"))
          if (child.exitCode(timeoutMinutes = 6 + (2 * rounds + 1) * (seconds + 2) / 60) != 0)
            UserError(s"the benchmark's Gatling run for ${query.name} failed: ${child.tail}")
          val read = CountedWindow.read(child.output)
          if (read.size != 2 * rounds + 1)
            UserError(s"the benchmark's run for ${query.name} printed ${read.size} of its ${2 * rounds + 1} blocks")
          // each block's figures in this command's output too, so that a published run keeps them
          read.foreach { case ((name, block), window) => Say.raw(window.line(name, block)) }
          read
        }
      } finally server.close()
    Say.raw(BenchTable(windows, users, placement).markdown)
  }

  /**
   * `lab.pin`, on by default here: refused when asked for and impossible (`machine`: this machine's split), said and
   * left off when only the default.
   */
  def pinning(parameters: Parameters, machine: => Either[String, CpuPinning] = CpuPinning.of()): Option[CpuPinning] =
    if (!parameters.in(P.Pin, P.BoltBenchmark)) None
    else machine match {
      case Right(pin) => Some(pin)
      case Left(why) if parameters.get(P.Pin).isEmpty =>
        Say(s"gatling-neo4j benchmark: not pinned ($why)")
        None
      case Left(why) => UserError(why)
    }
}
