package traversalperfs.settings

import traversalperfs.console.{Line, Say}

/**
 * Where every lab parameter is read: a system property (`-Dname=value`, passed by Maven to the Gatling JVM), then an
 * environment variable (the lab's prefix, then upper case, dots and dashes as underscores: `neo4j.version` ->
 * `TRAVERSAL_PERFS_NEO4J_VERSION`), then the default. Blank values count as absent. Tests give their own source. Only
 * [[Parameter]] values are read (no name typed at the call), each through its form: a text the form refuses stops the
 * run with one line naming the parameter. Every parameter is declared in a catalog (the lab's, [[ParameterCatalog]], or
 * a workload's), all of them gathered into docs/parameters.md; `ParameterTableTest` fails on one declared elsewhere.
 */
final class Parameters(source: String => Option[String]) {
  /** The text given for `parameter`, if any. */
  def text(parameter: Parameter[_]): Option[String] = source(parameter.name).map(_.trim).filter(_.nonEmpty)

  def isGiven(parameter: Parameter[_]): Boolean = text(parameter).isDefined

  /** The value given, none when absent. */
  def get[A](parameter: Parameter[A]): Option[A] =
    text(parameter).map(t => parameter.form.read(t).fold(why => UserError(s"${parameter.name} $why"), identity))

  /** The value given, else the parameter's default. */
  def apply[A](parameter: Parameter[A]): A = get(parameter).getOrElse(parameter.default.getOrElse(
      throw new IllegalStateException(s"parameter '${parameter.name}' has no default: give the reader's")))

  /** The value given, else `default` (a default that depends on the run). */
  def apply[A](parameter: Parameter[A], default: => A): A = get(parameter).getOrElse(default)

  /** The value given, else the parameter's default in `context` (a workload, a comparison). */
  def in[A](parameter: Parameter[A], context: String): A = get(parameter).getOrElse(parameter.defaultIn(context))

  /** A list whose allowed items only the run knows (the versions here, a server's strategies). */
  def among(parameter: Parameter[Seq[String]], default: => Seq[String], allowed: Seq[String]): Seq[String] =
    text(parameter).fold(default)(t =>
      ParameterForm.listOf(allowed).read(t).fold(why => UserError(s"${parameter.name} $why"), identity))

  /** These parameters with some values replaced, whatever was given: a command that runs another with its own. */
  def replacing(values: Setting*): Parameters = {
    val named = values.map(v => v.name -> v.text).toMap
    new Parameters(name => named.get(name).orElse(source(name)))
  }

  /** These parameters with other defaults: a comparison's shorter windows. */
  def withDefaults(defaults: Setting*): Parameters = {
    val named = defaults.map(d => d.name -> d.text).toMap
    new Parameters(name => source(name).map(_.trim).filter(_.nonEmpty).orElse(named.get(name)))
  }
}

object Parameters {
  /**
   * The lab's environment variables carry its name: a generic one left in a user's shell (`USERS`, `TARGET`, `RUN`,
   * `SEED`) must not change a run unseen, and Neo4j's own images read `NEO4J_*`.
   */
  val EnvironmentPrefix = "TRAVERSAL_PERFS_"

  def envName(name: String): String = EnvironmentPrefix + name.toUpperCase.replace('.', '_').replace('-', '_')

  /** System property, then environment variable. */
  val system: Parameters = fromSystem(sys.props.get, sys.env.get, Say.raw)

  /**
   * `properties`, then `environment` by [[envName]]; each value taken from the environment is said once, in one line (a
   * password's value hidden), since nothing on the command line shows it.
   */
  def fromSystem(properties: String => Option[String], environment: String => Option[String],
                 say: String => Unit): Parameters = {
    val said = java.util.concurrent.ConcurrentHashMap.newKeySet[String]()
    new Parameters(name =>
      properties(name).orElse {
        val value = environment(envName(name)).filter(_.trim.nonEmpty)
        if (value.isDefined && said.add(name)) {
          val shown = if (name.toLowerCase.contains("password")) "(hidden)" else value.get.trim
          say(Line(s"$name=$shown, from the environment (${envName(name)})").shown)
        }
        value
      })
  }

  def of(values: (String, String)*): Parameters = new Parameters(values.toMap.get)

  /** The `-Dname=value` arguments of a child run, as [[of]] reads them back. */
  def fromArguments(arguments: Seq[String]): Parameters = of(arguments.map { argument =>
    val Array(name, value) = argument.stripPrefix("-D").split("=", 2)
    name -> value
  }: _*)
}
