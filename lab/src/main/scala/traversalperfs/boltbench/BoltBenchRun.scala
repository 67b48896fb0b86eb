package traversalperfs.boltbench

import traversalperfs.console.Say

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}

import scala.jdk.CollectionConverters._

/**
 * What the benchmark's simulation does in its JVM, for one query: blocks that alternate between the bare driver loop
 * and gatling-neo4j's users, `bare-1 gatling-1 bare-2 ... gatling-n bare-n+1`, after an unmeasured warm-up of each;
 * every block printed as a [[CountedWindow.Window]] line. Each Gatling block is compared with the two bare blocks
 * around it: the server and both JITs keep warming for minutes (in one ABA run, the second bare block had twice the
 * first's rate), and short alternating blocks let that drift fall on both sides alike. Gatling's users send only in
 * their blocks and wait 100 ms at a time otherwise; every block begins with 2 unmeasured seconds, so that the other's
 * last requests end.
 */
final class BoltBenchRun(val uri: String, val query: BenchQuery, val users: Int, seconds: Int, val rounds: Int) {
  private val Warm = 15
  private val Settle = 2

  /** Gatling's users send while this is true. */
  @volatile var gatlingTurn = false

  /** The last block is over: Gatling's users end. */
  @volatile var finished = false

  @volatile private var gatlingWindow = new CountedWindow(0, 0)

  /** Gatling's run: the blocks, with a minute to spare (its `maxDuration`). */
  val totalSeconds: Int = 2 * Warm + (2 * rounds + 1) * (Settle + seconds) + 60

  def scalaParams(): Map[String, Any] = query.params().asScala.toMap

  /** A request of Gatling's answered (its check passed). */
  def answered(): Unit = gatlingWindow.answered.increment()

  /** Starts the blocks on a thread of their own (Gatling's users wait for their turn meanwhile). */
  def start(): Unit = {
    val thread = new Thread(() => blocks(), "boltbench-blocks")
    thread.setDaemon(true)
    thread.start()
  }

  private def blocks(): Unit = {
    val bare = new BareDriverLoop(uri, query, users)
    try {
      bare.block(new CountedWindow(Warm, 0))
      gatling(new CountedWindow(Warm, 0))
      (1 to rounds).foreach { round =>
        Say.raw(bare.block(new CountedWindow(Settle, seconds)).line(query.name, s"bare-$round"))
        Say.raw(gatling(new CountedWindow(Settle, seconds)).line(query.name, s"gatling-$round"))
      }
      Say.raw(bare.block(new CountedWindow(Settle, seconds)).line(query.name, s"bare-${rounds + 1}"))
    } finally {
      finished = true
      bare.close()
    }
  }

  private def gatling(window: CountedWindow): CountedWindow.Window = {
    gatlingWindow = window
    gatlingTurn = true
    try window.measure()
    finally gatlingTurn = false
  }
}

object BoltBenchRun {
  def fromSystem(): BoltBenchRun = {
    val parameters = Parameters.system
    val uri = UserError.orExit(parameters.get(P.Bolt).getOrElse(UserError("neo4j.bolt is needed")))
    val query = UserError.orExit(BenchQuery.named(parameters(P.BoltBenchQuery)).headOption
        .getOrElse(UserError(s"${P.BoltBenchQuery.name} must be one of ${BenchQuery.All.map(_.name).mkString(", ")}")))
    new BoltBenchRun(uri, query, parameters(P.BoltBenchUsers), parameters(P.BoltBenchSeconds),
      parameters(P.BoltBenchRounds))
  }
}
