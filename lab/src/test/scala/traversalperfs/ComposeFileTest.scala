package traversalperfs

import traversalperfs.testing.Lanes
import traversalperfs.server.{Neo4jVersions, ServerLayout}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import org.yaml.snakeyaml.Yaml

import java.nio.file.{Files, Paths}
import scala.jdk.CollectionConverters._

/**
 * docker-compose.yml, checked statically (no Docker engine here): per service the pinned image, the loopback-only port,
 * the plugin mount and the extension/heap/page-cache settings under the names that image reads.
 */
@Tag(Lanes.Files)
class ComposeFileTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val compose =
    new Yaml().load[java.util.Map[String, Any]](Files.readString(baseDir.resolve("docker-compose.yml")))

  private def map(value: Any): Map[String, Any] = value.asInstanceOf[java.util.Map[String, Any]].asScala.toMap
  private def list(value: Any): Seq[String] = value.asInstanceOf[java.util.List[Any]].asScala.map(_.toString).toSeq
  private val services = map(compose.get("services"))
  private val namedVolumes = map(compose.get("volumes")).keySet

  /** What each service must look like, from the version table: image, port and its image's setting names. */
  private val expected = Neo4jVersions.All.flatMap(v => v.compose.map(c => c.name -> (v, c))).toMap

  @Test def thereIsOneServicePerVersion(): Unit =
    assertEquals(expected.keySet, services.keySet)

  @Test def eachServiceRunsItsPinnedVersionWithThePluginOnLoopbackOnly(): Unit =
    for ((name, (version, want)) <- expected) {
      val service = map(services(name))
      assertEquals(want.image, service("image"), name)
      val ports = list(service("ports"))
      assertEquals(Seq(s"127.0.0.1:${want.port}:7474"), ports, s"$name ports")
      val volumes = list(service("volumes"))
      val jar = version.pluginJar
      assertTrue(volumes.contains(s"./$jar:/plugins/${jar.split('/').last}:ro"), s"$name $volumes")
      val dataVolume = volumes.find(_.endsWith(":/data")).getOrElse(fail(s"$name has no /data volume"))
      assertTrue(namedVolumes.contains(dataVolume.stripSuffix(":/data")), s"$name: /data is not a named volume")

      val environment = map(service("environment")).map { case (k, v) => k -> v.toString }
      assertEquals(ServerLayout.ExtensionMount, environment(want.extensionSetting), s"$name extension setting")
      assertTrue(environment(want.heapSetting).startsWith("${NEO4J_HEAP_MB"), s"$name heap from .env")
      assertEquals("${NEO4J_PAGECACHE:-500m}", environment(want.pageCacheSetting),
        s"$name page cache from .env, 500m by default")
      assertEquals("neo4j/${NEO4J_PASSWORD}", environment("NEO4J_AUTH"), s"$name: auth on, password from .env only")
      assertTrue(environment("NEO4J_PASSWORD").startsWith("${NEO4J_PASSWORD:?"),
        s"$name must refuse to start without a password")
      assertTrue(map(service("healthcheck"))("test").toString.contains("/traversal-perfs/tree"), s"$name healthcheck")
    }

  @Test def theOneImageNotFromTheLibraryIsBuiltHereFromMavenCentralJars(): Unit = {
    val build = map(map(services("neo4j-2.2"))("build"))
    val dockerfile = baseDir.resolve(build("dockerfile").toString)
    assertTrue(Files.isRegularFile(dockerfile))
    val text = Files.readString(dockerfile)
    assertTrue(text.contains("COPY neo4j-runtimes/neo4j-2.2.10/target/lib/ lib/"), text)
    assertTrue(text.linesIterator.exists(l => l.startsWith("FROM ") && l.matches("""FROM [\w./-]+:[\w.-]*\d[\w.-]*""")),
      "pinned base image")
    assertTrue(Files.isDirectory(baseDir.resolve("neo4j-runtimes/neo4j-2.2.10/target/lib")),
      "the image's jars are built by package")
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
    assertTrue(Files.isExecutable(tool),
      "Debian's docker-compose is needed (apt-get install docker-compose; .ci/run does it)")
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

  /**
   * docs/docker.md's commands as typed: `.env` read into the shell before any load (compose reads it, the shell does
   * not), the password from the environment (none on a command line), each command's port a service's.
   */
  @Test def theDocsCommandsTakeThePasswordFromDotEnvAndTargetTheServices(): Unit = {
    val block = Files.readString(baseDir.resolve("docs/docker.md")).split("```")(1).linesIterator.toSeq
    val load = block.indexWhere(_.startsWith("./mvnw gatling:test"))
    val source = block.indexWhere(_.startsWith("set -a; . ./.env; set +a"))
    assertTrue(source >= 0 && source < load, s"docs/docker.md reads .env into the shell before its first run: $block")
    assertFalse(block.exists(_.contains("$NEO4J_PASSWORD")), "no password expanded on a command line")
    val ports = block.drop(load).filter(_.startsWith("./mvnw gatling:test"))
      .map(line => """127\.0\.0\.1:(\d+)""".r.findFirstMatchIn(line).map(_.group(1).toInt).getOrElse(fail(line)))
    assertEquals(expected.values.map(_._2.port).toSet, ports.toSet, "one command per service, on its port")
    assertEquals("TRAVERSAL_PERFS_NEO4J_PASSWORD", traversalperfs.settings.Parameters.envName("neo4j.password"))

    val dir = Files.createTempDirectory("docker-md")
    Files.writeString(dir.resolve(".env"),
      Files.readString(baseDir.resolve(".env.example")).replace("NEO4J_PASSWORD=\n", "NEO4J_PASSWORD=a-secret-1\n"))
    val line = block(source).takeWhile(_ != '#').trim
    val shell =
      new ProcessBuilder("bash", "-c", s"""$line; sh -c 'printf %s "$$TRAVERSAL_PERFS_NEO4J_PASSWORD"'""")
        .directory(dir.toFile)
    shell.environment().remove("NEO4J_PASSWORD")
    shell.environment().remove("TRAVERSAL_PERFS_NEO4J_PASSWORD")
    val child = shell.start()
    assertEquals("a-secret-1", new String(child.getInputStream.readAllBytes()), s"$line exports the password")
    child.waitFor()
  }

  @Test def noPasswordIsCommitted(): Unit = {
    val example = Files.readAllLines(baseDir.resolve(".env.example")).asScala
    assertTrue(example.contains("NEO4J_PASSWORD="), "the example leaves the password empty")
    assertTrue(Files.readAllLines(baseDir.resolve(".gitignore")).asScala.contains(".env"), ".env is ignored")
  }
}
