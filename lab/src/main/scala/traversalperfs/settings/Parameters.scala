package traversalperfs.settings

/**
 * Where every lab parameter is read: a system property (`-Dname=value`, passed by Maven to the Gatling JVM), then an
 * environment variable (upper case, dots and dashes as underscores: `neo4j.version` -> `NEO4J_VERSION`), then the
 * default. Blank values count as absent. Tests give their own source. Only names of [[ParameterCatalog]] are read: the
 * documented table is the list of what the lab reads.
 */
final class Parameters(source: String => Option[String]) {
  def raw(name: String): Option[String] = {
    ParameterCatalog.require(name)
    source(name).map(_.trim).filter(_.nonEmpty)
  }

  def string(name: String, default: String): String = raw(name).getOrElse(default)

  def positiveInt(name: String, default: Int): Int = raw(name) match {
    case None => default
    case Some(text) =>
      text.toIntOption.filter(_ >= 1).getOrElse(UserError(s"$name must be a whole number >= 1, got '$text'"))
  }

  def nonNegativeInt(name: String, default: Int): Int = raw(name) match {
    case None => default
    case Some(text) =>
      text.toIntOption.filter(_ >= 0).getOrElse(UserError(s"$name must be a whole number >= 0, got '$text'"))
  }

  def long(name: String, default: Long): Long = raw(name) match {
    case None => default
    case Some(text) => text.toLongOption.getOrElse(UserError(s"$name must be a whole number, got '$text'"))
  }

  /** A comma-separated list, each item one of `allowed`. */
  def choices(name: String, default: Seq[String], allowed: Seq[String]): Seq[String] = raw(name) match {
    case None => default
    case Some(text) =>
      val items = text.split(",", -1).map(_.trim).toSeq
      if (items.exists(item => !allowed.contains(item)))
        UserError(s"$name must be a comma-separated list of ${allowed.mkString(", ")}; got '$text'")
      items.distinct
  }

  def choice(name: String, default: String, allowed: Seq[String]): String = {
    val value = string(name, default)
    if (!allowed.contains(value)) UserError(s"$name must be one of ${allowed.mkString(", ")}; got '$value'")
    value
  }
}

object Parameters {
  def envName(name: String): String = name.toUpperCase.replace('.', '_').replace('-', '_')

  /** System property, then environment variable. */
  val system = new Parameters(name => sys.props.get(name).orElse(sys.env.get(envName(name))))

  def of(values: (String, String)*): Parameters = new Parameters(values.toMap.get)
}
