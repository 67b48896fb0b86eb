package traversalperfs.process

import traversalperfs.settings.UserError

import java.nio.file.{Files, Path, Paths}

/**
 * A simulation run by Gatling itself (`io.gatling.app.Gatling`) in a JVM of its own, as `gatling:test` forks it, on the
 * classpath the lab command's own Maven build resolved ([[GatlingRun.ClasspathFile]], written by the root pom's
 * `gatling-classpath` execution): how a comparison runs its cells. A `./mvnw gatling:test` per cell resolved the same
 * classpath again each time, some 5 s of a cell's 14 s on 2 cores; the user's own runs stay Maven's ([[MavenRun]]).
 */
object GatlingRun {
  /** The simulations' classpath as the root pom writes it: its test dependencies (its own classes added here). */
  val ClasspathFile = "target/gatling.classpath"

  /**
   * The flags gatling-maven-plugin 4.21.12 gives the JVM it forks (`GatlingConstants.DEFAULT_JVM_OPTIONS_GATLING` in
   * its gatling-enterprise-plugin-commons 1.26.2), for the same Gatling either way; on the Java this JVM runs.
   */
  private val JvmFlags: Seq[String] =
    Seq("-XX:+HeapDumpOnOutOfMemoryError", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12") ++
      (if (Runtime.version.feature >= 24)
         Seq("--sun-misc-unsafe-memory-access=allow", "--enable-native-access=ALL-UNNAMED")
       else Nil) ++
      Seq("-Xmx1G", "--add-opens=java.base/java.lang=ALL-UNNAMED",
        "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED")

  /**
   * `simulation` with the lab's `arguments` (`-Dname=value`), its output in `logDir/name.log`, its report under
   * `results` (none when `reports` is false).
   */
  def start(baseDir: Path, logDir: Path, name: String, simulation: String, arguments: Seq[String], results: Path,
            reports: Boolean = true): ChildProcess = {
    val java = Paths.get(sys.props("java.home"), "bin", "java").toString
    val command = (java +: JvmFlags) ++ arguments ++
      Seq("-cp", classpath(baseDir), "io.gatling.app.Gatling", "-s", simulation, "-rf", results.toString) ++
      Option.when(!reports)("-nr")
    ChildProcess.start(command, baseDir, logDir.resolve(s"$name.log"))
  }

  /** The root project's compiled simulations, then the jars and class folders the root pom wrote. */
  private def classpath(baseDir: Path): String = {
    val file = baseDir.resolve(ClasspathFile)
    if (!Files.isRegularFile(file))
      UserError(s"no $file: a comparison runs from its Maven profile (./mvnw -B -Pcompare verify -DskipTests)")
    (baseDir.resolve("target/test-classes").toString +: Files.readString(file).trim.split(java.io.File.pathSeparator)
      .toSeq).mkString(java.io.File.pathSeparator)
  }
}
