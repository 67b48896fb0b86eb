package com.ekino.neo4j.gatling.testing

import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.{Files, Path}
import java.util.concurrent.TimeUnit

/**
 * A simulation run by Gatling in a JVM of its own, on this test's classpath, as `gatling:test` would run it: its exit
 * code and its console (the errors' table, the assertions). Settings go as system properties.
 */
final case class GatlingRun(exitCode: Int, output: String) {
  def tail: String = output.linesIterator.toSeq.takeRight(60).mkString("\n")
}

object GatlingRun {
  def apply(simulation: Class[_], results: Path, properties: (String, String)*): GatlingRun =
    await(start(simulation, results, properties: _*))

  def start(simulation: Class[_], results: Path, properties: (String, String)*): Started = {
    Files.createDirectories(results)
    val javaCommand = Path.of(System.getProperty("java.home"), "bin", "java").toString
    // as the Gatling Maven plugin starts it: Gatling reads String internals for its log writer
    val command = Seq(javaCommand, "-Xmx512m", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-cp",
      System.getProperty("java.class.path")) ++
      properties.map { case (k, v) => s"-D$k=$v" } ++
      Seq("io.gatling.app.Gatling", "--simulation", simulation.getName, "--results-folder", results.toString,
        "--no-reports")
    val console = results.resolve(simulation.getSimpleName + ".log")
    val process = new ProcessBuilder(command: _*).redirectErrorStream(true).redirectOutput(console.toFile).start()
    Started(process, console)
  }

  final case class Started(process: Process, console: Path) {
    def output: String = if (Files.exists(console)) new String(Files.readAllBytes(console), UTF_8) else ""

    def awaitOutput(text: String, seconds: Int): Unit = {
      val deadline = System.nanoTime() + seconds * 1000000000L
      while (!output.contains(text)) {
        if (!process.isAlive || System.nanoTime() > deadline) throw new AssertionError(s"no '$text' in:\n$output")
        Thread.sleep(200)
      }
    }
  }

  def await(started: Started): GatlingRun = {
    if (!started.process.waitFor(300, TimeUnit.SECONDS)) started.process.destroyForcibly()
    GatlingRun(started.process.waitFor(), started.output)
  }
}
