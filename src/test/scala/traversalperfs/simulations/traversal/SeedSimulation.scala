package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import traversalperfs.replay._
import traversalperfs.lab._

/**
 * Seed: makes sure the tree exists, then records the expected count of every start x order x cache into the CSV,
 * one request at a time. A variant whose count differs from its start's first one fails the run, and so does a
 * start whose count Cypher does not confirm (an oracle outside the extension). The counts go to `csv.record`, added
 * to what it holds. When the files already hold this plan on this tree, it only confirms the tree is still there. Runs before the replay
 * (simulations run in alphabetical order).
 */
class SeedSimulation extends Simulation {
  private val settings = LabError.orExit(TraversalSettings.load())
  private val target = LabError.orExit(LabTarget.open(settings.lab, settings.storeOf, bulk = Some(BulkDataset.tree(settings.tree))))
  private val tree = LabError.orExit(TreeOnServer.ensure(target, settings.tree))
  private val plan = SeedPlan(settings)
  private val recordedAlready = SeedPlan.isRecorded(plan, settings)
  private val recorder = new ExpectedCountsRecorder(settings.tree)
  private val watch = new ServerWatch(target)

  recordedAlready match {
    case Right(()) => println(s"[traversal-perfs] the expected counts are recorded already: nothing to record")
    case Left(why) => println(s"[traversal-perfs] recording ${plan.size} expected counts ($why) into ${settings.csvRecord}")
  }

  private val record = scenario("Record expected counts")
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
    }

  private val confirm = scenario("Confirm the recorded tree")
    .exec(http("tree").get("/traversal-perfs/tree").check(
      status.is(200),
      jsonPath("$.depth").ofType[Int].is(tree.key.depth),
      jsonPath("$.fanout").ofType[Int].is(tree.key.fanout),
      jsonPath("$.seed").ofType[Long].is(tree.key.seed),
      jsonPath("$.complete").ofType[Boolean].is(true)))

  setUp((if (recordedAlready.isRight) confirm else record).inject(atOnceUsers(1)))
    .protocols(LabProtocol(target))
    .assertions(global.failedRequests.count.is(0))

  after {
    watch.close()
    try {
      if (recordedAlready.isLeft && recorder.size == plan.size) {
        val rows = LabError.orExit(recorder.rows(plan))
        val cypher = target.cypherOracle
        println(s"[traversal-perfs] checking the ${rows.map(_.start).distinct.size} starts' counts against Cypher (${cypher.via})")
        LabError.orExit(cypher.check(rows))
        ExpectedCountsCsv.append(settings.csvRecord, rows)
        println(s"[traversal-perfs] wrote ${plan.size} expected counts on ${settings.tree} to ${settings.csvRecord} " +
          "(rows of other trees kept); the seed's Gatling report above lists its recording requests")
      }
    } finally target.close()
  }
}
