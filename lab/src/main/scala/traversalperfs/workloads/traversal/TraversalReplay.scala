package traversalperfs.workloads.traversal

import traversalperfs.console.{Line, Say}

import traversalperfs.run.{RunSettings, RunTarget}
import traversalperfs.measure.{LatencySummary, ReplaySummary}
import traversalperfs.targets.{RequestWork, Target}
import traversalperfs.tree.TreeOnServer
import traversalperfs.replay.{AnswerKeys, LabClock, MeasuredLoad, ReplayPart, TargetProtocol}

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.ChainBuilder
import io.gatling.http.Predef._

/**
 * The traversal's replay: the recorded counts the parameters select (tree, starts, scope, orders, caches), fed through
 * Gatling's CSV feeder, each row asked each way `access` names (the extension's request, then Cypher's), every count
 * verified. A warm-up first, until latency settles or its caps. Every replay starts from the same state: the
 * extension's application caches are emptied first (what an earlier run left is read before), and with `clear` Neo4j's
 * object caches and the application caches are cleared before every request, unmeasured. Prints the measured latencies
 * in the original lab's format.
 */
final class TraversalReplay(settings: TraversalSettings) extends ReplayPart {
  val lab: RunSettings = settings.lab
  private val expected =
    SeedPlan.select(SeedPlan(settings), settings.tree, SeedPlan.recorded(settings), settings.csv.toString)
  val target: Target = RunTarget.open(lab, settings.storeOf)
  TreeOnServer.require(target, settings.tree, settings.csv)
  private val client = new TraversalClient(target.client)
  StrategyCheck.require(client.strategies(), settings.strategy, settings.caches)
  private val caches = client.emptyCaches(shared = !lab.load.injector.alone)
  private val cypher = new CypherRequests(lab, target)
  if (settings.access.contains("cypher")) Say(s"Cypher requests go over ${cypher.via}")

  /** The selected rows as the CSV feeder would give them (every value a string), fed from memory: no file written. */
  val rows: IndexedSeq[Map[String, Any]] = expected.map(ExpectedCountsCsv.feederRow).toIndexedSeq

  override def requestsPerRow: Int = settings.access.size

  private def traverse(prefix: String) = {
    val request = TraversalRequests.traverse(prefix, settings.strategy)
    MeasuredLoad.requestTimeout(lab.load.model).fold(request)(request.requestTimeout).check(
      responseTimeInMillis.saveAs(AnswerKeys.Millis),
      jsonPath("$.count").ofType[Long].optional.saveAs(AnswerKeys.Found),
      status.is(200),
      jsonPath("$.count").ofType[Long].is(session => session("count").as[String].toLong),
      jsonPath("$.serverMillis").ofType[Double].saveAs(AnswerKeys.ServerMillis),
      jsonPath("$.allocatedBytes").ofType[Long].optional.saveAs(AnswerKeys.AllocatedBytes))
  }

  /** With `clear`, every request starts from cleared caches (the clear itself is not measured). */
  private val clearing = if (settings.clear) exec(TraversalRequests.clearCaches) else exec(session => session)

  private def verified(wrong: String => Unit): ChainBuilder = exec { session =>
    session(AnswerKeys.Found).asOption[Long].filter(_ != session("count").as[String].toLong).foreach(found =>
      wrong(s"${session("scope").as[String]} ${session("order").as[String]} from '${session("start").as[String]}': " +
        s"expected ${session("count").as[String]}, found $found"))
    session
  }

  def ask(prefix: String, answered: String => ChainBuilder, wrong: String => Unit): ChainBuilder =
    settings.access.map {
      case "extension" =>
        clearing.exec(LabClock.start).exec(traverse(prefix)).exec(verified(wrong)).exec(answered("extension"))
      case access => clearing.exec(cypher.count(prefix)).exec(answered(access))
    }.reduce(_.exec(_))

  def sample(session: Session, kind: String, millis: Long, ok: Boolean): LatencySummary.Sample =
    TraversalSettings.sample(session("scope").as[String], session("order").as[String], session("cache").as[String],
      millis,
      session(AnswerKeys.ServerMillis).asOption[Double], session(AnswerKeys.AllocatedBytes).asOption[Long], ok, kind)

  def protocols: Seq[Protocol] = Seq[Protocol](TargetProtocol(target).build) ++ cypher.protocol

  /**
   * The extension's call counts (nodes visited, store reads by name: it has no Cypher plan) for each request name's
   * first rows, and with `access=cypher` the count's Cypher under PROFILE; every count checked.
   */
  override def work(rowsPerRequest: Int): Seq[RequestWork] = settings.access.flatMap {
    case "extension" =>
      expected.groupBy(r => sample(r, "extension").name).toSeq.sortBy(_._1).map { case (name, rows) =>
        RequestWork.counted(name, s"GET /traversal-perfs/traverse strategy=${settings.strategy}",
          rows.take(rowsPerRequest).map { row =>
            val answer = client.traversal(row.start, row.order, row.cache, settings.strategy)
            implicit val formats: org.json4s.Formats = org.json4s.DefaultFormats
            val found = (answer \ "count").extract[Long]
            ((answer \ "nodesVisited").extract[Long], (answer \ "calls").extractOrElse[Map[String, Long]](Map.empty),
              Option.when(found != row.count)(s"from '${row.start}': expected ${row.count}, found $found"))
          })
      }
    case access =>
      expected.groupBy(r => sample(r, access).name).toSeq.sortBy(_._1).map { case (name, rows) =>
        RequestWork.profiled(name, target.cypher.via,
          rows.distinctBy(_.start).take(rowsPerRequest).map { row =>
            val (answer, plan) = target.cypher.profile(CypherCounts.statement(row.start))
            (plan,
              Option.when(!answer.count.contains(BigInt(row.count)))(
                s"from '${row.start}': expected ${row.count}, Cypher answers ${answer.text}"))
          })
      }
  }

  private def sample(row: ExpectedCount, access: String): LatencySummary.Sample =
    TraversalSettings.sample(row.scope, row.order, row.cache, 0, None, None, ok = true, access)

  def finish(latencies: LatencySummary, summary: ReplaySummary, loadLines: Seq[Line]): ReplaySummary = {
    val after = target.client.stats(afterGc = true)
    val warmUpDescription = summary.warmUp.getOrElse("none")
    Say(s"measured replay on ${lab.server.describe}, ${settings.tree}, " +
      s"strategy ${settings.strategy}, ${expected.size} rows, ${settings.lab.load.inWords}, " +
      (if (settings.clear) "caches cleared before every request, " else "") +
      s"warm-up: $warmUpDescription (client ms; 'Server mean' is the server-side time):")
    Say.raw(TraversalLatencies.table(latencies))
    TraversalLatencies.byScope(latencies, summary.warmUpSettled).foreach(Say.say)
    loadLines.foreach(Say.say)
    Say(f"server heap after GC: ${caches.start.heapUsedBytes / 1e6}%.0f MB before the load, " +
      f"${after.heapUsedBytes / 1e6}%.0f MB after")
    val clears = after.cacheClears - caches.start.cacheClears
    // one more clear, to show what the last request left in Neo4j's object caches
    if (settings.clear) Say(s"caches cleared before every request: the server cleared them " +
      s"$clears times during the replay; ${TraversalClient.describeObjectCaches(client.clearCaches())}")
    summary.copy(load = settings.lab.load.inWords, heapBeforeBytes = Some(caches.start.heapUsedBytes),
      heapAfterBytes = Some(after.heapUsedBytes),
      workloadFigures = Some(CacheFigures(caches.left, caches.start.cacheEntries, clears)))
  }

  override def close(): Unit = target.close()
}
