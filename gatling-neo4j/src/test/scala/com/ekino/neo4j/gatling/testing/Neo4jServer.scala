package com.ekino.neo4j.gatling.testing

import org.neo4j.driver.{AuthTokens, GraphDatabase, SessionConfig}

import java.net.ServerSocket
import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.{Files, Path, Paths}
import scala.util.Using

/**
 * A Neo4j 5.26.30 Community server for this module's tests, in a JVM of its own (its jars: src/test/neo4j-server), Bolt
 * only, on a free loopback port, with auth and a password of the test's. Why a process and not neo4j-harness: the
 * server runs on netty 4.1, the driver and Gatling on 4.2, and one classpath holds one netty.
 */
final class Neo4jServer private (val boltUri: String, val password: String, process: Process, val home: Path)
    extends AutoCloseable {
  def routingUri: String = boltUri.replace("bolt://", "neo4j://")

  /** Stops it at once, as a crash would (the store is thrown away after). */
  def kill(): Unit = { process.destroyForcibly(); process.waitFor() }

  override def close(): Unit = {
    process.destroy()
    if (!process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) kill()
  }
}

object Neo4jServer {
  def start(name: String): Neo4jServer = {
    val classpath = Files.readString(Paths.get(property("neo4j.server.classpath"))).trim
    val home = Paths.get(property("neo4j.server.home")).resolve(name)
    deleteRecursively(home)
    Files.createDirectories(home.resolve("conf"))
    val port = Using.resource(new ServerSocket(0))(_.getLocalPort)
    val settings = Seq(
      "server.bolt.enabled" -> "true",
      "server.bolt.listen_address" -> s"127.0.0.1:$port",
      "server.bolt.tls_level" -> "DISABLED",
      "server.http.enabled" -> "false",
      "server.https.enabled" -> "false",
      "server.default_advertised_address" -> "127.0.0.1",
      "dbms.security.auth_enabled" -> "true",
      "server.directories.data" -> home.resolve("data").toString,
      "server.directories.logs" -> home.resolve("logs").toString,
      "server.directories.run" -> home.resolve("run").toString,
      "server.directories.plugins" -> home.resolve("plugins").toString,
      "server.memory.pagecache.size" -> "32m")
    Files.writeString(home.resolve("conf/neo4j.conf"),
      settings.map { case (k, v) => s"$k=$v" }.mkString("", "\n", "\n"))
    val javaCommand = Paths.get(System.getProperty("java.home"), "bin", "java").toString
    val process = new ProcessBuilder(javaCommand, "-Xmx512m", "-cp", classpath, "org.neo4j.server.CommunityEntryPoint",
      s"--home-dir=$home", s"--config-dir=${home.resolve("conf")}")
      .redirectErrorStream(true).redirectOutput(home.resolve("console.log").toFile).start()
    val uri = s"bolt://127.0.0.1:$port"
    val password = "pw-" + java.util.UUID.randomUUID().toString.take(12)
    try {
      awaitBolt(uri, process, home)
      setPassword(uri, password)
      new Neo4jServer(uri, password, process, home)
    } catch { case e: Throwable => process.destroyForcibly(); throw e }
  }

  private def property(name: String): String =
    Option(System.getProperty(name)).getOrElse(sys.error(s"$name is not set: run the tests through Maven"))

  /** Waits for Bolt to answer (as neo4j with the initial password, which a fresh server accepts). */
  private def awaitBolt(uri: String, process: Process, home: Path): Unit = {
    val deadline = System.nanoTime() + 180L * 1000000000L
    var up = false
    while (!up) {
      if (!process.isAlive || System.nanoTime() > deadline)
        throw new IllegalStateException(s"Neo4j did not start at $uri:\n" + tail(home.resolve("console.log")))
      up = Using.resource(GraphDatabase.driver(uri, AuthTokens.basic("neo4j", "neo4j"))) { driver =>
        try { driver.verifyConnectivity(); true }
        catch { case _: Exception => Thread.sleep(500); false }
      }
    }
  }

  /** A fresh server asks for a new password first (on the system database, as neo4j:neo4j). */
  private def setPassword(uri: String, password: String): Unit =
    Using.resource(GraphDatabase.driver(uri, AuthTokens.basic("neo4j", "neo4j"))) { driver =>
      Using.resource(driver.session(SessionConfig.forDatabase("system")))(
        _.run(s"ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '$password'").consume())
    }

  private def tail(file: Path): String =
    if (Files.exists(file)) new String(Files.readAllBytes(file), UTF_8).linesIterator.toSeq.takeRight(30).mkString("\n")
    else "(no console)"

  private def deleteRecursively(path: Path): Unit =
    if (Files.exists(path))
      Using.resource(Files.walk(path))(_.sorted(java.util.Comparator.reverseOrder[Path]()).forEach(Files.delete(_)))
}
