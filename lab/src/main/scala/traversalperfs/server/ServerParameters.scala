package traversalperfs.server

import traversalperfs.settings.{Parameter, ParameterCatalog => P, ParameterForm}
import traversalperfs.settings.{ParameterForm => F}

/**
 * The parameters of the server the lab starts: which version (its default from the version table, [[Neo4jVersions]])
 * and which JDK runs it. A catalog of its own because its default is a row of the table, which the lab's own catalog
 * ([[traversalperfs.settings.ParameterCatalog]], below this layer) cannot name; gathered into docs/parameters.md with
 * the others, right after `target`.
 */
object ServerParameters {
  private def p[A](name: String, form: ParameterForm[A], default: Option[A], note: String = "")(
      meaning: String): Parameter[A] =
    Parameter.of(name, form, default, P.Servers, note = note)(meaning)

  val Neo4jVersion: Parameter[String] = p("neo4j.version", F.Text, Some(Neo4jVersions.Default.version))(
    "the embedded server's version: one of [the version table](versions.md#the-versions-the-lab-starts)")
  val Java: Parameter[String] = p("neo4j.java", F.Text, None, note = "(found)")(
    "the JDK the server runs on: a home, or a feature version like `21` ([a JDK per " +
      "server](versions.md#a-jdk-per-server))")
  val JavaToolchains: Parameter[String] = p("neo4j.java.toolchains", F.Text, Some("~/.m2/toolchains.xml"))(
    "Maven toolchains the lab reads JDKs from")
  val JavaDirectories: Parameter[Seq[String]] = p("neo4j.java.directories", F.List,
    Some(Seq("/usr/lib/jvm", "/usr/java", "/opt/java", "/opt/jdk", "/Library/Java/JavaVirtualMachines",
        "~/.sdkman/candidates/java", "~/.jdks", "~/.asdf/installs/java")))("directories the lab looks in for JDKs")

  val Plugins: Parameter[Seq[String]] = p("neo4j.plugins", F.List, Some(Nil))(
    "server plugins every embedded server runs: `apoc` (the APOC of each version's line), paths to jars, or " +
      "`<line>=<jar>` for one line's versions ([plugins](upgrade.md#plugins))")

  val Conf: Parameter[String] = p("neo4j.conf", F.Text, None)(
    "your neo4j.conf: its settings carried to every embedded server, each with its fate on each version (applied, " +
      "renamed by that version's own tool, left out and why, the lab's own); its heap and page cache unless given " +
      "([your settings](upgrade.md#your-neo4jconf))")

  val All: Seq[Parameter[_]] = Seq(Neo4jVersion, Java, JavaToolchains, JavaDirectories, Plugins, Conf)
}
