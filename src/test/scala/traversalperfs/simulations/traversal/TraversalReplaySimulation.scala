package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.replay._
import traversalperfs.lab._

import scala.concurrent.duration._

/**
 * Replay: feeds the recorded rows the parameters select (tree, starts, scope, orders, caches), circular, at a fixed
 * concurrency: first the warm-up (requests named `warm-up ...`, reported apart) until latency settles or its time
 * cap, then the measured phase; every answer must equal its recorded count, and a single wrong one fails the run.
 * Every replay starts from the same state: the extension's application caches are emptied first (with `clear`,
 * Neo4j's object caches and the application caches are cleared before every request, unmeasured). The measured
 * phase is closed (`users`), open (`rate`) or a capacity search (`slo`, see [[LoadModel]]; there a wrong answer
 * stops the run as a failure, while slow answers and timeouts only break a level). Prints the measured latencies
 * in the original lab's format, the rate achieved (and offered) and each capacity level.
 */
class TraversalReplaySimulation extends Simulation {
  private val settings = LabError.orExit(TraversalSettings.load())
  private val expected = LabError.orExit(
    SeedPlan.select(SeedPlan(settings), settings.tree, SeedPlan.recorded(settings), settings.csv.toString))
  private val target = LabError.orExit(LabTarget.open(settings.lab, settings.storeOf))
  private val tree = LabError.orExit(TreeOnServer.require(target, settings.tree, settings.csv))
  LabError.orExit(StrategyCheck.require(target.client.strategies(), settings.strategy, settings.caches))
  private val caches = LabError.orExit(target.client.emptyCaches())
  private val watch = new ServerWatch(target)
  private val warmUp = new WarmUp(expected.size * settings.access.size, settings.warmupSeconds, settings.warmupPasses)
  private val latencies = new LatencySummary
  private val throughput = new Throughput
  // with access=extension,cypher every arriving user asks both ways
  private val search = MeasuredLoad.search(settings.lab.load, settings.access.size)
  private val guard = new CapacityGuard(search, settings.lab.load)
  private val rows = csv(ExpectedCountsCsv.writeFeed(expected, settings.csv, settings.lab.baseDir).toString).circular
  private val cypher = new CypherRequests(settings.lab, target)
  if (settings.access.contains("cypher")) println(s"[traversal-perfs] Cypher requests go over ${cypher.via}")

  private def traverse(prefix: String) = {
    val request = TraversalRequests.traverse(prefix, settings.strategy)
    MeasuredLoad.requestTimeout(settings.lab.load).fold(request)(request.requestTimeout).check(
      responseTimeInMillis.saveAs("millis"),
      jsonPath("$.count").ofType[Long].optional.saveAs("found"),
      status.is(200),
      jsonPath("$.count").ofType[Long].is(session => session("count").as[String].toLong),
      jsonPath("$.serverMillis").ofType[Double].saveAs("serverMillis"),
      jsonPath("$.allocatedBytes").ofType[Long].optional.saveAs("allocatedBytes"))
  }

  /** The row asked each way `access` names: the extension's request, then Cypher's. */
  /** With `clear`, every request starts from cleared caches (the clear itself is not measured). */
  private val clearing = if (settings.clear) exec(TraversalRequests.clearCaches) else exec(session => session)

  private def ask(prefix: String)(record: (Session, String) => Session) =
    settings.access.map {
      case "extension" => clearing.exec(traverse(prefix)).exec(session => record(session, "extension"))
      case _ => clearing.exec(cypher.count(prefix)).exec(session => record(session, "cypher"))
    }.reduce(_.exec(_))

  private val warmUpReplay = scenario("Warm-up replay")
    .asLongAs(_ => warmUp.continues) {
      feed(rows).exec(ask("warm-up ") { (session, access) =>
        warmUp.record(s"$access ${session("scope").as[String]} ${session("order").as[String]} " +
          s"${session("cache").as[String]} '${session("start").as[String]}'", session("millis").asOption[Int].getOrElse(0).toLong)
        session
      })
    }

  private val measuredReplay = guard.around(scenario("Measured replay")
    .exec(MeasuredLoad.arrive(search))
    .feed(rows)
    .exec(ask("") { (session, access) =>
      val millis = session("millis").asOption[Int].map(_.toLong).getOrElse(0L)
      latencies.record(session("scope").as[String], session("order").as[String], session("cache").as[String],
        millis, session("serverMillis").asOption[Double], session("allocatedBytes").asOption[Long], !session.isFailed, access)
      throughput.answered(millis)
      search.foreach(_.record(session("arrived").as[Long], millis, !session.isFailed))
      session("found").asOption[Long].filter(_ != session("count").as[String].toLong).foreach(found =>
        guard.wrong(s"${session("scope").as[String]} ${session("order").as[String]} from " +
          s"'${session("start").as[String]}': expected ${session("count").as[String]}, found $found"))
      session.remove("serverMillis").remove("allocatedBytes").remove("found").remove("millis").markAsSucceeded
    }))

  private val measured =
    if (settings.lab.load.isOpen) measuredReplay.inject(MeasuredLoad.open(settings.lab.load, settings.lab.durationSeconds))
    else measuredReplay.inject(constantConcurrentUsers(settings.lab.users).during(settings.lab.durationSeconds.seconds))

  setUp(
    if (settings.warmupSeconds == 0) measured
    else warmUpReplay.inject(atOnceUsers(settings.lab.users)).andThen(measured)
  ).protocols(Seq[io.gatling.core.protocol.Protocol](LabProtocol(target).build) ++ cypher.protocol)
    // a capacity search's slow levels may end in timeouts: there only a wrong answer fails the run (above)
    .assertions(if (search.isDefined) Nil else Seq(global.failedRequests.count.is(0)))

  after {
    watch.close()
    try {
      val after = target.client.stats(afterGc = true)
      println(s"[traversal-perfs] measured replay on ${settings.lab.targetDescription}, ${settings.tree}, " +
        s"strategy ${settings.strategy}, ${expected.size} rows, ${settings.loadDescription}, " +
        (if (settings.clear) "caches cleared before every request, " else "") +
        s"warm-up: ${warmUp.description} " +
        "(client ms; 'Server mean' is the server-side time):")
      println(latencies.table)
      latencies.byScope(warmUp.settled).foreach(println)
      if (warmUp.settled.contains(false)) println(s"[traversal-perfs] WARNING: ${WarmUp.UnsettledNote} " +
        s"(${warmUp.description}); a longer warm-up: -Dwarmup=<seconds> -Dwarmup.passes=<passes>")
      MeasuredLoad.report(settings.lab.load, throughput.perSecond, search, settings.access.size).foreach(println)
      println(f"[traversal-perfs] server heap after GC: ${caches.start.heapUsedBytes / 1e6}%.0f MB before the load, " +
        f"${after.heapUsedBytes / 1e6}%.0f MB after")
      val clears = after.cacheClears - caches.start.cacheClears
      // one more clear, to show what the last request left in Neo4j's object caches
      if (settings.clear) println(s"[traversal-perfs] caches cleared before every request: the server cleared them " +
        s"$clears times during the replay; ${LabClient.describeObjectCaches(target.client.clearCaches())}")
      latencies.summary(settings.loadDescription).copy(heapBeforeBytes = Some(caches.start.heapUsedBytes),
        heapAfterBytes = Some(after.heapUsedBytes), cacheEntriesLeft = Some(caches.left),
        cacheEntriesAtStart = Some(caches.start.cacheEntries), warmUp = Some(warmUp.description),
        requestsPerSecond = throughput.perSecond, cacheClears = Some(clears),
        offeredPerSecond = MeasuredLoad.offeredPerSecond(settings.lab.load, settings.access.size),
        capacity = search.map(_.result), warmUpSettled = warmUp.settled).write(settings.lab.summaryJson)
    } finally target.close()
  }
}
