package traversalperfs.benchmark

import traversalperfs.console.Say

import traversalperfs.replay.TargetProtocol
import traversalperfs.tree.TreeClient
import traversalperfs.workloads.traversal.{TraversalClient, TraversalRequests, TraversalSettings}
import traversalperfs.server.{Directories, EmbeddedNeo4j, ServerSettings}
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}
import traversalperfs.targets.Target
import traversalperfs.workloads.traversal.benchmark.{
  ArrayTreeFloor, BenchmarkPlan, BenchmarkResults, PopulateBenchmark, StoreLayout
}

import io.gatling.core.Predef._
import io.gatling.http.Predef._

import java.nio.file.Files

/**
 * The benchmark: the tree populated `bench.populates` times each way (in bulk before a server starts, then through the
 * server; see [[PopulateBenchmark]]), then, on each store layout (`bench.layouts`: the bulk-written store, node ids in
 * level order, and the one populated through the server; [[StoreLayout]]), every strategy x cache x order over the
 * whole tree, one request at a time: warm-ups, then measured requests whose count must be right. Prints mean, p50, p95
 * (client ms), server ms, garbage per request (MB, the request thread's allocations), the p50 ratio to the original
 * framework/no-cache traversal of the same order and the server p50's ratio to the floor (the same count over plain
 * arrays, per order), then the floor and the populate figures (median, min-max, nodes/s). Run: ./mvnw gatling:test
 * -Dgatling.simulationClass=traversalperfs.benchmark.BenchmarkSimulation
 */
class BenchmarkSimulation extends Simulation {
  private val settings = UserError.orExit(TraversalSettings.load())
  private val populateRuns = UserError.orExit(Parameters.system(P.BenchPopulates))
  private val serverSettings =
    ServerSettings(settings.lab.server.embedded, PopulateBenchmark.storeOf(settings), settings.lab.server.heap,
      settings.lab.server.pageCache, settings.lab.baseDir)
  Say(f"benchmark on Neo4j ${settings.lab.server.embedded}: populating ${settings.tree} " +
    f"(${settings.tree.nodeCount}%,d nodes) $populateRuns times each way (in bulk: a new JVM and store each run; " +
    "through the server: one server, the tree deleted between runs)")
  private val bulkSettings =
    serverSettings.copy(home = serverSettings.home.resolveSibling(s"${serverSettings.home.getFileName}-bulk"))
  // bulk first, as the main command meets it: not while a server that just stopped still writes its store back; a
  // version without an offline writer (2026.x) has the store populated through the server only
  private val populatedInBulk = if (settings.lab.server.embedded.offlineWriter)
    Some(UserError.orExit(PopulateBenchmark.bulk(bulkSettings, settings.tree, populateRuns)))
  else None
  private val storeLayouts = if (populatedInBulk.isDefined) StoreLayout.All else Seq(StoreLayout.Http)
  private val (populatedThroughServer, httpServer) =
    UserError.orExit(PopulateBenchmark.throughServer(serverSettings, settings.tree, populateRuns))
  // the traversals run on each layout asked for (`bench.layouts`, default both), one server each, one after the other
  private val layouts = UserError.orExit(Parameters.system.among(P.BenchLayouts, storeLayouts.map(_.name),
      storeLayouts.map(_.name))).map(name => StoreLayout.All.find(_.name == name).get)
  if (!layouts.contains(StoreLayout.Http)) httpServer.close()
  private val targets = layouts.map(layout =>
    layout -> Target.embedded(
      if (layout == StoreLayout.Http) httpServer else UserError.orExit(EmbeddedNeo4j.start(bulkSettings))))
  private val plan =
    UserError.orExit(BenchmarkPlan.load(Parameters.system, new TraversalClient(targets.head._2.client).strategies()))
  private val trueB =
    UserError.orExit(
      new TreeClient(targets.head._2.client).tree().flatMap(_.trueBNodes).getOrElse(UserError("no true-B count")))
  private val results = layouts.map(_ -> new BenchmarkResults).toMap

  private val variants = plan.variants(settings.orders)

  private def benchmark(layout: StoreLayout) = scenario(s"Benchmark on the ${layout.name} store")
    .foreach(variants.map(_.feederRecord(layout)), "variant") {
      exec(session => session.setAll(session("variant").as[Map[String, Any]]))
        .repeat(plan.warmups)(exec(request("warm-up ")))
        .repeat(plan.requests)(exec(request("")).exec { session =>
          results(layout).record(session("row").as[String], session("millis").as[Int],
            session("serverMillis").as[Double],
            session("allocatedBytes").as[Long], !session.isFailed)
          session
        })
    }

  private def request(prefix: String) =
    TraversalRequests.traverse(prefix, "#{strategy}", "#{name}")
      .check(
        responseTimeInMillis.saveAs("millis"),
        status.is(200),
        jsonPath("$.count").ofType[Long].is(trueB),
        jsonPath("$.serverMillis").ofType[Double].saveAs("serverMillis"),
        jsonPath("$.allocatedBytes").ofType[Long].saveAs("allocatedBytes"))

  setUp(targets.map { case (layout, target) =>
    benchmark(layout).inject(atOnceUsers(1)).protocols(TargetProtocol(target))
  }.reduce(_.andThen(_)))
    .assertions(global.failedRequests.count.is(0))

  after {
    try {
      val floor = new ArrayTreeFloor(settings.tree)
      val floorMillis = settings.orders.map { order =>
        val depthFirst = order == "depth-first"
        assert(floor.count(depthFirst) == trueB, s"the floor counted ${floor.count(depthFirst)} $order, Neo4j $trueB")
        order -> floor.bestMillis(depthFirst)
      }.toMap
      val report =
        layouts.map(layout => s"On ${layout.description}:\n\n" + results(layout).table(variants, floorMillis))
          .mkString("", "\n\n", "\n") +
          settings.orders.map(order =>
            f"Floor $order (plain arrays, same tree, same count, no Neo4j): ${floorMillis(order)}%.1f ms").mkString(
            "\n") +
          "\n\n" + PopulateBenchmark.table(settings.tree, populatedThroughServer +: populatedInBulk.toSeq)
      Say(
        s"benchmark, Neo4j ${settings.lab.server.embedded}, ${settings.tree}, ${plan.requests} measured " +
          s"requests per row after ${plan.warmups} warm-ups, one at a time, heap ${settings.lab.server.heap}:\n$report")
      val out = settings.lab.baseDir.resolve(s"target/traversal-perfs/benchmark-${settings.lab.server.embedded}.md")
      Files.createDirectories(out.getParent)
      Files.writeString(out, report + "\n")
    } finally {
      targets.foreach(_._2.close())
      // populated afresh by every benchmark: not worth their disk
      Seq(serverSettings.home, bulkSettings.home).foreach(Directories.deleteRecursively)
    }
  }
}
