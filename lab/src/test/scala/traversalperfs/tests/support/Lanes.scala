package traversalperfs.tests.support

/**
 * How the suite's test classes share this 2-core machine (JUnit runs two classes at a time: see the surefire
 * configuration in pom.xml). Classes that run the lab's comparison, or package the project, in child Maven runs take
 * [[ChildRuns]]: a comparison writes target/comparison, a package the modules' jars, so they run one at a time. Classes
 * that talk to their own server, or whose child runs keep to their own server, store, answers and summary
 * (`-Dlab.summary`) and find their Gatling report in their own output ([[traversalperfs.process.MavenRun.reports]]),
 * take [[Machine]] for reading: they run beside the child runs. A class whose figures must not be disturbed (the
 * machine's own figures: a quiet run's idle CPU, pinning) takes [[Machine]] for writing: nothing else runs meanwhile.
 */
object Lanes {
  final val ChildRuns = "traversal-perfs child Maven runs"
  final val Machine = "traversal-perfs whole machine"
}
