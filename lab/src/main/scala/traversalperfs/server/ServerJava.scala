package traversalperfs.server

import traversalperfs.settings.{Parameters, UserError}

/** Java feature versions from `from` to `to`, both included. */
final case class JavaRange(from: Int, to: Int) {
  def contains(feature: Int): Boolean = feature >= from && feature <= to

  override def toString: String = if (from == to) s"Java $from" else s"Java $from-$to"
}

/**
 * The Java versions a Neo4j version supports (its own documentation) and those it is known to run on here (measured;
 * older versions need the JVM flags of their [[ServerLayout]] on Java 9 and later), with what breaks there when it
 * does.
 */
final case class JavaSupport(supported: JavaRange, runs: JavaRange, breaksOutside: Option[String] = None)

/** The JDK a server runs on: chosen for its version ([[ServerJava.choose]]), said in the console, summary and cells. */
final case class ServerJava(jdk: Jdk, neo4j: Neo4jVersion) {
  def supported: Boolean = neo4j.java.supported.contains(jdk.feature)

  /** "Java 17.0.15 (/usr/lib/jvm/…), outside the Java 8 that Neo4j 3.0.12 supports: …" */
  def describe: String = s"Java ${jdk.version} (${jdk.home})" + (if (supported) "" else s", $outside")

  def outside: String = s"outside the ${neo4j.java.supported} that Neo4j $neo4j supports" +
    neo4j.java.breaksOutside.map(": " + _).getOrElse("")

  def json: Map[String, String] = Map("version" -> jdk.version, "home" -> jdk.home.toString, "foundIn" -> jdk.foundIn,
    "supportedRange" -> neo4j.java.supported.toString) ++ (if (supported) Map.empty else Map("outside" -> outside))
}

object ServerJava {
  /**
   * The JDK for `neo4j`: the one named by `neo4j.java` (a JDK home, or a feature version such as `21` among the JDKs
   * found), else the first found in the version's supported range (the lab's own JVM first), else the first it runs on
   * here, flagged. None: refused in one line naming what to install.
   */
  def choose(neo4j: Neo4jVersion, requested: Option[String], installed: Seq[Jdk]): ServerJava = {
    val own = installed.filter(_.foundIn == OwnJvm)
    val ordered = own ++ installed.filterNot(_.foundIn == OwnJvm)
    val jdk = requested match {
      case Some(named) => named.toIntOption match {
          case Some(feature) => installed.find(_.feature == feature).getOrElse(UserError(
                s"neo4j.java=$named: no Java $feature among this machine's JDKs (${list(installed)}); give its home " +
                  s"instead"))
          case None => InstalledJdks.read(java.nio.file.Paths.get(named), "neo4j.java").getOrElse(UserError(
                s"neo4j.java=$named is not a JDK home (a directory with bin/java and a release file)"))
        }
      case None => ordered.find(jdk => neo4j.java.supported.contains(jdk.feature))
          .orElse(ordered.find(jdk => neo4j.java.runs.contains(jdk.feature)))
          .getOrElse(
            UserError(s"Neo4j $neo4j needs ${neo4j.java.supported} and none of this machine's JDKs can run it " +
              s"(found: ${list(installed)}): install a JDK ${neo4j.java.supported.from} (for example Temurin " +
              s"${neo4j.java.supported.from}), declare it in ~/.m2/toolchains.xml or name it with -Dneo4j.java=<its " +
              s"home>"))
    }
    if (jdk.feature < neo4j.java.runs.from)
      UserError(s"Neo4j $neo4j cannot run on Java ${jdk.version} (${jdk.home}): it needs ${neo4j.java.supported}; " +
        s"name another JDK with -Dneo4j.java=<its home>")
    ServerJava(jdk, neo4j)
  }

  val OwnJvm = "the lab's own JVM"

  /** What `neo4j.java`, `neo4j.java.toolchains` and `neo4j.java.directories` say, the JDKs found once per JVM. */
  def forVersion(neo4j: Neo4jVersion, parameters: Parameters = Parameters.system): ServerJava =
    choose(neo4j, parameters.get(ServerParameters.Java),
      if (parameters eq Parameters.system) systemJdks else InstalledJdks.find(InstalledJdks.Places.from(parameters)))

  private lazy val systemJdks: Seq[Jdk] = InstalledJdks.find(InstalledJdks.Places.from(Parameters.system))

  private def list(jdks: Seq[Jdk]): String =
    if (jdks.isEmpty) "none" else jdks.map(j => s"Java ${j.version} at ${j.home}").mkString(", ")
}
