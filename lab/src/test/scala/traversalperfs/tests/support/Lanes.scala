package traversalperfs.tests.support

/**
 * How the suite's test classes share this 2-core machine (JUnit runs two classes at a time: see the surefire
 * configuration in pom.xml). Classes that run the lab's commands in child Maven runs take [[ChildRuns]]: they share
 * target/comparison and target/gatling and run one at a time. Classes that only talk to their own server take
 * [[Machine]] for reading: they run beside the child runs. A class whose figures must not be disturbed (the machine's
 * own figures: a quiet run's idle CPU, pinning), or whose many child runs go faster alone than the suite gains beside
 * them (the figures' comparisons), takes [[Machine]] for writing: nothing else runs meanwhile.
 */
object Lanes {
  final val ChildRuns = "traversal-perfs child Maven runs"
  final val Machine = "traversal-perfs whole machine"
}
