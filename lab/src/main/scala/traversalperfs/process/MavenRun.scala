package traversalperfs.process

import java.nio.file.Path

/**
 * `./mvnw -B gatling:test …` (or other goals) in a child process, as a user runs it: non-interactive, no stdin,
 * CI=true, output to a log file. The end-to-end tests run the lab's commands so.
 */
object MavenRun {
  /**
   * `gatling:test` on what the parent build compiled, compiling nothing: the goal forks a test-compile whose classpath
   * (the modules' class folders) is not the one `verify` compiles with (their jars), so each would compile the lab
   * again after the other, rewriting classes a running Gatling reads and jars the test JVM reads. Only the three
   * projects a simulation runs from (gatling-neo4j, the lab, the simulations), without the root's build-order
   * dependencies (`lab.childRun`, the root pom's `build-order` profile): the extension and runtime modules, built
   * already, cost each run some 3 s of the 12 s it took for a 3-second load (2 cores).
   */
  val GatlingOnWhatIsBuilt: Seq[String] =
    Seq("gatling:test", "-pl", "gatling-neo4j,lab,.", "-Dlab.childRun", "-Dmaven.main.skip=true",
      "-Dmaven.test.skip=true")

  /**
   * A lab command (`./mvnw -B -P<profile> verify -DskipTests`, as the docs give it) on what the parent build made: the
   * same three projects as [[GatlingOnWhatIsBuilt]], the extension and runtime modules not checked again (a diff
   * command's run: 11 s without, 8 s with, 2 cores). The lab's test jar is still made (the command's classpath).
   */
  def commandOnWhatIsBuilt(profile: String): Seq[String] =
    Seq(s"-P$profile", "verify", "-DskipTests", "-pl", "gatling-neo4j,lab,.", "-Dlab.childRun",
      "-Dmaven.main.skip=true")

  /** Gatling's own argument: which simulation a `gatling:test` run runs (Gatling's key, not the lab's). */
  def simulation(className: String): String = s"-Dgatling.simulationClass=$className"

  /** Gatling's own argument: no HTML report (a run whose report nobody reads). */
  val NoReports = "-Dgatling.noReports=true"

  /** `hidden`: environment variables the child does not get (a test simulating a machine without them). */
  def start(baseDir: Path, logDir: Path, name: String, arguments: Seq[String],
            goals: Seq[String] = GatlingOnWhatIsBuilt, hidden: String => Boolean = _ => false): ChildProcess =
    ChildProcess.start((baseDir.resolve("mvnw").toString +: "-B" +: goals) ++ arguments, baseDir,
      logDir.resolve(s"$name.log"), hidden,
      // the child Maven only builds and forks: Gatling and the servers run in JVMs of their own, with their own flags;
      // a Maven JVM that compiles with C1 only starts each run about 2 s sooner (docs/testing.md)
      Map("MAVEN_OPTS" -> "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"))
}
