package traversalperfs.testing

import traversalperfs.settings.Parameter

/**
 * A child run's `-Dname=value` argument, named by the typed parameter (a catalog's value: a renamed or removed
 * parameter fails to compile here, not at run time); the value as the test gives it, a wrong one included, since some
 * tests are about refusals.
 */
object Arg {
  def apply(parameter: Parameter[_], value: String): String = s"-D${parameter.name}=$value"
}
