package traversalperfs.benchmark

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.lab._
import traversalperfs.simulations.traversal.TraversalRequests

import java.nio.file.Files

/**
 * The benchmark: on a freshly populated embedded server (populate throughput measured), every strategy x cache x
 * order over the whole tree, one request at a time: warm-ups, then measured requests whose count must be right.
 * Prints mean, p50, p95 (client ms), server ms, garbage per request (MB, the request thread's allocations) and the
 * p50 ratio to the original framework/no-cache traversal of the same order, then the floor (plain arrays).
 * Run: ./mvnw gatling:test -Dgatling.simulationClass=traversalperfs.benchmark.BenchmarkSimulation
 */
class BenchmarkSimulation extends Simulation {
  private val settings = LabError.orExit(LabSettings.load())
  private val store = settings.storeOf(settings.neo4jVersion).resolveSibling(s"benchmark-${settings.tree.directoryName}")
  Directories.deleteRecursively(store) // populate throughput is measured on an empty store
  private val server = LabError.orExit(EmbeddedNeo4j.start(ServerSettings(settings.neo4jVersion, store, settings.heap,
    settings.pageCache, settings.baseDir)))
  private val target = LabTarget.embedded(server)
  private val plan = LabError.orExit(BenchmarkPlan.load(Parameters.system, target.client.strategies()))
  println(f"[traversal-perfs] benchmark on Neo4j ${settings.neo4jVersion}: populating ${settings.tree} (${settings.tree.nodeCount}%,d nodes)")
  private val populated = LabError.orExit(target.client.populate(settings.tree))
  private val trueB = LabError.orExit(target.client.tree().flatMap(_.trueBNodes).getOrElse(LabError("no true-B count")))
  private val results = new BenchmarkResults

  private val variants = plan.variants(settings.orders)

  private val benchmark = scenario("Benchmark")
    .foreach(variants.map(_.feederRecord), "variant") {
      exec(session => session.setAll(session("variant").as[Map[String, Any]]))
        .repeat(plan.warmups)(exec(request("warm-up ")))
        .repeat(plan.requests)(exec(request("")).exec { session =>
          results.record(session("name").as[String], session("millis").as[Int], session("serverMillis").as[Double],
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

  setUp(benchmark.inject(atOnceUsers(1)))
    .protocols(TraversalRequests.protocol(settings, target))
    .assertions(global.failedRequests.count.is(0))

  after {
    try {
      val floor = new ArrayTreeFloor(settings.tree)
      val floorMillis = settings.orders.map { order =>
        val depthFirst = order == "depth-first"
        assert(floor.count(depthFirst) == trueB, s"the floor counted ${floor.count(depthFirst)} $order, Neo4j $trueB")
        order -> floor.bestMillis(depthFirst)
      }.toMap
      val report = results.table(variants, floorMillis) + "\n" +
        settings.orders.map(order => f"Floor $order (plain arrays, same tree, same count, no Neo4j): ${floorMillis(order)}%.1f ms").mkString("\n") + "\n" +
        f"Populate: ${settings.tree.nodeCount}%,d nodes in ${(populated \ "millis").values} ms = ${(populated \ "nodesPerSecond").values} nodes/s"
      println(s"[traversal-perfs] benchmark, Neo4j ${settings.neo4jVersion}, ${settings.tree}, ${plan.requests} measured " +
        s"requests per row after ${plan.warmups} warm-ups, one at a time, heap ${settings.heap}:\n$report")
      val out = settings.baseDir.resolve(s"target/traversal-perfs/benchmark-${settings.neo4jVersion}.md")
      Files.createDirectories(out.getParent)
      Files.writeString(out, report + "\n")
    } finally {
      target.close()
      Directories.deleteRecursively(store) // populated afresh by every benchmark: not worth its disk
    }
  }
}
