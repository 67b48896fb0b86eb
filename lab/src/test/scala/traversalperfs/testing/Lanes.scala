package traversalperfs.testing

/**
 * The suite's lanes, two ways. As JUnit tags (`-Dgroups=units` runs the fast ones): what a test class needs to run —
 * [[Units]] nothing but the code, [[Files]] the project's files, [[Inputs]] the settings' refusals, [[Servers]] real
 * Neo4j servers in its JVM, [[Contract]] one version's contract on its server, [[EndToEnd]] child Maven runs as a user
 * types them, [[Faults]] crashes and races. As resource locks, how the classes share this 2-core machine (JUnit runs
 * two classes at a time: see the surefire configuration in pom.xml): classes that run the lab's comparison, or package
 * the project, in child Maven runs take [[ChildRuns]] (a comparison writes target/comparison, a package the modules'
 * jars, so they run one at a time); classes that talk to their own server, or whose child runs keep to their own
 * server, store, answers and summary (`-Dlab.summary`) and find their Gatling report in their own output
 * ([[traversalperfs.process.ChildProcess.reports]]), take [[Machine]] for reading: they run beside the child runs; a
 * class whose figures must not be disturbed (the machine's own figures: a quiet run's idle CPU, pinning) takes
 * [[Machine]] for writing: nothing else runs meanwhile.
 */
object Lanes {
  final val Units = "units"
  final val Files = "files"
  final val Inputs = "inputs"
  final val Servers = "servers"
  final val Contract = "contract"
  final val EndToEnd = "endtoend"
  final val Faults = "faults"

  final val ChildRuns = "traversal-perfs child Maven runs"
  final val Machine = "traversal-perfs whole machine"
}
