package traversalperfs.settings

/**
 * One parameter of the lab, whole: its name, its form (how its text is read and written back), its default (none: the
 * reader gives one, or it is optional), the defaults it takes in some runs (`defaultsIn`: a workload or a comparison),
 * a `note` on its default where words say more than a value, what it does and who reads it. docs/parameters.md is
 * written from these; [[Parameters]] reads them; a setting writes a child run's argument back with `:=`.
 */
final case class Parameter[A](
    name: String,
    form: ParameterForm[A],
    default: Option[A],
    meaning: String,
    readBy: Seq[String],
    defaultsIn: Seq[(String, A)] = Nil,
    note: String = ""
) {
  /** This parameter given `value`: a child run's argument, a replaced default. */
  def :=(value: A): Setting = Setting(this, form.show(value))

  /** The default in a run of `context` (a workload's name, or a comparison), else the default. */
  def defaultIn(context: String): A = defaultsIn.collectFirst { case (`context`, value) => value }.orElse(default)
    .getOrElse(throw new IllegalStateException(s"parameter '$name' has no default in $context"))

  /** The default column of docs/parameters.md, written from the values. */
  def defaultText: String = {
    // an empty default (a list of none) is absent: an empty code span would show its backticks
    val shown = default.map(form.show).filter(_.nonEmpty).map(d => s"`$d`")
    val elsewhere = Option.when(defaultsIn.nonEmpty)(
      defaultsIn.map { case (context, value) => s"$context `${form.show(value)}`" }.mkString("(", ", ", ")"))
    val values = (shown ++ elsewhere).mkString(" ")
    // a note that goes on from the values (`; …`) follows them without a space
    Seq(values, note).filter(_.nonEmpty).mkString(if (note.startsWith(";")) "" else " ") match {
      case "" => "(none)"
      case text => text
    }
  }

  /** A family of parameters (`csv.<version>`) stands for every name it begins. */
  def isFamily: Boolean = name.endsWith(Parameter.Key)

  def names(asked: String): Boolean =
    if (isFamily) asked.startsWith(name.stripSuffix(Parameter.Key)) && asked.length > name.length - Parameter.Key.length
    else asked == name

  /** One member of a family: `csv.<version>` at `5.26.30` is `csv.5.26.30`. */
  def at(key: String): Parameter[A] = {
    require(isFamily, s"$name is not a family of parameters")
    copy(name = name.stripSuffix(Parameter.Key) + key)
  }
}

/**
 * A parameter given a value, as its form writes it: how one run hands a setting to another (a comparison to its cells'
 * runs, a command to the command it runs), never a name typed at the call.
 */
final case class Setting(parameter: Parameter[_], text: String) {
  def name: String = parameter.name

  /** `-Dname=value`, as a child run takes it. */
  def argument: String = s"-D$name=$text"
}

object Parameter {
  val Key = "<version>"

  /** A parameter as a catalog declares it, its meaning last: name, form, default, readers, then what it does. */
  def of[A](name: String, form: ParameterForm[A], default: Option[A], readBy: Seq[String],
            defaultsIn: Seq[(String, A)] = Nil, note: String = "")(meaning: String): Parameter[A] =
    Parameter(name, form, default, meaning, readBy, defaultsIn, note)
}

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
