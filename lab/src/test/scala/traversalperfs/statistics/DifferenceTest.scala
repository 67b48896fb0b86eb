package traversalperfs.statistics

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import scala.util.Random

/**
 * The comparison's intervals and verdicts ([[Difference]]) on samples made here, whose truth is known: the same
 * distribution twice reads `same` (within the precision), a 20 % shift with little noise reads `slower` (or `faster`),
 * too few repeats are `undecided`, a drift from round to round cancels when the rounds pair the two sides, and repeats
 * that disagree (server starts that settle apart, as this machine's do) widen the interval until it cannot tell:
 * `undecided`, with what would decide it.
 */
@Tag(Lanes.Units)
class DifferenceTest {
  /** `repeats` repeats of `n` requests, each repeat's level `level * drift(i)`, requests spread ±`noise` around it. */
  private def samples(level: Double, repeats: Int = 3, n: Int = 1000, noise: Double = 0.05, seed: Int = 1,
                      drift: Int => Double = _ => 1.0): Samples = {
    val random = new Random(seed)
    Samples((0 until repeats).map { i =>
      Array.fill(n)(level * drift(i) * (1 + noise * (2 * random.nextDouble() - 1))).sorted
    })
  }

  @Test def theSameDistributionTwiceReadsTheSameWithinThePrecision(): Unit = {
    for (seed <- 1 to 5) {
      val v = Difference.compare(samples(1000, seed = seed), samples(1000, seed = seed + 100), 0.5).get
      assertEquals(Verdict.Same, v.verdict, v.shown)
      assertTrue(v.ratio.contains(1.0), v.shown)
      assertTrue(v.detectablePercent < 2,
        s"1000 requests a repeat at ±5 %: a small difference is detectable, ${v.shown}")
      assertTrue(v.shown.matches("""[+-]\d+\.\d % \[[+-]\d+\.\d, [+-]\d+\.\d\] same \(within ±5 %\)"""), v.shown)
      assertEquals(None, v.moreRounds, "decided: nothing more to say")
    }
    // a precision finer than the interval: the same samples no longer read the same
    val fine = Difference.compare(samples(1000, noise = 0.3), samples(1000, noise = 0.3, seed = 4), 0.5,
      rule = VerdictRule(precisionPercent = 0.5)).get
    assertEquals(Verdict.Undecided, fine.verdict, fine.shown)
  }

  @Test def aShiftOf20PercentWithLittleNoiseIsSlowerOrFaster(): Unit = {
    val slower = Difference.compare(samples(1000), samples(1200, seed = 7), 0.5).get
    assertEquals(Verdict.Slower, slower.verdict, slower.shown)
    assertEquals(1.2, slower.ratio.point, 0.01)
    assertTrue(slower.ratio.low > 1.15 && slower.ratio.high < 1.25, slower.shown)
    assertTrue(slower.shown.startsWith("+20.") && slower.shown.endsWith("] slower"), slower.shown)
    assertEquals(Verdict.Faster, Difference.compare(samples(1200), samples(1000, seed = 7), 0.5).get.verdict)
    assertEquals(Verdict.Slower, Difference.compare(samples(1000), samples(1200, seed = 7), 0.95).get.verdict,
      "p95 too")
    // a throughput: higher is faster
    val rates = (values: Seq[Double]) => Samples(values.map(v => Array(v)).toIndexedSeq)
    assertEquals(Verdict.Faster,
      Difference.compare(rates(Seq(100, 101, 99)), rates(Seq(120, 121, 119)), 0.5,
        higherIsBetter = true).get.verdict)
  }

  @Test def fewerThanThreeRepeatsAreUndecided(): Unit = {
    val once = Difference.compare(samples(1000, repeats = 1), samples(2000, repeats = 1, seed = 2), 0.5).get
    assertEquals(Verdict.Undecided, once.verdict,
      "twice as slow, but one server start each: the machine's drift is unknown")
    assertEquals(2.0, once.ratio.point, 0.02)
    assertTrue(once.shown.endsWith("undecided (1 round: 3 give a verdict)"), once.shown)
    val twice = Difference.compare(samples(1000, repeats = 2), samples(1000, repeats = 2, seed = 5), 0.5).get
    assertEquals(Verdict.Undecided, twice.verdict, "the same, but on two rounds: " + twice.shown)
  }

  @Test def aServerStartThatSettledApartIsNotReadAsADifference(): Unit = {
    // this machine's A/A run: one start of the reference settled at 1.5 times the others; the other side's did not
    val v = Difference.compare(samples(600, drift = i => if (i == 0) 1.55 else 1.0), samples(600, seed = 9), 0.5).get
    assertEquals(Verdict.Undecided, v.verdict, v.shown)
    assertTrue(v.shown.contains("undecided (about ") && v.shown.endsWith("more rounds at this noise)"), v.shown)
  }

  @Test def repeatsThatDisagreeWidenTheIntervalUntilItCannotTell(): Unit = {
    // one repeat of the reference ran 30 % slow (the machine drifted): a 10 % difference is no longer detectable
    val drifting = samples(1000, drift = i => if (i == 1) 1.3 else 1.0)
    val v = Difference.compare(drifting, samples(1100, seed = 3), 0.5).get
    assertEquals(Verdict.Undecided, v.verdict, v.shown)
    assertTrue(v.detectablePercent > 10, v.shown)
  }

  @Test def roundsThatMoveBothSidesCancelInAPairedComparison(): Unit = {
    // the machine drifts from round to round (this machine's noise studies: both starts of a round slow together);
    // each round starts both sides, so each round's ratio is a sample and the drift cancels
    val drift = IndexedSeq(1.0, 1.25, 0.85, 1.15, 0.9, 1.3)
    val reference = samples(1000, repeats = 6, drift = drift)
    val tenPercentSlower = samples(1100, repeats = 6, seed = 2, drift = drift)
    val unpaired = Difference.compare(reference, tenPercentSlower, 0.5).get
    assertEquals(Verdict.Undecided, unpaired.verdict,
      "as two runs' cells (Welch's): the drift is noise " + unpaired.shown)
    val paired = Difference.compare(reference, tenPercentSlower, 0.5, paired = true).get
    assertEquals(Verdict.Slower, paired.verdict, paired.shown)
    assertEquals(1.1, paired.ratio.point, 0.01)
    assertTrue(paired.detectablePercent < 2, paired.shown)
    val same = Difference.compare(reference, samples(1000, repeats = 6, seed = 3, drift = drift), 0.5, paired = true)
    assertEquals(Some(Verdict.Same), same.map(_.verdict), same.toString)
    // rounds that do not line up (a cell missing one) cannot be paired: Welch's, as for two runs
    val fewer = Difference.compare(reference, samples(1100, repeats = 5, seed = 2, drift = drift), 0.5, paired = true)
    assertEquals(Some(Verdict.Undecided), fewer.map(_.verdict), fewer.toString)
  }

  @Test def moreRoundsShrinkWithTheNoiseAndTheDistanceFromAGoal(): Unit = {
    val margin = math.log1p(0.05)
    // no change measured, interval ±10 % after 4 rounds: ±4.9 % needs about (9.5/4.9)² x 4 = 16 rounds, 12 more
    assertEquals(Some(12), Difference.moreRounds(4, math.log1p(0.10), 0, margin))
    // a change of 8 % measured ±10 %: `slower` needs the interval under 8 %: about 3 more
    assertEquals(Some(3), Difference.moreRounds(4, math.log1p(0.10), math.log1p(0.08), margin))
    // a change right at the precision: neither goal near; too far to say
    assertEquals(None, Difference.moreRounds(4, 0.5, margin, margin))
  }

  @Test def aCellsIntervalHoldsItsFigureAndNarrowsWithMoreRequests(): Unit = {
    val few = Difference.quantile(samples(1000, repeats = 1, n = 50), 0.5).get
    val many = Difference.quantile(samples(1000, repeats = 1, n = 5000), 0.5).get
    assertTrue(few.contains(few.point) && many.contains(many.point))
    assertTrue(many.high - many.low < (few.high - few.low) / 3, s"$few vs $many")
    assertEquals(Difference.quantile(samples(1000), 0.5), Difference.quantile(samples(1000), 0.5), "the same twice")
    assertEquals(None, Difference.quantile(Samples(IndexedSeq.empty), 0.5))
  }
}
