package traversalperfs.server

import traversalperfs.console.Say

import traversalperfs.settings.Parameters
import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._
import scala.util.Try

/** A JDK on this machine: its home, its feature version (17, 21, 25) and where the lab found it. */
final case class Jdk(home: Path, feature: Int, version: String, foundIn: String) {
  def java: Path = home.resolve("bin").resolve("java")

  override def toString: String = s"Java $version ($home)"
}

/**
 * The JDKs a Maven user has, found the way that ecosystem finds them: the toolchains in `~/.m2/toolchains.xml`, then
 * `JAVA_HOME` and the `JAVA_<n>_HOME`/`JDK<n>_HOME`-style variables CI images set, then the JDKs installed under the
 * usual directories, then the lab's own JVM. A JDK is a directory with `bin/java` and a `release` file (its version is
 * read there: no process is started). Each JDK once, the first place that named it kept.
 */
object InstalledJdks {
  /**
   * Where the lab looks: `neo4j.java.toolchains` (default `~/.m2/toolchains.xml`), `neo4j.java.directories`
   * (comma-separated).
   */
  final case class Places(toolchains: Path, directories: Seq[Path], environment: Map[String, String])

  object Places {
    def from(parameters: Parameters, environment: Map[String, String] = sys.env): Places = {
      val home = sys.props("user.home")
      def expand(path: String): Path = Paths.get(if (path.startsWith("~/")) home + path.substring(1) else path)
      Places(
        expand(parameters(ServerParameters.JavaToolchains)),
        parameters(ServerParameters.JavaDirectories).map(expand),
        environment)
    }
  }

  /** `JAVA_HOME`, `JAVA21_HOME`, `JDK_17_HOME`, `JAVA_HOME_21_X64` (GitHub's runners)... */
  private val JavaHomeVariable = "(?i).*(JAVA|JDK).*HOME.*".r

  def find(places: Places): Seq[Jdk] = {
    val named = fromToolchains(places.toolchains).map(_ -> "toolchains") ++
      places.environment.toSeq.sortBy(_._1).collect {
        case (name, value) if JavaHomeVariable.matches(name) => Paths.get(value) -> s"$$$name"
      } ++
      places.directories.flatMap(installedUnder).map(_ -> "installed") :+
      (Paths.get(sys.props("java.home")) -> ServerJava.OwnJvm)
    named.flatMap { case (home, where) => read(home, where) }
      .foldLeft(Vector.empty[Jdk]) { (found, jdk) => if (found.exists(_.home == jdk.home)) found else found :+ jdk }
  }

  /** A JDK home's version, from its `release` file (`JAVA_VERSION="17.0.15"`), when it has `bin/java`. */
  def read(home: Path, foundIn: String): Option[Jdk] = Try {
    val real = home.toRealPath()
    val release = real.resolve("release")
    if (!Files.isRegularFile(release) || !Files.isExecutable(real.resolve("bin/java"))) None
    else Files.readAllLines(release).asScala.collectFirst {
      case line if line.startsWith("JAVA_VERSION=") => line.stripPrefix("JAVA_VERSION=").replace("\"", "").trim
    }.flatMap(version => feature(version).map(Jdk(real, _, version, foundIn)))
  }.toOption.flatten

  /** "1.8.0_402" is 8, "17.0.15" is 17, "25" is 25. */
  def feature(version: String): Option[Int] = {
    val parts = version.split("[.+_-]")
    (if (parts.headOption.contains("1") && parts.length > 1) parts.lift(1) else parts.headOption).flatMap(_.toIntOption)
  }

  private def installedUnder(directory: Path): Seq[Path] =
    if (!Files.isDirectory(directory)) Nil
    else scala.util.Using(Files.list(directory))(_.iterator().asScala.toSeq.sortBy(_.toString)).getOrElse(Nil)
      .flatMap(dir =>
        Seq(dir, dir.resolve("Contents/Home")).filter(d => Files.isRegularFile(d.resolve("release"))).take(1))

  /** The `jdkHome` of every `jdk` toolchain in a Maven toolchains file (none when it is absent or unreadable). */
  private def fromToolchains(file: Path): Seq[Path] =
    if (!Files.isRegularFile(file)) Nil
    else Try {
      val document = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile)
      val toolchains = document.getElementsByTagName("toolchain")
      (0 until toolchains.getLength).map(toolchains.item).collect { case e: org.w3c.dom.Element => e }
        .filter(e => text(e, "type").contains("jdk"))
        .flatMap(e => text(e, "jdkHome")).map(Paths.get(_))
    }.getOrElse {
      Say(s"$file is not a toolchains file the lab can read: its JDKs are ignored")
      Nil
    }

  private def text(element: org.w3c.dom.Element, tag: String): Option[String] = {
    val nodes = element.getElementsByTagName(tag)
    if (nodes.getLength == 0) None else Option(nodes.item(0).getTextContent).map(_.trim).filter(_.nonEmpty)
  }
}
