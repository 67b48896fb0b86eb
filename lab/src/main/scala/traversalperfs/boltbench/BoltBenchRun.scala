package traversalperfs.boltbench

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}

import scala.jdk.CollectionConverters._

/**
 * What the benchmark's simulation does in its JVM, for one query: a bare loop block before and after Gatling's, each
 * printed as a [[Throughput.Window]] line; Gatling's window measured on a thread of its own while Gatling runs (its
 * warm-up second start after the `before` block, so Gatling's own start falls in the warm-up).
 */
final class BoltBenchRun(val uri: String, val query: BenchQuery, val users: Int, seconds: Int) {
  private val Warm = 5
  /** Gatling's code is cold when its block starts (the bare loop's was warmed by its first block): it warms as long. */
  val gatlingWindow = new Throughput(3 * Warm, seconds)
  /** Gatling runs over its warm-up and window, and a second more. */
  val gatlingSeconds: Int = 3 * Warm + seconds + 1

  def scalaParams(): Map[String, Any] = query.params().asScala.toMap

  @volatile private var bareDone = false

  /** The first block warms longer: the JVM's JIT and the server's are cold then (its rate was half the next one's). */
  def bare(name: String): Unit = {
    val warm = if (bareDone) Warm else 3 * Warm
    println(BareDriverLoop.run(uri, query, users, new Throughput(warm, seconds)).line(query.name, name))
    bareDone = true
  }

  /** Starts Gatling's window: it opens when Gatling has run its warm-up (the `before` block ends first). */
  def measureGatling(): Unit = {
    val thread = new Thread(() => {
        while (!bareDone) Thread.sleep(10)
        println(gatlingWindow.measure().line(query.name, "gatling-neo4j"))
      }, "boltbench-gatling-window")
    thread.setDaemon(true)
    thread.start()
  }
}

object BoltBenchRun {
  def fromSystem(): BoltBenchRun = {
    val parameters = Parameters.system
    val uri = UserError.orExit(parameters.get(P.Bolt).getOrElse(UserError("neo4j.bolt is needed")))
    val query = UserError.orExit(BenchQuery.named(parameters(P.BoltBenchQuery)).headOption
        .getOrElse(UserError(s"${P.BoltBenchQuery.name} must be one of ${BenchQuery.All.map(_.name).mkString(", ")}")))
    new BoltBenchRun(uri, query, parameters(P.BoltBenchUsers), parameters(P.BoltBenchSeconds))
  }
}
