package traversalperfs.statistics

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import scala.util.Random

/**
 * The comparison's sequential rule ([[AdaptiveRounds]]) fed rounds made here, whose truth is known: each round a server
 * start of each side, its level drawn around the side's own (this machine's starts settle a few % apart), its requests
 * spread around that level. The rule stops once resolved, reads equal sides `same` within the precision and a 10 %
 * shift `slower`, stays `undecided` when the budget ends first, and never decides before its minimum of rounds.
 */
@Tag(Lanes.Units)
class AdaptiveRoundsTest {
  private val RoundSeconds = 60.0

  /** One round's requests of a side at `level`, the start's own level drawn ±`between`, each request ±5 %. */
  private def round(random: Random, level: Double, between: Double): Array[Double] = {
    val start = level * math.exp(between * random.nextGaussian())
    Array.fill(200)(start * (1 + 0.05 * (2 * random.nextDouble() - 1))).sorted
  }

  /** Rounds until the rule stops: the rounds made, the last decision and the last verdict. */
  private def run(rule: AdaptiveRounds, reference: Double, cell: Double, between: Double = 0.03, seed: Int = 1,
                  precision: Double = 5): (Int, AdaptiveRounds.Decision, Compared) = {
    val random = new Random(seed)
    val (a, b) = (Vector.newBuilder[Array[Double]], Vector.newBuilder[Array[Double]])
    var rounds = 0
    var last: (AdaptiveRounds.Decision, Compared) = null
    while (last == null || last._1.more) {
      rounds += 1
      a += round(random, reference, between)
      b += round(random, cell, between)
      val verdict = Difference.compare(Samples(a.result()), Samples(b.result()), 0.5,
        rule = VerdictRule(precision, Difference.LookConfidence)).get
      last = rule.after(rounds, rounds * RoundSeconds, RoundSeconds, Seq("cell" -> verdict)) -> verdict
    }
    (rounds, last._1, last._2)
  }

  @Test def equalSidesReadTheSameAndStopThere(): Unit = {
    for (seed <- 1 to 5) {
      val (rounds, decision, verdict) = run(AdaptiveRounds(3, 20 * 60), 600, 600, seed = seed)
      assertEquals(Verdict.Same, verdict.verdict, verdict.shown)
      assertTrue(decision.isInstanceOf[AdaptiveRounds.Resolved], decision.toString)
      assertTrue(rounds < 20, s"resolved in $rounds rounds, before the budget's 20")
      assertTrue(decision.line(rounds).endsWith("every p50 difference decided (1): no more rounds"),
        decision.line(rounds))
    }
  }

  @Test def aTenPercentShiftReadsSlower(): Unit = {
    for (seed <- 1 to 5) {
      val (_, decision, verdict) = run(AdaptiveRounds(3, 20 * 60), 600, 660, seed = seed)
      assertEquals(Verdict.Slower, verdict.verdict, verdict.shown)
      assertTrue(decision.isInstanceOf[AdaptiveRounds.Resolved], decision.toString)
      assertTrue(verdict.ratio.low > 1 && verdict.ratio.contains(1.1), verdict.shown)
    }
  }

  @Test def theBudgetEndsFirstWhenTheNoiseIsTooLarge(): Unit = {
    // starts ±30 % apart against a ±5 % precision: 5 rounds (5 min) cannot decide
    val (rounds, decision, verdict) = run(AdaptiveRounds(3, 5 * 60), 600, 600, between = 0.3)
    assertEquals(Verdict.Undecided, verdict.verdict, verdict.shown)
    assertEquals(5, rounds, "five rounds of a minute fill the 5 minutes; a sixth would not fit")
    decision match {
      case AdaptiveRounds.Stop(open, why) =>
        assertEquals(Seq("cell"), open.map(_._1))
        assertTrue(why.startsWith("another round (about 1.0 min) would not fit in compare.budget (5 min"), why)
      case other => fail(s"stopped by the budget, not $other")
    }
    assertTrue(decision.line(rounds).contains("1 p50 difference still open: cell "), decision.line(rounds))
  }

  @Test def neverDecidesBeforeItsMinimum(): Unit = {
    // a difference plain after one round: the rule still makes its 5 rounds, and the verdict waits for 3
    val rule = AdaptiveRounds(5, 20 * 60)
    val (rounds, _, verdict) = run(rule, 600, 1200, between = 0.001)
    assertEquals(5, rounds)
    assertEquals(Verdict.Slower, verdict.verdict)
    val once = Difference.compare(Samples(IndexedSeq(Array(600.0))), Samples(IndexedSeq(Array(1200.0))), 0.5).get
    assertEquals(Verdict.Undecided, once.verdict, "one round: twice as slow, undecided")
    assertTrue(rule.after(4, 0, RoundSeconds, Nil).more, "no difference to decide, but fewer rounds than asked")
    assertFalse(rule.after(5, 0, RoundSeconds, Nil).more)
    // with no budget (compare.budget=0), the minimum is all
    assertFalse(AdaptiveRounds(3, 0).after(3, 200, RoundSeconds, Seq("cell" -> once)).more)
  }
}
