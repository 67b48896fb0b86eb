package traversalperfs.server

import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._
import scala.util.Using

/**
 * A server plugin a user's production runs (named so as not to clash with the lab's own extension, which the code calls
 * the plugin): APOC, resolved per version to the release of that version's line ([[ApocRelease]], a row of
 * [[Neo4jVersions]]), or a jar the user names by its path, the same on every version.
 */
sealed trait ServerPlugin

object ServerPlugin {
  /** APOC of each version's line, from Maven Central, built like the runtimes (`neo4j-runtimes/apoc-*`). */
  case object Apoc extends ServerPlugin

  /**
   * A user's own jar, checked to be one when the plan is read; `line`: only on the versions of that line (`2026.08`),
   * else on every version; `apocLine`: the line of the APOC it is (its manifest's release), when it is APOC's.
   */
  final case class Jar(path: Path, line: Option[String] = None, apocLine: Option[String] = None) extends ServerPlugin {
    def runsOn(neo4j: Neo4jVersion): Boolean = line.forall(l => neo4j.version == l || neo4j.version.startsWith(l + "."))
  }

  private val ForLine = """(\d+\.\d+(?:\.\d+)?)=(.+)""".r

  /**
   * `apoc`; a path (relative to the project) to a jar; or `<version line>=<path>`, a jar for that line's versions only
   * (`2026.08=apoc-2026.08.0-core.jar`: the APOC Maven Central lacks); anything else refused in one line, before any
   * server.
   */
  def parse(word: String, baseDir: Path, parameter: String): ServerPlugin = word match {
    case apoc if apoc.equalsIgnoreCase("apoc") => Apoc
    case ForLine(line, path) => jar(path, baseDir, parameter).copy(line = Some(line))
    case path => jar(path, baseDir, parameter)
  }

  private def jar(word: String, baseDir: Path, parameter: String): Jar = {
    val path = baseDir.resolve(word).normalize()
    if (!Files.isRegularFile(path)) UserError(s"$parameter: $word is neither apoc nor a jar file")
    val read = Using(new java.util.zip.ZipFile(path.toFile)) { zip =>
      Option(zip.getEntry("META-INF/MANIFEST.MF")).map { entry =>
        val version = Option(new java.util.jar.Manifest(zip.getInputStream(entry)).getMainAttributes
            .getValue("Implementation-Version"))
        // APOC's jars hold its classes under apoc/ and say their release in the manifest
        version.filter(_ => zip.stream.anyMatch(_.getName.startsWith("apoc/"))).collect {
          case ReleaseLine(line) => line
        }
      }
    }.toOption.flatten
    read.fold(UserError(s"$parameter: $word is not a jar (no META-INF/MANIFEST.MF in it)"))(apoc =>
      Jar(path, None, apoc))
  }

  /** The line of a release: `4.4` of APOC 4.4.0.25, `5.26` of 5.26.19, `2026.08` of 2026.08.0. */
  private val ReleaseLine = """(\d+\.\d+)\..*""".r

  /**
   * What a server of `neo4j` runs of `asked`: the jars, their names, and what it must run without (said). `apoc` on a
   * version whose line has no APOC on Maven Central takes the APOC jar named for that line, else runs without (on the
   * others an APOC jar named runs beside the release, as APOC Extended beside Core); a jar of APOC of another line than
   * the version's is refused in one line (its procedures would not load, or not all).
   */
  def on(asked: Seq[ServerPlugin], neo4j: Neo4jVersion, baseDir: Path): ServerPluginJars = {
    val line = ReleaseLine.findFirstMatchIn(neo4j.version).map(_.group(1)).getOrElse(neo4j.version)
    val jars = asked.collect { case jar: Jar if jar.runsOn(neo4j) => jar }
    jars.foreach(jar =>
      jar.apocLine.filter(_ != line).foreach { other =>
        UserError(
          s"${jar.path.getFileName} is APOC of the $other line: Neo4j $neo4j runs the APOC of its own ($line); " +
            s"name it for its line only (neo4j.plugins=$other=${jar.path.getFileName}) or name the jar of $line")
      })
    val apocJar = jars.exists(_.apocLine.isDefined)
    asked.foldLeft(ServerPluginJars.None) {
      case (so, Apoc) if apocJar && neo4j.apoc.isEmpty => so.copy(unrestricted = so.unrestricted :+ "apoc.*")
      case (so, Apoc) =>
        neo4j.apoc.fold(so.copy(without = so.without :+ ApocRelease.NoneOnCentral)) { release =>
          so.copy(jars = so.jars ++ release.jars(baseDir), names = so.names :+ release.describe,
            unrestricted = so.unrestricted :+ "apoc.*")
        }
      case (so, jar: Jar) if jar.runsOn(neo4j) =>
        so.copy(jars = so.jars :+ jar.path, names = so.names :+ jar.path.getFileName.toString,
          unrestricted = so.unrestricted ++ jar.apocLine.map(_ => "apoc.*"))
      case (so, _) => so
    }
  }
}

/**
 * The APOC release of one version line on Maven Central, and the lab's module that resolves it with its dependencies
 * (without Neo4j's own): `neo4j-runtimes/<module>/target/classpath.txt` lists its jars.
 */
final case class ApocRelease(name: String, version: String, module: String) {
  def describe: String = s"$name $version"

  def jars(baseDir: Path): Seq[Path] = {
    val listed = baseDir.resolve(s"neo4j-runtimes/$module/target/classpath.txt")
    if (!Files.exists(listed))
      UserError(s"$listed is missing: build first (./mvnw gatling:test or ./mvnw verify builds it)")
    Files.readString(listed).trim.split(java.io.File.pathSeparator).toSeq.filter(_.nonEmpty).map(Path.of(_))
  }
}

object ApocRelease {
  val V3_5: ApocRelease = ApocRelease("APOC", "3.5.0.21", "apoc-3.5.0.21")
  val V4_4: ApocRelease = ApocRelease("APOC", "4.4.0.25", "apoc-4.4.0.25")
  /** From 5.0 APOC is split: Core on Maven Central, Extended not (its procedures are then reported where they fail). */
  val Core5_26: ApocRelease = ApocRelease("APOC Core", "5.26.19", "apoc-core-5.26.19")

  /** Why a version runs without APOC when it is asked (2026.x: no release of its line on Maven Central). */
  val NoneOnCentral: MissingPlugin = MissingPlugin(
    "APOC (no release of its line on Maven Central: name its jar for the line, neo4j.plugins=<line>=<jar>)", "apoc.")
}

/**
 * The plugin jars one server runs with, their names for a reader, the procedures they need unrestricted
 * (`dbms.security.procedures.unrestricted`, as an APOC install says), and what was asked but cannot run there.
 */
final case class ServerPluginJars(jars: Seq[Path], names: Seq[String], unrestricted: Seq[String],
                                  without: Seq[MissingPlugin]) {
  def isEmpty: Boolean = jars.isEmpty && without.isEmpty

  /** For a cell's settings and the console: "APOC 4.4.0.25", "none", or "none (without APOC …)". */
  def describe: String =
    (if (names.isEmpty) "none" else names.mkString(", ")) +
      (if (without.isEmpty) "" else without.map(_.describe).mkString(" (without ", ", ", ")"))

  /** The settings its server needs: the plugins' procedures unrestricted (same name from 3.5 to 2026.x). */
  def settings: Map[String, String] =
    if (unrestricted.isEmpty) Map.empty
    else Map("dbms.security.procedures.unrestricted" -> unrestricted.distinct.mkString(","))

  /**
   * Makes `home`'s plugins folder hold these jars before a start (homes are reused, and copied per round): copies the
   * missing ones, removes those the lab put there before and no longer runs (listed in [[ServerPluginJars.Installed]]),
   * and never touches a jar the user put there (a `workload.store` of theirs).
   */
  def syncInto(home: Path): Unit = {
    val folder = home.resolve("plugins")
    val installed = folder.resolve(ServerPluginJars.Installed)
    val before = if (Files.exists(installed)) Files.readAllLines(installed).toArray(Array.empty[String]).toSeq else Nil
    val wanted = jars.map(jar => jar.getFileName.toString -> jar).toMap
    // a home the lab never gave a plugin keeps no plugins folder of the lab's
    if (before.nonEmpty || wanted.nonEmpty) {
      Files.createDirectories(folder)
      before.filterNot(wanted.contains).foreach(name => Files.deleteIfExists(folder.resolve(name)))
      wanted.foreach { case (name, jar) =>
        val to = folder.resolve(name)
        if (!Files.exists(to) || Files.size(to) != Files.size(jar)) {
          val part = folder.resolve(s"$name.partial") // a copy cut short is never read as a jar
          Files.copy(jar, part, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
            java.nio.file.StandardCopyOption.COPY_ATTRIBUTES) // its time too: the class archive's name holds it
          Files.move(part, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING)
        }
      }
      Files.write(installed, wanted.keys.toSeq.sorted.mkString("", "\n", if (wanted.isEmpty) "" else "\n").getBytes)
    }
  }
}

object ServerPluginJars {
  val None: ServerPluginJars = ServerPluginJars(Nil, Nil, Nil, Nil)

  /** The file in a plugins folder that lists the jars the lab put there. */
  val Installed = ".traversal-perfs-plugins"

  /** The jars in `home`'s plugins folder (the lab's and the user's), by name. */
  def inFolder(home: Path): Seq[Path] = {
    val folder = home.resolve("plugins")
    if (!Files.isDirectory(folder)) Nil
    else Using.resource(Files.list(folder))(_.iterator.asScala.filter(_.getFileName.toString.endsWith(".jar"))
        .toSeq.sortBy(_.getFileName.toString))
  }
}
