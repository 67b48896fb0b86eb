package traversalperfs.settings

/**
 * How a parameter's text becomes its value (`read`: the value, or what is wrong with the text, said after the
 * parameter's name) and how a value is written back as text (`show`: a child run's `-Dname=value`), so that reading
 * what was shown gives the same value. `choices`: the words it takes, when it takes only some.
 */
final case class ParameterForm[A](read: String => Either[String, A], show: A => String, choices: Seq[String] = Nil)

object ParameterForm {
  val Text: ParameterForm[String] = ParameterForm(Right(_), identity)

  private def wholeNumber(min: Int): ParameterForm[Int] =
    ParameterForm(t => t.toIntOption.filter(_ >= min).toRight(s"must be a whole number >= $min, got '$t'"), _.toString)

  val Positive: ParameterForm[Int] = wholeNumber(1)
  val NonNegative: ParameterForm[Int] = wholeNumber(0)
  val Long: ParameterForm[Long] =
    ParameterForm(t => t.toLongOption.toRight(s"must be a whole number, got '$t'"), _.toString)

  /** Milliseconds, or `auto` (a think time, [[traversalperfs.measure.ThinkTime]]). */
  val MillisOrAuto: ParameterForm[String] =
    ParameterForm(t => if (t == "auto") Right(t) else NonNegative.read(t).map(_.toString), identity)

  val Percent: ParameterForm[Int] = ParameterForm(
    t =>
      NonNegative.read(t).flatMap(v => if (v > 100) Left(s"is a percentage: 0 to 100, got $v") else Right(v)),
    _.toString)

  /** A JVM memory size, as `-Xmx` takes it: `512m`, `4g`. */
  val Size: ParameterForm[String] =
    ParameterForm(t => Either.cond(t.matches("""\d+[kKmMgG]"""), t, s"must be a size like 512m or 4g, got '$t'"),
      identity)

  def oneOf(allowed: String*): ParameterForm[String] = ParameterForm(
    t => Either.cond(allowed.contains(t), t, s"must be one of ${allowed.mkString(", ")}; got '$t'"),
    identity, allowed)

  val Flag: ParameterForm[Boolean] =
    ParameterForm(t => oneOf("false", "true").read(t).map(_ == "true"), _.toString, Seq("false", "true"))

  /** A comma-separated list, its items trimmed, the empty ones dropped, each once. */
  val List: ParameterForm[Seq[String]] =
    ParameterForm(t => Right(t.split(",").map(_.trim).filter(_.nonEmpty).toSeq.distinct), _.mkString(","))

  /** A comma-separated list, each item one of `allowed`. */
  def listOf(allowed: Seq[String]): ParameterForm[Seq[String]] = ParameterForm(
    t => {
      val items = t.split(",", -1).map(_.trim).toSeq
      Either.cond(items.forall(allowed.contains), items.distinct,
        s"must be a comma-separated list of ${allowed.mkString(", ")}; got '$t'")
    },
    _.mkString(","), allowed)

  /** A number as a person writes it: `5`, `12.5` (not `5.0`). */
  private def plain(value: Double): String = java.math.BigDecimal.valueOf(value).stripTrailingZeros.toPlainString

  /** Requests per second, as an open model offers them. */
  val Rate: ParameterForm[Double] = ParameterForm(
    t =>
      t.toDoubleOption.filter(r => r > 0 && r <= 100000)
        .toRight(s"must be a number of requests per second above 0 (at most 100000); got '$t'"),
    plain)

  /** `rate`: a number of requests per second, or `log` (a query log's own arrivals). */
  val RateOrLog: ParameterForm[OfferedRate] = ParameterForm(
    t =>
      if (t == "log") Right(OfferedRate.AsLogged)
      else Rate.read(t).map(OfferedRate.PerSecond).left.map(_ =>
        s"must be a number of requests per second above 0 " +
          s"(at most 100000), or log (a query log's arrivals); got '$t'"),
    {
      case OfferedRate.PerSecond(r) => plain(r)
      case OfferedRate.AsLogged => "log"
    })

  val NonNegativeNumber: ParameterForm[Double] =
    ParameterForm(t => t.toDoubleOption.filter(_ >= 0).toRight(s"must be a number >= 0; got '$t'"), plain)
}
