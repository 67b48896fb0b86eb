package traversalperfs.settings

import java.nio.file.{FileSystems, Files, Path, Paths}
import java.util.zip.ZipFile

/**
 * The lab inside a Gatling Enterprise package (`./mvnw gatling:enterprisePackage`): one jar holding the simulations,
 * the lab and its libraries, and the recorded answers (`data/`: the traversal's counts, the permissions' checks;
 * `workloads/`: the workload files and their answers). There the package is the project: its files are read from the
 * jar as they are from the project's directory, and a simulation starts no server (it needs `target`), runs no Maven,
 * records nothing and writes no file (a summary only where `lab.summary` says). Found once: the lab's own classes come
 * from a jar that also holds the simulations (under `./mvnw gatling:test` they come from directories).
 */
object Packaged {
  private val Simulations = "traversalperfs/simulations/"

  /** The package's files, read-only, when the lab runs from a package. */
  lazy val root: Option[Path] =
    Option(getClass.getProtectionDomain.getCodeSource).map(source => Paths.get(source.getLocation.toURI))
      .filter(jar => Files.isRegularFile(jar) && holdsSimulations(jar))
      .map(jar => FileSystems.newFileSystem(jar).getPath("/"))

  def inside: Boolean = root.isDefined

  /** A project file as the package holds it: the test resources at its root (`src/test/resources/data/x`: `data/x`). */
  def file(relative: String): Path = root.get.resolve(relative.stripPrefix("./").stripPrefix("src/test/resources/"))

  /** One line saying what a package does not do, and what to do instead. */
  def refuse(what: String): Nothing = UserError(s"inside a Gatling Enterprise package $what")

  private def holdsSimulations(jar: Path): Boolean = {
    val zip = new ZipFile(jar.toFile)
    try zip.stream().anyMatch(_.getName.startsWith(Simulations))
    finally zip.close()
  }
}
