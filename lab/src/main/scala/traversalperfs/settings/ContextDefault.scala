package traversalperfs.settings

/**
 * A parameter's default in some runs (a workload's, a comparison's): declared where those runs are (a workload's
 * package declares its own), shown beside the parameter's default in docs/parameters.md.
 */
final case class ContextDefault[A](context: String, parameter: Parameter[A], value: A)

object ContextDefault {
  /** `parameter`'s value among `defaults`, else its own default. */
  def of[A](defaults: Seq[ContextDefault[_]], parameter: Parameter[A]): A =
    defaults.collectFirst { case d if d.parameter == parameter => d.value.asInstanceOf[A] }.orElse(parameter.default)
      .getOrElse(throw new IllegalStateException(s"parameter '${parameter.name}' has no default"))
}
