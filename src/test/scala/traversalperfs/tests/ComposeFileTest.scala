package traversalperfs.tests

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import org.yaml.snakeyaml.Yaml
import traversalperfs.lab.ServerLayout

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * docker-compose.yml, checked statically (no Docker engine here): per service the pinned image, the loopback-only
 * port, the plugin mount and the extension/heap/page-cache settings under the names that image reads.
 */
class ComposeFileTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val compose = new Yaml().load[java.util.Map[String, Any]](Files.readString(baseDir.resolve("docker-compose.yml")))

  private def map(value: Any): Map[String, Any] = value.asInstanceOf[java.util.Map[String, Any]].asScala.toMap
  private def list(value: Any): Seq[String] = value.asInstanceOf[java.util.List[Any]].asScala.map(_.toString).toSeq
  private val services = map(compose.get("services"))
  private val namedVolumes = map(compose.get("volumes")).keySet

  import ComposeFileTest.Expected

  private val expected = Map(
    "neo4j-2.2" -> Expected("traversal-perfs/neo4j:2.2.10", "NEO4J_THIRDPARTY_JAXRS_CLASSES", "NEO4J_HEAP_MEMORY", "NEO4J_CACHE_MEMORY"),
    "neo4j-2.3" -> Expected("neo4j:2.3.12", "NEO4J_THIRDPARTY_JAXRS_CLASSES", "NEO4J_HEAP_MEMORY", "NEO4J_CACHE_MEMORY"),
    "neo4j-3.0" -> Expected("neo4j:3.0.12", "NEO4J_dbms_unmanaged__extension__classes",
      "NEO4J_dbms_memory_heap_max__size", "NEO4J_dbms_memory_pagecache_size"))

  @Test def thereIsOneServicePerVersion(): Unit =
    assertEquals(expected.keySet, services.keySet)

  @Test def eachServiceRunsItsPinnedVersionWithThePluginOnLoopbackOnly(): Unit = for ((name, want) <- expected) {
    val service = map(services(name))
    assertEquals(want.image, service("image"), name)
    val ports = list(service("ports"))
    assertTrue(ports.nonEmpty && ports.forall(p => p.startsWith("127.0.0.1:") && p.endsWith(":7474")), s"$name ports $ports")
    val volumes = list(service("volumes"))
    assertTrue(volumes.contains("./plugin/target/traversal-perfs-plugin.jar:/plugins/traversal-perfs-plugin.jar:ro"), s"$name $volumes")
    val dataVolume = volumes.find(_.endsWith(":/data")).getOrElse(fail(s"$name has no /data volume"))
    assertTrue(namedVolumes.contains(dataVolume.stripSuffix(":/data")), s"$name: /data is not a named volume")

    val environment = map(service("environment")).map { case (k, v) => k -> v.toString }
    assertEquals(ServerLayout.ExtensionMount, environment(want.extension), s"$name extension setting")
    assertTrue(environment(want.heap).startsWith("${NEO4J_HEAP_MB"), s"$name heap from .env")
    assertEquals("${NEO4J_PAGECACHE:-500m}", environment(want.pageCache), s"$name page cache from .env, 500m by default")
    assertEquals("neo4j/${NEO4J_PASSWORD}", environment("NEO4J_AUTH"), s"$name: auth on, password from .env only")
    assertTrue(environment("NEO4J_PASSWORD").startsWith("${NEO4J_PASSWORD:?"), s"$name must refuse to start without a password")
    assertTrue(map(service("healthcheck"))("test").toString.contains("/traversal-perfs/tree"), s"$name healthcheck")
  }

  @Test def theOneImageNotFromTheLibraryIsBuiltHereFromMavenCentralJars(): Unit = {
    val build = map(map(services("neo4j-2.2"))("build"))
    val dockerfile = baseDir.resolve(build("dockerfile").toString)
    assertTrue(Files.isRegularFile(dockerfile))
    val text = Files.readString(dockerfile)
    assertTrue(text.contains("COPY neo4j-runtimes/neo4j-2.2.10/target/lib/ lib/"), text)
    assertTrue(text.linesIterator.exists(l => l.startsWith("FROM ") && l.matches("""FROM [\w./-]+:[\w.-]*\d[\w.-]*""")), "pinned base image")
    assertTrue(Files.isDirectory(baseDir.resolve("neo4j-runtimes/neo4j-2.2.10/target/lib")), "the image's jars are built by package")
  }

  @Test def theRealComposeToolAcceptsTheFileAndRefusesItWithoutAPassword(): Unit = {
    val (accepted, output) = composeConfig(Some("placeholder"))
    assertEquals(0, accepted, s"docker-compose config refused the file: $output")
    val (refused, message) = composeConfig(None)
    assertNotEquals(0, refused, "compose must refuse to start without a password")
    assertTrue(message.contains("set NEO4J_PASSWORD in .env"), message)
  }

  /** `docker-compose config` validates and resolves the file without a Docker engine; a user's .env is left out. */
  private def composeConfig(password: Option[String]): (Int, String) = {
    val tool = Paths.get("/usr/bin/docker-compose")
    assertTrue(Files.isExecutable(tool), "Debian's docker-compose is needed (apt-get install docker-compose; .ci/run does it)")
    val noEnvFile = Files.createTempFile("compose", ".env")
    val builder = new ProcessBuilder(tool.toString, "--file", baseDir.resolve("docker-compose.yml").toString,
      "--env-file", noEnvFile.toString, "config", "--quiet").directory(baseDir.toFile).redirectErrorStream(true)
    builder.environment().remove("NEO4J_PASSWORD")
    password.foreach(builder.environment().put("NEO4J_PASSWORD", _))
    val process = builder.start()
    val output = new String(process.getInputStream.readAllBytes())
    assertTrue(process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "docker-compose config did not end")
    Files.delete(noEnvFile)
    (process.exitValue(), output)
  }

  @Test def noPasswordIsCommitted(): Unit = {
    val example = Files.readAllLines(baseDir.resolve(".env.example")).asScala
    assertTrue(example.contains("NEO4J_PASSWORD="), "the example leaves the password empty")
    assertTrue(Files.readAllLines(baseDir.resolve(".gitignore")).asScala.contains(".env"), ".env is ignored")
  }
}

object ComposeFileTest {
  /** What each service must look like: image, and the setting names of its image's configuration convention. */
  private final case class Expected(image: String, extension: String, heap: String, pageCache: String)
}
