package traversalperfs.workloads.traversal

import traversalperfs.console.Say

import traversalperfs.run.RunTarget
import traversalperfs.targets.Target
import traversalperfs.tree.TreeOnServer
import traversalperfs.replay.{RecordPart, TargetProtocol}

import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.PopulationBuilder
import io.gatling.http.Predef._

/**
 * The traversal's record (its seed): the tree made when absent, then the expected count of every start x order x cache
 * recorded one request at a time. A variant whose count differs from its start's first one fails the run, and so does a
 * start whose count Cypher does not confirm. The counts go to `csv.record`, added to what it holds. When the files
 * already hold this plan on this tree, it only confirms the tree is still there.
 */
final class TraversalRecord(settings: TraversalSettings) extends RecordPart {
  val target: Target = RunTarget.open(settings.lab, settings.storeOf, bulk = Some(settings.tree.bulk))
  private val tree = TreeOnServer.ensure(target, settings.tree)
  private val plan = SeedPlan(settings)
  private val recordedAlready = SeedPlan.isRecorded(plan, settings)
  private val recorder = new ExpectedCountsRecorder(settings.tree)

  recordedAlready match {
    case Right(()) => Say(s"the expected counts are recorded already: nothing to record")
    case Left(why) =>
      Say(s"recording ${plan.size} expected counts ($why) into ${settings.csvRecord}")
  }

  def recorded: Boolean = recordedAlready.isRight

  def recording: PopulationBuilder = scenario("Record expected counts")
    .repeat(plan.size) {
      feed(plan.map(_.feederRecord).toIndexedSeq.queue)
        .exec(TraversalRequests.traverse("seed ", "framework") // the original: it reads through every cache
            .check(status.is(200), jsonPath("$.count").ofType[Long].saveAs("count"))
            .checkIf((session: Session) => recorder.reference(session("start").as[String]).isDefined)(
              jsonPath("$.count").ofType[Long].is(session => recorder.reference(session("start").as[String]).get)))
        .exec { session =>
          if (!session.isFailed)
            recorder.record(session("start").as[String], session("order").as[String], session("cache").as[String],
              session("count").as[Long])
          session
        }
    }.inject(atOnceUsers(1))

  def confirming: PopulationBuilder = scenario("Confirm the recorded tree")
    .exec(http("tree").get("/traversal-perfs/tree").check(
        status.is(200),
        jsonPath("$.depth").ofType[Int].is(tree.key.depth),
        jsonPath("$.fanout").ofType[Int].is(tree.key.fanout),
        jsonPath("$.seed").ofType[Long].is(tree.key.seed),
        jsonPath("$.complete").ofType[Boolean].is(true)))
    .inject(atOnceUsers(1))

  def protocols: Seq[Protocol] = Seq(TargetProtocol(target).build)

  def finish(): Unit =
    if (recordedAlready.isLeft && recorder.size == plan.size) {
      val rows = recorder.rows(plan)
      val cypher = target.cypherOracle
      Say(
        s"checking the ${rows.map(_.start).distinct.size} starts' counts against Cypher " +
          s"(${cypher.via})")
      CypherCounts.check(cypher, rows)
      ExpectedCountsCsv.append(settings.csvRecord, rows)
      Say(s"wrote ${plan.size} expected counts on ${settings.tree} to ${settings.csvRecord} " +
        "(rows of other trees kept); the seed's Gatling report above lists its recording requests")
    }

  override def close(): Unit = target.close()
}
