package traversalperfs.targets

/**
 * A notification the server returned with a query's result: a deprecation, a performance hint, an unsupported feature.
 * Its position is where in the statement it points (line and column from 1; 0 when the server gave none).
 */
final case class ServerNotification(code: String, title: String, description: String, severity: String, line: Int,
                                    column: Int) {
  /** `code (line 1, column 8): description`: the description names the feature (the title is often generic). */
  def describe: String = {
    val at = if (line > 0) s" (line $line, column $column)" else ""
    s"$code$at: ${if (description.nonEmpty) description else title}"
  }

  /** Where it points in the statement without the `prefix` the lab put before it (the prefix is on the first line). */
  def without(prefix: String): ServerNotification =
    if (line == 1 && column > prefix.length) copy(column = column - prefix.length) else this
}

/**
 * The server's refusal of a query: its status code, the first line of its message, and its GQL status where the version
 * has one (5.26 and later speak GQL statuses; an older server's error has none).
 */
final case class ServerRefusal(code: String, message: String, gqlStatus: Option[String]) {
  def describe: String = s"$code${gqlStatus.fold("")(g => s" (GQL $g)")}: $message"
}

/**
 * One run of a query as the upgrade report reads it, never thrown: its rows or the server's refusal, and the
 * notifications it came with ([[CypherRunner.attempt]]).
 */
final case class QueryAttempt(answer: Either[ServerRefusal, QueryRows], notifications: Seq[ServerNotification])

object QueryAttempt {
  /**
   * The driver's GQL status for an error the server gave none (an old server): not the server's word, so not shown.
   */
  val UnknownGqlStatus = "50N42"
}
